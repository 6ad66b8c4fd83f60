import HushDomain

/// A sleep or a breast feed told in the past tense is over, so it needs its time: "he napped" or "she
/// nursed left" with no time or length would log an event that starts now, which is the one reading that
/// cannot be right. Such a line is refused with the ways to say it; the present tense ("sleeping",
/// "nursing left") starts the event now, and "fell asleep" and "woke up" are moments of their own. "he was
/// asleep", "she was up" are states in the past, refused the same way. Both sides of a feed said in order
/// ("fed left then right") tell a whole feed, which ends now.
///
/// ```swift
/// // "he napped": throws "'napped' says the sleep is over but not when; …"
/// // "napped 40 min", "napped from 1 to 2pm", "napped at 1pm": fine
/// ```
enum PastTense {
    static let sleepWords: Set<String> = ["slept", "napped"]
    static let feedWords: Set<String> = ["nursed", "breastfed", "fed"]
    static let stateWords: Set<String> = ["was", "were"]

    static func check(_ slots: EventPhraseParser.Slots, _ tokens: [Token], family: String) throws {
        guard slots.time == nil, slots.duration == nil else { return }
        let words = tokens.compactMap { token in token.word.map { ($0, token) } }
        switch family {
        case "sleep":
            if let (_, token) = words.first(where: { sleepWords.contains($0.0) }) {
                throw ParseError.conflicting("'\(token.text)' says the sleep is over but not when; say '\(token.text) 40 min' or '\(token.text) from 1 to 2pm', or 'fell asleep' for a sleep that starts now", token.range)
            }
            if let (_, token) = words.first(where: { stateWords.contains($0.0) }) {
                throw ParseError.conflicting("'\(token.text)' says when it was asleep is past, but not when; say 'fell asleep at 2pm' or 'slept from 1 to 2pm'", token.range)
            }
        case "wake":
            if let (_, token) = words.first(where: { stateWords.contains($0.0) }) {
                throw ParseError.conflicting("'\(token.text)' says it was up at some time before now, but not when; say 'woke up at 6am' or 'woke up 10 min ago'", token.range)
            }
        case "breast":
            let sides = Set(slots.concepts.compactMap { concept -> BreastSide? in
                if case .side(let side) = concept.0 { return side }
                return nil
            })
            guard sides.count < 2, !slots.has(.bothSides) else { return }
            if let (_, token) = words.first(where: { feedWords.contains($0.0) }) {
                let side = sides.first?.rawValue ?? "left"
                throw ParseError.conflicting("'\(token.text)' says the feed is over but not how long; say '\(token.text) \(side) 15 min' or '\(token.text) \(side) from 2 to 2:20pm', or 'nursing \(side)' for a feed that starts now", token.range)
            }
        default:
            return
        }
    }
}
