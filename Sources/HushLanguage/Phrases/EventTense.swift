import HushDomain

/// The tenses that say an event happened, but not when it did: the past progressive ("she was nursing on
/// the left", "was eating 4oz"), which says it went on at some time before now, and the present simple
/// with a time or a length ("she sleeps from 1 to 3", "he wakes up at 6", "she has a wet diaper at 3",
/// "she sleeps 10 hours"), which says what usually happens. Logged, the first was a feed starting now and
/// the second today's event at that time; each line is refused with the way to log the event. "she was
/// nursing at 2" has its time and logs ("she was sleeping at 2" does not: asleep then is not asleep
/// since); "she sleeps" and "he wakes up now" are told as they happen, and log now.
///
/// ```swift
/// try EventTense.check(line)   // "she was eating 4oz" → throws: before now, but not when
/// ```
enum EventTense {
    /// The forms in "-ing" of the vocabulary's verbs, after "was" or "were".
    static let ongoing: Set<String> = ["nursing", "feeding", "eating", "drinking", "pumping", "sleeping", "napping", "pooping", "peeing"]
    /// Words that may stand between "was" and the verb ("was still nursing").
    static let between: Set<String> = ["still", "just", "already", "only"]
    /// Present-simple forms that tell a habit when a time goes with them.
    static let habitual: Set<String> = ["sleeps", "wakes", "has"]

    static func check(_ line: PhraseLine) throws {
        let words = line.tokens.map(\.word)
        // "she has a wet diaper now", "he wakes up now": told as it happens, not a habit.
        let timed = line.point.map { $0.point != .now } ?? (line.time != nil)
        for (index, word) in words.enumerated() {
            guard let word else { continue }
            let next = index + 1 < words.count ? words[index + 1] : nil
            if ["was", "were"].contains(word), let verb = verbAfter(words, index) {
                let said = line.tokens[index].range.union(line.tokens[verb].range)
                if line.time == nil, line.duration == nil {
                    throw ParseError.conflicting("'\(line.text(said))' says it went on some time before now, but not when; give the time, "
                                                 + "for example \(pastExample(words[verb] ?? ""))", said)
                }
                // "she was sleeping at 2": asleep then, which says nothing of when she fell asleep.
                if ["sleeping", "napping"].contains(words[verb] ?? ""), line.point != nil {
                    throw ParseError.conflicting("'\(line.text(said))' says she was asleep then, not when she fell asleep; say 'fell asleep at 2pm' "
                                                 + "or 'slept from 1 to 2pm'", said)
                }
            }
            // "she was awake at 2", "she was asleep at 2": awake or asleep then, which says nothing of when she woke
            // or fell asleep.
            if ["was", "were"].contains(word), ["awake", "up", "asleep"].contains(next ?? ""), line.point != nil {
                let said = line.tokens[index].range.union(line.tokens[index + 1].range)
                let (state, instead) = next == "asleep" ? ("asleep", "when she fell asleep; say 'fell asleep at 2pm'") : ("awake", "when she woke; say 'woke up at 2pm'")
                throw ParseError.conflicting("'\(line.text(said))' says she was \(state) then, not \(instead)", said)
            }
            // "she was in a wet diaper", "she's been in a dirty diaper": what she had on, not when it was wet.
            if ["was", "were", "been"].contains(word), next == "in", let diaper = (index + 2..<min(index + 6, words.count)).first(where: { ["diaper", "nappy"].contains(words[$0] ?? "") }) {
                let said = line.tokens[index].range.union(line.tokens[diaper].range)
                throw ParseError.conflicting("'\(line.text(said))' says what she had on, not when it was wet or dirty; say 'wet diaper at 2pm' or 'changed a dirty diaper'", said)
            }
            // "she sleeps 10 hours": a length tells a habit too, except of what she has.
            if habitual.contains(word), timed || line.duration != nil && word != "has", word != "has" || ["a", "an", "her", "his", "the"].contains(next ?? "") {
                let token = line.tokens[index]
                throw ParseError.conflicting("'\(token.text)' with a time tells what usually happens; to log one that happened, say \(habitExample(word))",
                                             token.range)
            }
        }
    }

    /// The index of the "-ing" verb after "was" at `index`, past the words that may stand between.
    private static func verbAfter(_ words: [String?], _ index: Int) -> Int? {
        func word(_ at: Int) -> String? { at < words.count ? words[at] : nil }
        var at = index + 1
        while let said = word(at), between.contains(said) { at += 1 }
        guard let said = word(at), ongoing.contains(said) else { return nil }
        return at
    }

    private static func pastExample(_ verb: String) -> String {
        switch verb {
        case "nursing": return "'nursed left at 2pm' or 'nursed left 15 min ago'"
        case "pumping": return "'pumped 4oz at 2pm'"
        case "sleeping", "napping": return "'fell asleep at 2pm' or 'slept from 1 to 2pm'"
        case "pooping", "peeing": return "'dirty diaper at 2pm'"
        default: return "'ate 4oz at 2pm' or 'ate 4oz 10 min ago'"
        }
    }

    private static func habitExample(_ verb: String) -> String {
        switch verb {
        case "sleeps": return "'slept from 1 to 3pm' or 'fell asleep at 1pm'"
        case "wakes": return "'woke up at 6am'"
        default: return "'ate 4oz at 3pm' or 'wet diaper at 3pm'"
        }
    }
}
