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
        let names = Set(names.map { $0.lowercased() })
        func word(_ index: Int) -> String? { index >= 0 && index < tokens.count ? tokens[index].word : nil }
        func said(_ from: Int, _ to: Int) -> (String, SourceRange) {
            (tokens[from...to].map(\.text).joined(separator: " "), tokens[from].range.union(tokens[to].range))
        }
        let lineHasBottle = tokens.contains { bottleWords.contains($0.word ?? "") }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard let w = token.word else { kept.append(token); index += 1; continue }
            let previous = word(index - 1), next = word(index + 1)
            // "fell asleep", "fell back asleep", "falling asleep": anything else is falling.
            if w == "fell" || w == "falling" {
                var ahead = index + 1
                while ["back", "fast", "right"].contains(word(ahead) ?? "") { ahead += 1 }
                let after = word(ahead)
                if after != "asleep" && after != "sleep" {
                    let (text, range) = next.map { _ in said(index, index + 1) } ?? said(index, index)
                    throw ParseError.conflicting("'\(text)' isn't falling asleep; say 'fell asleep' (or 'fell asleep at 2pm')", range)
                }
            }
            // A vocabulary verb whose particle ends what it says: "fell over", "made up", "ate out", "slept in".
            if verbs.contains(w), let particle = next, particles.contains(particle), !eventPairs.contains("\(w) \(particle)"),
               endsClause(index + 2 < tokens.count ? tokens[index + 2] : nil, particle: particle) {
                let (text, range) = said(index, index + 1)
                throw ParseError.conflicting("'\(text)' means something else than '\(token.text)' alone; say only what happened to the baby, for example \(example(for: w))", range)
            }
            if let particle = next, absorbed.contains("\(w) \(particle)") {
                kept.append(token)
                index += 2
                continue
            }
            // "up" is waking, and "down" sleeping, only said of the baby: "woke up", "she's up", "put her down".
            if w == "up" || w == "down" {
                // "threw up", "spit up": a reaction (vomiting), which the solids reader takes.
                let verbsBefore: Set<String> = w == "up" ? ["woke", "wake", "waking", "woken", "wakes", "got", "gets", "getting", "threw", "throw",
                                                             "throwing", "spit", "spat", "spitting"]
                    : ["put", "went", "go", "going", "gone", "goes", "lay", "laid", "lie"]
                let ofTheBaby = index == 0 || verbsBefore.contains(previous ?? "") || subjects.contains(previous ?? "")
                    || names.contains(previous ?? "") || names.contains { previous == $0 + "'s" } || (w == "down" && next == "for")
                let otherSense = w == "up" && (["to", "on"].contains(next ?? "") || (next == "and" && word(index + 2) == "down"))
                if !ofTheBaby || otherSense {
                    let (text, range) = index > 0 && !tokens[index - 1].isSymbol ? said(index - 1, index) : said(index, index)
                    let meant = w == "up" ? "'woke up' or 'she's up'" : "'put her down' or 'went down for a nap'"
                    throw ParseError.conflicting("'\(text)' isn't \(w == "up" ? "waking up" : "going to sleep"); say \(meant)", range)
                }
            }
            // "it's all right", "that's right", "right now", "left out": not a breast's side.
            if w == "right" || w == "left" {
                if w == "right", next == "now" {
                    index += 1
                    continue
                }
                let adjective = w == "right" && rightAdjective.contains(previous ?? "")
                let adverb = sideAdverbs.contains(next ?? "") && !(next == "on" && w == "left")
                let remainder = previous.map { ["none", "nothing", "some", "half", "all", "little", "bit", "is"].contains($0) } ?? false
                    || (index > 0 && { if case .number = tokens[index - 1].kind { return true }; return false }())
                if (adjective || adverb) && !(w == "left" && remainder) {
                    let (text, range) = adjective ? said(index - 1, index) : said(index, index + 1)
                    throw ParseError.conflicting("'\(text)' isn't a breast's side; a side goes in a feed, for example 'nursed \(w) 15 min'", range)
                }
            }
            // "baby bed", "bed given": a bed is a sleep only gone to ("to bed", "in bed", "bed at 7pm").
            if w == "bed", !["to", "in", "into", "for", "put", "down", "back"].contains(previous ?? ""),
               !tokens[..<index].allSatisfy({ $0.isSymbol || leading.contains($0.word ?? "") })
                || !endsClause(index + 1 < tokens.count ? tokens[index + 1] : nil, particle: "up") {
                let (text, range) = index > 0 ? said(index - 1, index) : said(index, min(index + 1, tokens.count - 1))
                throw ParseError.conflicting("'\(text)' isn't going to bed; say 'went to bed at 7pm' or 'in bed at 7pm'", range)
            }
            // "from start to finish": a whole, not a feed begun.
            if w == "start", previous == "from" {
                let (text, range) = said(index - 1, index)
                throw ParseError.conflicting("'\(text)' isn't a feed starting; say 'started feeding' or 'feeding'", range)
            }
            // "they both peed", "both of them": two children, not a diaper with both.
            if w == "both" {
                let plural = ["they", "we", "you", "them", "these", "those", "twins", "kids"].contains(previous ?? "")
                let count = ["of", "babies", "kids", "twins", "boys", "girls", "children", "are", "were", "have", "had", "did"].contains(next ?? "")
                let acted = next.map { ["peed", "pooped", "slept", "napped", "woke", "ate", "drank", "fell", "went", "nursed", "fed", "pooed", "weed"].contains($0) } ?? false
                if plural || count || acted {
                    let (text, range) = plural ? said(index - 1, index) : said(index, index + 1)
                    throw ParseError.conflicting("'\(text)' is about two children; log each baby on its own line, for example 'Eddie peed'", range)
                }
            }
            // "he's gone", "gone out": a bottle is all gone only with the bottle or "all".
            if w == "gone" {
                if ["down", "to"].contains(next ?? "") {
                    index += 1
                    continue
                }
                if previous != "all" && !lineHasBottle {
                    throw ParseError.conflicting("'\(token.text)' is a bottle drunk only with the bottle; say 'bottle all gone' or 'finished the bottle'", token.range)
                }
            }
            // "done well", "pump well", "so tired": words of conversation start a line, never stand inside it.
            // ("seven oh five" is a spoken clock: "oh" after a number is its zero.)
            let afterNumber = w == "oh" && index > 0 && ({ if case .number = tokens[index - 1].kind { return true }; return false }()
                || NumberPhrase.vocabulary.contains(previous ?? ""))
            if courtesy.contains(w), !(w == "oh" && afterNumber) {
                if !tokens[..<index].allSatisfy({ $0.isSymbol || leading.contains($0.word ?? "") }) {
                    throw ParseError.conflicting("'\(token.text)' doesn't fit inside an event; say only what happened, for example 'wet diaper at 2pm'", token.range)
                }
            }
            kept.append(token)
            index += 1
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
