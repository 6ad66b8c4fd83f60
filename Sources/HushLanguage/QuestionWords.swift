import HushDomain

/// The words questions are read with: what starts one, what names a topic, and what may stand around
/// them. A question with any other word is refused rather than guessed at.
///
/// ```swift
/// QuestionWords.topic(in: ["did", "she", "poop"])   // .poop
/// ```
enum QuestionWords {
    /// Words that start a question whatever follows ("when", "how"), and words that start one only before
    /// a subject ("is she", "did he"): "is napping" states, "is she napping" asks.
    static let openers: Set<String> = ["when", "what", "which", "how", "whens", "whats", "hows", "any", "who"]
    static let auxiliaries: Set<String> = ["did", "does", "do", "is", "was", "has", "have", "are", "were"]
    static let subjects: Set<String> = ["she", "he", "they", "it", "the", "baby", "we", "i", "you", "her", "him", "there", "anyone", "someone", "a", "an", "his", "my", "our", "your", "their"]

    static let topicWords: [QuestionTopic: Set<String>] = [
        .feed: ["eat", "ate", "eaten", "eating", "feed", "fed", "feeding", "feeds", "feedings", "drink", "drank", "drunk", "drinking", "milk", "formula", "meal"],
        .bottle: ["bottle", "bottles"],
        .breast: ["nurse", "nursed", "nursing", "breastfeed", "breastfed", "breastfeeding", "breast"],
        .diaper: ["diaper", "diapers", "nappy", "nappies", "change", "changed", "changes", "changing"],
        .pee: ["pee", "peed", "pees", "peeing", "wet", "wee", "wees", "weed"],
        .poop: ["poop", "pooped", "poops", "pooping", "poo", "poos", "pooed", "dirty", "poopy", "bm"],
        .sleep: ["sleep", "slept", "sleeping", "asleep", "sleeps", "bed", "bedtime"],
        .nap: ["nap", "napped", "naps", "napping"],
        .wake: ["wake", "woke", "waking", "woken", "awake", "up"],
        .note: ["note", "notes", "noted"],
        .pump: ["pump", "pumped", "pumping", "pumps", "express", "expressed", "expressing"],
    ]

    /// Words a question may hold besides a topic, a period, a name and the question words themselves.
    static let fillers: Set<String> = [
        "when", "what", "which", "how", "whens", "whats", "hows", "any", "did", "does", "do", "is", "was", "has", "have", "are", "were",
        "she", "he", "they", "it", "the", "baby", "we", "i", "you", "her", "him", "his", "their", "my", "our", "there", "a", "an",
        "last", "time", "long", "ago", "since", "been", "had", "get", "got", "gotten", "go", "gone", "went", "going", "put", "down",
        "fall", "fell", "falling", "many", "much", "often", "big", "large", "size", "total", "in", "of", "on", "at", "for", "to",
        "today", "so", "far", "yet", "s", "just", "most", "recent", "latest", "previous", "still", "good", "ok", "okay", "safe",
        "expire", "expires", "expired", "expiry", "fresh", "next", "due", "should", "will", "side", "start", "with", "use",
        "average", "between", "log", "logged", "record", "recorded", "anything", "any", "that", "this", "from", "been", "did",
        "be", "again", "amount", "oz", "ounces", "ounce", "ml", "altogether", "all", "currently", "right", "now", "actually",
        "lasted", "last", "length", "usually", "times", "up", "offer", "these", "those", "one", "left", "by", "who", "someone",
        "anyone", "had", "gets", "stay", "stayed", "stays", "been", "us", "me", "hours", "minutes", "times",
        "take", "took", "taken", "longest", "stretch", "who", "will", "need", "needs", "bad", "go", "end", "ended",
        "mls", "mil", "mils", "milliliters", "millilitres", "milliliter", "millilitre", "cc", "until", "till", "awake", "asleep",
    ]

    /// Words of questions about solids besides the fillers: "has she tried egg", "did he react to peanut".
    static let foodWords: Set<String> = [
        "ate", "eat", "eaten", "have", "had", "tried", "try", "tasted", "ever", "first", "react", "reacted", "reaction",
        "reactions", "rash", "allergic", "allergy", "solids", "solid", "food", "foods", "some", "after", "gave", "given", "fed",
    ]

    /// Words that only ask about what comes next (or the bottle's expiry); with any other kind of question
    /// they make it one Hush can't answer exactly.
    static let forwardOnly: Set<String> = ["will", "need", "needs", "bad"]

    /// The first topic a question names, a part before its whole: "wet diaper" is a pee, "bottle" a bottle
    /// feed, "woke" a wake-up rather than a sleep, "nap" a nap.
    static func topic(in words: [String]) -> QuestionTopic? {
        let found = Set(QuestionTopic.allCases.filter { topic in words.contains { topicWords[topic]!.contains($0) } })
        // "up" is a wake only with a sleep word or "wake" near it ("woke up", "get up"); "left" stays a filler.
        var topics = found
        if topics.contains(.wake), !words.contains(where: { ["wake", "woke", "waking", "woken", "awake"].contains($0) }), !words.contains("get"), !words.contains("got") {
            topics.remove(.wake)
        }
        for specific in [QuestionTopic.pump, .pee, .poop, .bottle, .breast, .wake, .nap, .note] where topics.contains(specific) { return specific }
        if topics.contains(.diaper) { return .diaper }
        if topics.contains(.sleep) { return .sleep }
        if topics.contains(.feed) { return .feed }
        return nil
    }

    /// The kinds of event a question's topic words name ("up" and "change" only where they are topics).
    static func eventKinds(in words: [String]) -> Set<EventKind> {
        var kinds = Set<EventKind>()
        for (topic, names) in topicWords where words.contains(where: names.contains) {
            if topic == .wake, self.topic(in: words) != .wake, !words.contains(where: { ["wake", "woke", "waking", "woken", "awake"].contains($0) }) { continue }
            kinds.insert(topic.eventKind)
        }
        return kinds
    }

    static func isTopicWord(_ word: String) -> Bool {
        topicWords.values.contains { $0.contains(word) }
    }
}
