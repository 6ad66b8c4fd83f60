import HushDomain

public enum Vocabulary {
    /// The words of event phrases and the concept each names: every kind's (``KindWords/phrase``).
    /// A word two kinds name keeps the first kind's concept. Made from one list of pairs, sized once: the
    /// typo check asks it first on every event line, and growing it word by word (a look-up, then an
    /// insert, and eight resizes) was most of its first use.
    public static let concepts: [String: Concept] = {
        var pairs: [(String, Concept)] = []
        pairs.reserveCapacity(256)
        for kind in KindWords.all {
            for (concept, words) in kind.phrase {
                for word in words { pairs.append((word, concept)) }
            }
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }()

    /// Words that say the baby was fed without saying how: with a side they are a breast feed ("fed her on
    /// the left"), with an amount or a bottle a bottle drunk ("fed her 4oz", "gave her a four ounce bottle").
    /// With neither they mean nothing ("had a dirty diaper").
    public static let feedingWords: Set<String> = ["fed", "gave", "given", "had", "feed", "took", "taken", "downed"]

    /// Of those, the ones that say the milk was drunk ("had a bottle"), where "gave" and "fed" may begin a feed.
    public static let drunkWords: Set<String> = ["had", "took", "taken", "downed"]

    /// A word that says the baby ate or drank: "ate", "drank", and the feeding words.
    public static func isEating(_ word: String) -> Bool { concepts[word] == .ate || feedingWords.contains(word) }

    /// Words that carry no meaning in an event phrase; they may appear anywhere.
    public static let fillers: Set<String> = [
        "a", "an", "the", "of", "and", "just", "baby", "for", "with", "she", "he", "they", "she's", "he's",
        "they're", "her", "him", "is", "was", "has", "got", "did", "please", "um", "uh", "ok", "okay",
        "log", "record", "it", "all", "over", "there", "then", "on", "from", "in", "away", "out", "into",
        "baby's", "hey", "hi", "hush", "went", "am", "i'm", "that", "his", "hers", "their", "my", "our", "your",
        "milk", "whole", "entire", "about", "around", "roughly", "approximately", "go", "put", "to", "been", "have", "we", "i", "you", "little",
        "like", "so", "alright", "well", "oh", "hmm", "er", "erm", "also", "again", "another", "only", "finally",
    ]

    /// Words that undo what was just said ("ate 4oz not 5oz"): Hush cannot tell which part they take back.
    public static let negations: Set<String> = ["not", "no", "don't", "didn't", "wasn't", "never", "nope", "actually", "instead", "sorry"]

    /// Words of plans and wishes ("will make a bottle at 4"): nothing has happened yet to log.
    public static let futureWords: Set<String> = ["will", "gonna", "shall", "won't", "plan", "planning"]

    public static let volumeUnits: [String: Volume.Unit] = [
        "oz": .oz, "ounce": .oz, "ounces": .oz, "ml": .ml, "mls": .ml, "mil": .ml, "mils": .ml,
        "millilitre": .ml, "millilitres": .ml, "milliliter": .ml, "milliliters": .ml, "cc": .ml,
    ]

    /// First words of commands that are not event phrases.
    public static let commandWords: [String] = [
        "new", "baby", "status", "today", "export", "undo", "redo", "help", "explain", "quit", "exit", "clock", "note",
        "move", "edit", "delete", "restore", "deleted", "show", "last", "settings", "set", "timeline", "tz",
        "routine", "routines", "check", "uncheck", "create", "data", "restart", "reset", "buy", "premium", "purchases",
        "reminders", "notifications", "welcome", "whoami", "invite", "invites", "join", "people", "caregivers", "office",
        "inbox", "babies", "handover", "unsubscribe", "repair", "backup", "foods",
    ]

    /// Words worth suggesting for a typo: the ones that carry meaning (not fillers like "a" or "it").
    public static let suggestible: Set<String> = {
        var words = Set(concepts.keys).union(volumeUnits.keys).union(commandWords)
        words.formUnion(["ago", "now", "yesterday", "today", "noon", "midnight", "morning", "evening", "afternoon"])
        words.formUnion(DurationPhrase.vocabulary)
        words.formUnion(NumberPhrase.vocabulary)
        return words.filter { $0.count > 2 }
    }()

    /// Every word the language knows, for Tab completion. To ask about one word, ``knows(_:)`` builds less.
    public static let allWords: Set<String> = Set(sources.flatMap { $0.words() })
}
