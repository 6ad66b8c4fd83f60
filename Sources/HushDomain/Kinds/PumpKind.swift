import FoundationEssentials

/// A pumping session (`event_type` `pump`): the amount, per side when said, where the milk went, and how
/// much of a stored portion bottles have used or was thrown away.
///
/// ```json
/// {"amount":4.5,"left_amount":2,"right_amount":2.5,"stash_used":0,"stash_wasted":0,"storage":"freezer",
///  "thawed_at":null,"unit":"oz"}
/// ```
extension EventData.Pump: EventPayload {
    static let amount = EventDataField<Self>("amount", .number { $0.amount?.value }, nullable: true,
                                         csv: .column("amount_prepared_oz"), label: "amount")
    /// Null exactly when the amount is.
    static let unit = EventDataField<Self>("unit", .text { $0.amount?.unit.rawValue }, nullable: true)
    static let leftAmount = EventDataField<Self>("left_amount", .number { $0.left }, nullable: true, csv: .notes, label: "sides")
    static let rightAmount = EventDataField<Self>("right_amount", .number { $0.right }, nullable: true, csv: .notes, label: "sides")
    static let storage = EventDataField<Self>("storage", .text { $0.storage?.rawValue }, nullable: true, csv: .notes, label: "stored")
    static let stashUsed = EventDataField<Self>("stash_used", .number { $0.used }, label: "in stash")
    static let stashWasted = EventDataField<Self>("stash_wasted", .number { $0.wasted }, label: "thrown away")
    static let thawedAt = EventDataField<Self>("thawed_at", .time { $0.thawedAt }, nullable: true, label: "thawed")

    public static let fields = [amount, unit, leftAmount, rightAmount, storage, stashUsed, stashWasted, thawedAt]
    public static let journalFields = [EventDataField<Self>].sortedByKey(fields)

    public init(data: JSONValue) throws {
        var volume: Volume?
        if let value = Self.amount.number(in: data) {
            guard let unit = Self.unit.text(in: data).flatMap(Volume.Unit.init(rawValue:)) else {
                throw JSONField.Malformed(what: "pump unit")
            }
            volume = Volume(value, unit)
        }
        self.init(amount: volume, left: Self.leftAmount.number(in: data), right: Self.rightAmount.number(in: data),
                  storage: try Self.storage.choice(MilkStorage.self, in: data, "pump storage"))
        used = Self.stashUsed.number(in: data) ?? 0
        wasted = Self.stashWasted.number(in: data) ?? 0
        thawedAt = try Self.thawedAt.time(in: data)
    }

    public var eventData: EventData { .pump(self) }

    /// One session gives at most ``ContainerSize/pumpSession``, each side and what was used or thrown away included.
    public func implausibility() -> String? {
        let unit = amount?.unit ?? .ml
        let most = "\(Volume.number(ContainerSize.pumpSession.largest(in: unit))) \(unit.rawValue)"
        let amounts: [Double?] = [amount?.value, left, right, used, wasted]
        for value in amounts.compactMap({ $0 }) where !ContainerSize.pumpSession.holds(value, in: unit) {
            return "an amount is not from 0 to \(most), what one pumping session gives"
        }
        return nil
    }
    public var noun: String { "pump" }
    public var title: String { amount.map { "pumping session (\($0.text))" } ?? "pumping session" }
    public func briefName(in units: Volume.Unit) -> String { amount.map { "pumped \($0.shown(in: units))" } ?? "pumping" }
    public var amountsNote: String { ", " + (amount?.text ?? "amount not recorded") }

    public func detailRows(_ context: EventDetailContext) -> [EventDetailRow] {
        var rows = [EventDetailRow("amount", amount?.text ?? "— (not recorded)")]
        if left != nil || right != nil {
            let unit = amount?.unit ?? .ml
            rows.append(EventDetailRow("sides", "left \(left.map { Volume($0, unit).text } ?? "—") · right \(right.map { Volume($0, unit).text } ?? "—")"))
        }
        rows.append(EventDetailRow("stored", storage?.label ?? "not stored"))
        if storage != nil, let amount { rows.append(EventDetailRow("in stash", Volume(inStash, amount.unit).text)) }
        if wasted > 0, let amount { rows.append(EventDetailRow("thrown away", Volume(wasted, amount.unit).text)) }
        if let thawedAt { rows.append(EventDetailRow("thawed", context.clock(thawedAt))) }
        return rows
    }

    public func fillCSV(_ cells: inout CSVCells, event: Event) {
        // The PRD's columns have no pumped amount: it goes in amount_prepared_oz (the milk made), with
        // "pump" and the sides and storage first in notes, as breast feeds carry their sides.
        cells.duration = event.end.map { $0.utc > event.start.utc ? CSVCells.minutes(event) : "" } ?? ""
        cells.prepared = amount.map { CSVCells.ounces($0.inOunces) } ?? ""
        var marker = "pump"
        let unit = amount?.unit ?? .oz
        if let left { marker += " L \(CSVCells.ounces(Volume(left, unit).inOunces)) oz" }
        if let right { marker += " R \(CSVCells.ounces(Volume(right, unit).inOunces)) oz" }
        cells.markers.append(marker)
        if let storage { cells.markers.append(storage.label) }
    }

    public func trendsMeasure(of event: Event) -> TrendsMeasure { TrendsMeasure(pumping: .init(amount: amount)) }
}
