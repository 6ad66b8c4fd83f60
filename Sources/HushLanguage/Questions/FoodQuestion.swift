import HushDomain

/// What a question about solids asks of a food: "when did she last have egg" (`last`), "when did he first
/// have peanut" (`first`), "has she had peanut yet" (`ever`), "did she react to egg" (`reaction`). The food
/// is its name in ``FoodWords``, or nil for solids in general ("when did she last have solids").
///
/// ```swift
/// try CommandParser().parse("has she had peanut yet").command   // .question(.food("peanut", .ever))
/// ```
public enum FoodQuestion: String, Hashable, Sendable {
    case last, first, ever, reaction

    /// Reads the kind from the question's words, or nil when they ask something else about the food.
    static func kind(of words: [String], first opener: String) -> FoodQuestion? {
        if words.contains(where: { ["react", "reacted", "reaction", "reactions", "rash", "allergic", "allergy"].contains($0) }) { return .reaction }
        if words.contains("first") { return opener == "when" || opener == "what" ? .first : nil }
        if ["when", "what", "whens", "whats"].contains(opener) { return .last }
        if ["has", "have", "did", "does", "any"].contains(opener) { return .ever }
        return nil
    }
}
