import FoundationEssentials

/// A bottle (`event_type` `eat`, `method` `bottle`): its `data` fields and how it shows.
///
/// ```json
/// {"amount_prepared":4,"amount_remaining":null,"contents":"formula","discarded":false,"feeding_started_at":null,
///  "method":"bottle","refrigerated":false,"stash_id":null,"stash_use_by":null,"thawed":false,"unit":"oz"}
/// ```
extension EventData.Bottle: EventPayload {
    static let method = EventDataField<Self>("method", .text { _ in "bottle" })
    static let amountPrepared = EventDataField<Self>("amount_prepared", .number { $0.prepared?.value }, nullable: true,
                                                 csv: .column("amount_prepared_oz"), label: "prepared")
    static let amountRemaining = EventDataField<Self>("amount_remaining", .number { $0.remaining }, nullable: true, label: "left")
    static let refrigerated = EventDataField<Self>("refrigerated", .flag { $0.refrigerated }, label: "kept")
    static let discarded = EventDataField<Self>("discarded", .flag { $0.discarded }, csv: .notes, label: "discarded")
    static let feedingStartedAt = EventDataField<Self>("feeding_started_at", .time { $0.feedingStartedAt }, nullable: true, label: "feeding")
    /// Null exactly when the amount is: an amount always has its unit.
    static let unit = EventDataField<Self>("unit", .text { $0.prepared?.unit.rawValue }, nullable: true)
    static let contents = EventDataField<Self>("contents", .text { $0.contents.rawValue }, csv: .notes, label: "contents")
    static let thawed = EventDataField<Self>("thawed", .flag { $0.thawed }, csv: .notes)
    static let stashID = EventDataField<Self>("stash_id", .text { $0.stashID }, nullable: true)
    static let stashUseBy = EventDataField<Self>("stash_use_by", .time { $0.stashUseBy }, nullable: true)

    public static let fields = [method, amountPrepared, amountRemaining, refrigerated, discarded, feedingStartedAt,
                                unit, contents, thawed, stashID, stashUseBy]
    public static let journalFields = [EventDataField<Self>].sortedByKey(fields)

    public init(data: JSONValue) throws {
        // Both null: a feed recorded without an amount; an amount always has its unit.
        var amount: Volume?
        if let prepared = Self.amountPrepared.number(in: data) {
            guard let unit = Self.unit.text(in: data).flatMap(Volume.Unit.init(rawValue:)) else {
                throw JSONField.Malformed(what: "bottle unit")
            }
            amount = Volume(prepared, unit)
        } else if Self.amountPrepared.json(in: data)?.isNull != true {
            throw JSONField.Malformed(what: "bottle data")
        }
        self.init(prepared: amount, remaining: Self.amountRemaining.number(in: data),
                  feedingStartedAt: try Self.feedingStartedAt.time(in: data))
        refrigerated = Self.refrigerated.flag(in: data) ?? false
        discarded = Self.discarded.flag(in: data) ?? false
        // Records from before breast milk read as formula.
        contents = try Self.contents.choice(MilkContents.self, in: data, "bottle contents") ?? .formula
        thawed = Self.thawed.flag(in: data) ?? false
        stashID = Self.stashID.text(in: data)
        stashUseBy = try Self.stashUseBy.time(in: data)
    }

    public var eventData: EventData { .bottle(self) }

    /// A bottle holds what ``ContainerSize/bottle`` says, and what is left of it fits the same bottle.
    public func implausibility() -> String? {
        let most = "\(Volume.number(ContainerSize.bottle.largest(in: unit))) \(unit.rawValue)"
        if let prepared, !ContainerSize.bottle.holds(prepared) { return "amount_prepared is not from 0 to \(most), what a bottle holds" }
        if let remaining, !ContainerSize.bottle.holds(remaining, in: unit) { return "amount_remaining is not from 0 to \(most), what a bottle holds" }
        return nil
    }
    public var noun: String { "bottle" }
    public var title: String { described() }
    public func briefName(in units: Volume.Unit) -> String { prepared.map { "\($0.shown(in: units)) bottle" } ?? "bottle" }

    public var amountsNote: String {
        (prepared.map { ", \($0.text)" } ?? "") + (remaining.map { ", \(Volume($0, unit).text) left" } ?? "")
    }

    public func detailRows(_ context: EventDetailContext) -> [EventDetailRow] {
        var rows = [
            EventDetailRow("prepared", prepared?.text ?? "— (not recorded)"),
            EventDetailRow("left", remaining.map { Volume($0, unit).text } ?? "—"),
            EventDetailRow("drank", consumed.map { Volume($0, unit).text } ?? "—"),
            EventDetailRow("feeding", feedingStartedAt.map(context.clock) ?? "—"),
            EventDetailRow("contents", contents.label + (thawed ? ", thawed" : "")),
            EventDetailRow("kept", refrigerated ? "fridge" : "room temperature"),
        ]
        if discarded { rows.append(EventDetailRow("discarded", "yes (waste)")) }
        if let expiry = context.expiry { rows.append(EventDetailRow("expires", context.clock(expiry))) }
        return rows
    }

    public func fillCSV(_ cells: inout CSVCells, event: Event) {
        // No amount recorded: the cells stay empty, as they do for anything not known.
        cells.prepared = prepared.map { CSVCells.ounces($0.inOunces) } ?? ""
        if contents == .breastMilk { cells.markers.append(thawed ? "breast milk, thawed" : "breast milk") }
        if discarded {
            cells.consumed = "0"
            cells.markers.append("discarded")
        } else if event.end != nil, let drunk = consumed {
            // Subtract in the entered unit, then convert once, so 120 ml less 20 ml is 100 ml's 3.38 oz.
            cells.consumed = CSVCells.ounces(Volume(drunk, unit).inOunces)
        }
    }

    /// A feed once it is one (``Event/isFeed``); what it drank once it is finished and its amounts known.
    public func trendsMeasure(of event: Event) -> TrendsMeasure {
        guard event.isFeed else { return .logged }
        var drank: Volume?
        if event.end != nil, let consumed, let prepared { drank = Volume(consumed, prepared.unit) }
        return TrendsMeasure(feed: .init(breast: false, drank: drank))
    }
}
