/// A solids meal's details (the `data` of a `solids` event): the foods, in the order said, each by its
/// name in ``FoodWords`` ("sweet potato", "peanut"); the amount as said ("2 tbsp", "some"); and a
/// reaction noticed after it ("rash").
///
/// ```swift
/// let meal = Solids(foods: ["oatmeal"], amount: "2 tbsp")
/// meal.described   // "oatmeal (2 tbsp)"; with a reaction "egg · reaction: rash"
/// ```
public struct Solids: Hashable, Sendable {
    /// Empty when only "solids" or a measure was said ("ate 2 tbsp").
    public var foods: [String]
    public var amount: String?
    public var reaction: String?

    public init(foods: [String], amount: String? = nil, reaction: String? = nil) {
        self.foods = foods
        self.amount = amount
        self.reaction = reaction
    }

    /// "banana", "oatmeal, peanut (2 tbsp)", "2 tbsp" (no food named), then any reaction.
    public var described: String {
        var text = foods.joined(separator: ", ")
        if let amount { text += foods.isEmpty ? amount : " (\(amount))" }
        if text.isEmpty { text = "no food named" }
        if let reaction { text += " · reaction: \(reaction)" }
        return text
    }
}
