import FoundationEssentials

/// What one kind of event knows about itself: its `data` fields, how it reads back from a record, and how
/// it shows in `show`, the CSV export and the app's one-line descriptions. Each kind's payload conforms in
/// a file of its own in this folder; ``EventData/payload`` is the one place that switches over the kinds.
///
/// ```swift
/// event.data.payload.noun                          // "breast feed"
/// try EventData.read(kind: .solids, data: json)    // .solids(Solids(foods: ["banana"]))
/// ```
public protocol EventPayload: Sendable {
    /// The `data` fields in the order `EventData`'s Codable writes them (unsorted encoders keep it).
    static var fields: [EventDataField<Self>] { get }
    /// The same fields sorted by key: the order the journal and `.sortedKeys` encoders write.
    static var journalFields: [EventDataField<Self>] { get }
    /// Reads a record's `data` object, throwing ``JSONField/Malformed`` for what is damaged.
    init(data: JSONValue) throws
    var eventData: EventData { get }
    /// The kind's word in `last …` and `restore the last …`: "bottle", "breast feed", "pump".
    var noun: String { get }
    /// The event named in a changed or deleted message: "4 oz bottle", "diaper (pee)", "left breast feed".
    var title: String { get }
    /// The event in two or three words for answers, amounts in `units`: "4 oz bottle", "pee + poop", "pumped 4 oz".
    func briefName(in units: Volume.Unit) -> String
    /// The amounts an edit message shows after the times: ", 5 oz, 1 oz left"; empty when there are none.
    var amountsNote: String { get }
    /// The kind's rows in `show`, after the times and before the notes.
    func detailRows(_ context: EventDetailContext) -> [EventDetailRow]
    /// Fills the CSV export's cells that are the kind's (see ``CSVCells``).
    func fillCSV(_ cells: inout CSVCells, event: Event)
    /// What `event` (carrying this payload) adds to its day in trends; the default marks the day logged only.
    func trendsMeasure(of event: Event) -> TrendsMeasure
    /// Why these values cannot be true (an amount past what its container holds), or nil. The sync
    /// server refuses such a record and devices skip it (``RecordJudge``); the default finds nothing.
    func implausibility() -> String?
}

extension EventPayload {
    public var title: String { noun }
    public func briefName(in units: Volume.Unit) -> String { noun }
    public var amountsNote: String { "" }
    public func trendsMeasure(of event: Event) -> TrendsMeasure { .logged }
    public func implausibility() -> String? { nil }

    /// One row per labelled field, its text or the field's `absent` mark.
    public func detailRows(_ context: EventDetailContext) -> [EventDetailRow] {
        Self.fields.compactMap { field in
            guard let label = field.label else { return nil }
            let shown: String?
            switch field.value {
            case .text(let get): shown = get(self)
            case .texts(let get): shown = Optional(get(self).joined(separator: ", ")).flatMap { $0.isEmpty ? nil : $0 }
            case .number(let get): shown = get(self).map(Volume.number)
            case .flag(let get): shown = get(self) ? "yes" : "no"
            case .time(let get): shown = get(self).map(context.clock)
            }
            return EventDetailRow(label, shown ?? field.absent)
        }
    }

    /// Text fields placed in a CSV column fill it; kinds with more to say write their own.
    public func fillCSV(_ cells: inout CSVCells, event: Event) {
        for field in Self.fields {
            guard case .column(let column) = field.csv, case .text(let get) = field.value else { continue }
            cells[column] = get(self) ?? ""
        }
    }
}
