import HushDomain

/// Words of the vocabulary used in their everyday sense: "he fell over", "it's all right", "they both
/// peed", "made up", "he's gone". Each of them names an event only beside the words that give it Hush's
/// sense ("fell asleep", "nursed right", "both diaper", "made a bottle", "bottle's all gone"); next to words
/// that give it another, the line is an error at that word, with how to say the event. Particles that
/// belong to a verb Hush knows ("warmed up", "right now") are taken with it.
///
/// ```swift
/// try WordSense.check(Lexer.tokens(in: "he fell over"), names: [])   // throws at "fell over"
/// try WordSense.check(Lexer.tokens(in: "warmed up a 4oz bottle"), names: [])   // "warmed a 4oz bottle"
/// ```
public enum WordSense {
    /// Words that take the place of the baby as a subject or stand before a state ("she's up", "is down").
    static let subjects: Set<String> = [
        "she", "he", "they", "it", "baby", "she's", "he's", "they're", "it's", "is", "was", "are", "were", "been",
        "her", "him", "them", "baby's", "and", "then", "now", "finally", "back",
    ]
    /// Words after which "right" is an adjective ("all right", "that's right", "just right", "put right").
    static let rightAdjective: Set<String> = [
        "all", "that", "thats", "that's", "it", "it's", "is", "was", "are", "were", "just", "put", "quite", "so", "too",
        "he's", "she's", "you're", "they're", "you", "not", "alright", "ok", "okay", "exactly",
    ]
    /// Words after which a side word is an adverb or a verb's particle ("right now", "left out").
    static let sideAdverbs: Set<String> = ["now", "away", "on", "after", "before", "here", "there", "back", "off", "out", "over", "behind", "alone", "early"]
    /// Vocabulary verbs and the particles that make them another verb ("fell over", "made up", "ate out").
    static let verbs: Set<String> = [
        "fell", "falling", "sleep", "slept", "sleeping", "sleeps", "napped", "napping", "nap", "ate", "eaten", "eating", "drank",
        "drinking", "fed", "feed", "feeding", "gave", "given", "took", "taken", "had", "made", "make", "making", "done",
        "finished", "finish", "started", "start", "threw", "tossed", "toss", "dumped", "dump", "changed", "change", "changing",
        "nursed", "nursing", "nurse", "pumped", "pump", "pumping", "froze", "frozen", "prepared", "prepare", "prepped", "mixed",
        "warmed", "heated", "woke", "wake", "waking", "woken", "wakes", "got", "went", "go", "gone", "put", "bed",
        "pooped", "poop", "peed", "pee", "pooping", "peeing",
    ]
    static let particles: Set<String> = ["over", "out", "in", "into", "away", "on", "for", "with", "around", "about", "off", "to", "up", "down"]
    /// The verb-and-particle pairs that are Hush's own events; "up" and "down" are waking and sleeping.
    static let eventPairs: Set<String> = [
        "woke up", "wake up", "waking up", "woken up", "wakes up", "got up", "went down", "go down", "gone down", "put down",
        "finished up", "finish up", "warmed up", "heated up", "threw away", "threw out", "tossed away", "tossed out",
        "toss out", "toss away", "dumped out",
    ]
    /// Particles taken with their verb: "warmed up a bottle" is "warmed a bottle".
    static let absorbed: Set<String> = ["finished up", "finish up", "warmed up", "heated up", "threw away", "threw out", "tossed away",
                                        "tossed out", "toss out", "toss away", "dumped out"]
    /// Words that may stand before a line's first word of the event.
    static let leading: Set<String> = ["ok", "okay", "so", "um", "uh", "hey", "hi", "hush", "well", "oh", "alright", "also", "please", "er",
                                       "erm", "hmm", "and", "then", "just"]
    /// Words of conversation that may start a line and nowhere else.
    static let courtesy: Set<String> = ["well", "so", "oh", "hey", "hi", "hush", "alright", "also", "log", "record"]
    /// Words that put a bottle in the line, for "gone".
    static let bottleWords: Set<String> = ["bottle", "bottles", "milk", "formula", "breastmilk", "oz", "ml", "ounces", "ounce"]

    /// Particles that are also prepositions of a time or an amount ("for 10 min", "around 2pm", "on the left").
    static let prepositions: Set<String> = ["for", "to", "in", "into", "on", "around", "about", "with"]

    /// True when `particle` ends what its verb says: at the line's end or a clause's, or (for "over", "out",
    /// "up" …) before a time.
    static func endsClause(_ token: Token?, particle: String) -> Bool {
        guard let token else { return true }
        if token.isSymbol { return [",", ".", ";", "!", "?"].contains(token.text) }
        if prepositions.contains(particle) { return ["and", "then", "please"].contains(token.word ?? "") }
        switch token.kind {
        case .number, .clock: return true
        default: break
        }
        return ["at", "ago", "yesterday", "today", "this", "last", "since", "and", "then", "please", "around", "about"].contains(token.word ?? "")
    }

    /// Throws at a word used in another sense; returns the tokens with absorbed particles taken out.
    public static func check(_ tokens: [Token], names: [String]) throws -> [Token] {
        var kept: [Token] = []
        let line = Line(tokens: tokens, names: Set(names.map { $0.lowercased() }))
        var index = 0
        while index < tokens.count {
            guard let word = tokens[index].word else {
                kept.append(tokens[index])
                index += 1
                continue
            }
            switch try outcome(of: word, at: index, in: line) {
            case .keep:
                kept.append(tokens[index])
                index += 1
            case .keepTakingParticle:
                kept.append(tokens[index])
                index += 2
            case .drop:
                index += 1
            case .readAs(let meant):
                var token = tokens[index]
                token.kind = .word(meant)
                kept.append(token)
                index += 1
            }
        }
        return kept
    }

    /// How to say the event a verb's family logs.
    static func example(for verb: String) -> String {
        switch verb {
        case "fell", "falling", "sleep", "slept", "sleeping", "sleeps", "napped", "napping", "nap", "bed", "went", "go", "gone", "put":
            return "'fell asleep at 2pm' or 'slept from 1 to 2pm'"
        case "woke", "wake", "waking", "woken", "wakes", "got": return "'woke up at 6am'"
        case "changed", "change", "changing": return "'changed a wet diaper'"
        case "nursed", "nursing", "nurse": return "'nursed left 15 min'"
        case "pumped", "pump", "pumping": return "'pumped 4oz'"
        default: return "'ate 4oz' or 'made a 4oz bottle'"
        }
    }
}
