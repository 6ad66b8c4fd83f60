import HushDomain

/// Who was fed. "fed the fish", "fed the dog at 2pm", "feeding our cat": what follows "fed" and a
/// determiner is who was fed, and when that is not the baby the line is about someone else's food, even
/// when the word is also a food ("fish", "chicken", "lamb"). Hush logs only the baby's, so such a line is
/// refused with the ways to say the baby's. Allowed after the determiner: the baby ("the baby", "our
/// little one", a baby's name), an amount ("the 4oz bottle"), or the milk or breast fed ("the bottle",
/// "the left side"); or anything when the line says the baby got it ("fed the fish to her").
///
/// ```swift
/// try FeedRecipient.check(Lexer.tokens(in: "fed the fish at 2pm"), babies: ["Eddie"], baby: "Eddie")  // throws
/// try FeedRecipient.check(Lexer.tokens(in: "fed the baby 4oz"), babies: ["Eddie"], baby: "Eddie")     // fine
/// ```
public enum FeedRecipient {
    static let feedVerbs: Set<String> = ["fed", "feed", "feeds", "feeding"]
    static let determiners: Set<String> = ["the", "our", "my", "your", "their", "a", "an"]
    /// Words after "fed the" that name the baby, or what the baby was fed from.
    static let babyOrFeed: Set<String> = [
        "baby", "baby's", "babies", "little", "bub", "kid", "newborn", "son", "daughter", "boy", "girl",
        "bottle", "bottles", "breast", "breasts", "boob", "left", "right", "side", "sides", "both", "rest", "last", "whole", "entire",
        "remaining", "formula", "milk", "breastmilk", "pumped", "expressed", "thawed", "defrosted", "warmed", "warm", "same",
        "usual", "first", "second", "other", "next", "fresh", "new", "leftover",
    ]
    /// "to her", "to the baby": the line says who got it.
    static let babyObjects: Set<String> = ["her", "him", "baby", "them"]

    /// Throws when the line feeds someone other than the baby.
    public static func check(_ tokens: [Token], babies: [String], baby: String?) throws {
        let names = Set(babies.map { $0.lowercased() })
        func isBaby(_ word: String) -> Bool { names.contains(word) || names.contains { word == $0 + "'s" || word == $0 + "s" } }
        for index in tokens.indices where feedVerbs.contains(tokens[index].word ?? "") {
            guard index + 2 < tokens.count, let determiner = tokens[index + 1].word, determiners.contains(determiner) else { continue }
            let fed = tokens[index + 2]
            guard let word = fed.word else { continue }                 // "the 4oz bottle": an amount
            if babyOrFeed.contains(word) || isBaby(word) || NumberPhrase.vocabulary.contains(word) { continue }
            let rest = tokens[(index + 3)...]
            let toTheBaby = zip(rest, rest.dropFirst()).contains { first, second in
                first.word == "to" && (second.word.map { babyObjects.contains($0) || isBaby($0) || $0 == "the" } ?? false)
            }
            if toTheBaby { continue }
            let said = tokens[index].range.union(fed.range)
            let who = "\(tokens[index + 1].text) \(fed.text)"
            let whose = baby.map { "\($0)'s" } ?? "the baby's"
            // "fed the fish": a food, which the baby may have had as well; said so, it logs.
            let instead = FoodWords.match(tokens, at: index + 2).map { food, _ in "; if \(baby ?? "the baby") had \(food), say 'fed \(baby ?? "her") \(food)'" }
            throw ParseError.conflicting("'\(who)' is who was fed, and Hush logs only \(whose) food\(instead ?? "")", said)
        }
    }
}
