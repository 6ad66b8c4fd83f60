import FoundationEssentials

/// A solids meal (`event_type` `solids`): the foods, the amount as said, and any reaction.
///
/// ```json
/// {"amount":"2 tbsp","foods":["oatmeal","peanut"],"reaction":null}
/// ```
extension Solids: EventPayload {
    static let amount = EventDataField<Self>("amount", .text { $0.amount }, nullable: true, csv: .notes, label: "amount")
    static let foods = EventDataField<Self>("foods", .texts { $0.foods }, csv: .notes, label: "foods", absent: "— (not named)")
    static let reaction = EventDataField<Self>("reaction", .text { $0.reaction }, nullable: true, csv: .notes, label: "reaction")

    public static let fields = [amount, foods, reaction]
    public static let journalFields = [EventDataField<Self>].sortedByKey(fields)

    public init(data: JSONValue) throws {
        self.init(foods: try Self.foods.texts(in: data, "solids foods"), amount: Self.amount.text(in: data),
                  reaction: Self.reaction.text(in: data))
    }

    public var eventData: EventData { .solids(self) }

    /// The most foods one meal names: a spoken meal names a few; a list longer than this was not eaten at once.
    public static let mostFoods = 64

    public func implausibility() -> String? {
        foods.count > Self.mostFoods ? "a meal names at most \(Self.mostFoods) foods" : nil
    }
    public var noun: String { "solids" }
    public var title: String { "solids (\(foods.isEmpty ? "no food named" : foods.joined(separator: ", ")))" }
    public func briefName(in units: Volume.Unit) -> String { foods.isEmpty ? "solids" : foods.joined(separator: ", ") }

    public func detailRows(_ context: EventDetailContext) -> [EventDetailRow] {
        [EventDetailRow("foods", foods.isEmpty ? Self.foods.absent : foods.joined(separator: ", ")),
         EventDetailRow("amount", amount ?? Self.amount.absent),
         EventDetailRow("reaction", reaction ?? Self.reaction.absent)]
    }

    public func fillCSV(_ cells: inout CSVCells, event: Event) {
        // The PRD's columns have no place for foods: they lead the notes, then the amount and any reaction.
        cells.markers.append(foods.isEmpty ? "foods not named" : "foods: " + foods.joined(separator: ", "))
        if let amount { cells.markers.append(amount) }
        if let reaction { cells.markers.append("reaction: \(reaction)") }
    }
}
