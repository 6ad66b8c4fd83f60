import HushDomain

/// Solid food as said: the foods (named in ``FoodWords``), an amount, a reaction, and whether the line
/// reports a reaction to a meal already logged ("rash after peanut") rather than a meal.
///
/// ```swift
/// // "ate 2 tbsp oatmeal"
/// SolidsPhrase(foods: ["oatmeal"], amount: "2 tbsp", reaction: nil, reactionAfter: false, at: nil)
/// // "hives after egg"
/// SolidsPhrase(foods: ["egg"], amount: nil, reaction: "hives", reactionAfter: true, at: nil)
/// ```
public struct SolidsPhrase: Hashable, Sendable {
    public var foods: [String]
    public var amount: String?
    public var reaction: String?
    /// "REACTION after FOOD": attach the reaction to today's latest meal with the food, if there is one.
    public var reactionAfter: Bool
    public var at: LocatedTime?

    public init(foods: [String], amount: String?, reaction: String?, reactionAfter: Bool, at: LocatedTime?) {
        self.foods = foods
        self.amount = amount
        self.reaction = reaction
        self.reactionAfter = reactionAfter
        self.at = at
    }
}

extension SolidsPhrase {
    /// Said back by `explain`: `solids foods=banana,egg amount=2 tbsp reaction=rash after at=now`.
    var meaning: String {
        var text = "solids foods=\(foods.isEmpty ? "-" : foods.joined(separator: ","))"
        if let amount { text += " amount=\(amount)" }
        if let reaction { text += " reaction=\(reaction)" + (reactionAfter ? " after" : "") }
        return text + " at=\(CommandMeaning.time(at))"
    }
}
