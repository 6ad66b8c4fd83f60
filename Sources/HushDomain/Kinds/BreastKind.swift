import FoundationEssentials

/// A breast feed (`event_type` `eat`, `method` `breast`): the side it started on and whether it used both;
/// its length is its start and end.
///
/// ```json
/// {"both_sides":true,"method":"breast","started_side":"left"}
/// ```
extension EventData.Breast: EventPayload {
    static let method = EventDataField<Self>("method", .text { _ in "breast" })
    static let startedSide = EventDataField<Self>("started_side", .text { $0.startedSide.rawValue }, csv: .notes, label: "side")
    static let bothSides = EventDataField<Self>("both_sides", .flag { $0.bothSides }, csv: .notes)

    public static let fields = [method, startedSide, bothSides]
    public static let journalFields = [EventDataField<Self>].sortedByKey(fields)

    public init(data: JSONValue) throws {
        guard let side = Self.startedSide.text(in: data).flatMap(BreastSide.init(rawValue:)),
              let both = Self.bothSides.flag(in: data) else { throw JSONField.Malformed(what: "breast data") }
        self.init(startedSide: side, bothSides: both)
    }

    public var eventData: EventData { .breast(self) }
    public var noun: String { "breast feed" }
    public var title: String { bothSides ? "breast feed (\(indicator))" : "\(startedSide.rawValue) breast feed" }

    public func detailRows(_ context: EventDetailContext) -> [EventDetailRow] {
        [EventDetailRow("side", "\(startedSide.rawValue) first\(bothSides ? ", both sides (\(indicator))" : "")")]
    }

    public func fillCSV(_ cells: inout CSVCells, event: Event) {
        cells.duration = CSVCells.minutes(event)
        cells.markers.append("breast \(indicator)")
    }

    public func trendsMeasure(of event: Event) -> TrendsMeasure { TrendsMeasure(feed: .init(breast: true)) }
}
