import HushDomain

/// The words questions are read with: what starts one, what names a topic, and what may stand around
/// them. A question with any other word is refused rather than guessed at.
///
/// ```swift
/// QuestionWords.topic(in: ["did", "she", "poop"])   // .poop
/// ```
enum QuestionWords {
    /// Words that start a question whatever follows ("when", "how", "did", "should"), and words that start
    /// one only before a subject ("is she", "has he"): "is napping" states, "is she napping" asks.
    static let openers: Set<String> = ["when", "what", "which", "how", "whens", "whats", "hows", "any", "who", "how's", "when's", "what's",
                                       "where", "why", "did", "does", "do", "should", "can", "could", "would"]
    static let auxiliaries: Set<String> = ["is", "was", "has", "have", "are", "were"]
    static let subjects: Set<String> = ["she", "he", "they", "it", "that", "this", "these", "those", "the", "baby", "we", "i", "you", "her", "him", "there", "anyone", "someone", "a", "an", "his", "my", "our", "your", "their"]

    /// Each topic with the words that name it, from the kinds' words (``KindWords/questions``), read once.
    static let topics: [(topic: QuestionTopic, words: Set<String>)] = KindWords.all.flatMap(\.questions).map { ($0.0, Set($0.1)) }

    /// Words a question may hold besides a topic, a period, a name and the question words themselves.
    static let fillers: Set<String> = [
        "when", "what", "which", "how", "whens", "whats", "hows", "any", "did", "does", "do", "is", "was", "has", "have",
        "are", "were", "she", "he", "they", "it", "the", "baby", "we", "i", "you", "her", "him", "his", "their", "my", "our",
        "there", "a", "an", "last", "time", "long", "ago", "since", "been", "had", "get", "got", "gotten", "go", "gone",
        "went", "going", "put", "down", "fall", "fell", "falling", "many", "much", "often", "big", "large", "size", "total",
        "in", "of", "on", "at", "for", "to", "today", "so", "far", "yet", "s", "just", "most", "recent", "latest", "previous",
        "still", "good", "ok", "okay", "safe", "expire", "expires", "expired", "expiry", "fresh", "next", "due", "should",
        "will", "side", "start", "with", "use", "average", "between", "log", "logged", "record", "recorded", "anything",
        "that", "this", "from", "be", "again", "amount", "oz", "ounces", "ounce", "ml", "altogether", "all", "currently",
        "right", "now", "actually", "lasted", "length", "usually", "times", "up", "offer", "these", "those", "one", "left",
        "by", "who", "someone", "anyone", "gets", "stay", "stayed", "stays", "us", "me", "hours", "minutes", "take", "took",
        "taken", "longest", "stretch", "need", "needs", "bad", "end", "ended", "mls", "mil", "mils", "milliliters",
        "millilitres", "milliliter", "millilitre", "cc", "until", "till", "awake", "asleep", "number",
    ]

    /// Words of questions about solids besides the fillers: "has she tried egg", "did he react to peanut".
    static let foodWords: Set<String> = [
        "ate", "eat", "eaten", "have", "had", "tried", "try", "tasted", "ever", "first", "react", "reacted", "reaction",
        "reactions", "rash", "allergic", "allergy", "solids", "solid", "food", "foods", "some", "after", "gave", "given", "fed",
    ]

    /// Words that only ask about what comes next (or the bottle's expiry); with any other kind of question
    /// they make it one Hush can't answer exactly.
    static let forwardOnly: Set<String> = ["will", "need", "needs", "bad"]

    /// The first topic a question names, a part before its whole (``QuestionTopic/precedence``): "wet
    /// diaper" is a pee, "bottle" a bottle feed, "woke" a wake-up rather than a sleep, "nap" a nap.
    static func topic(in words: [String]) -> QuestionTopic? {
        var found = Set(topics.filter { topic in words.contains { topic.words.contains($0) } }.map(\.topic))
        // "up" is a wake only with a sleep word or "wake" near it ("woke up", "get up"); "left" stays a filler.
        if found.contains(.wake), !words.contains(where: { ["wake", "woke", "waking", "woken", "awake"].contains($0) }), !words.contains("get"), !words.contains("got") {
            found.remove(.wake)
        }
        return found.min { $0.precedence < $1.precedence }
    }

    /// The kinds of event a question's topic words name ("up" and "change" only where they are topics).
    /// Each kind once; an array rather than a `Set`, whose first use would scan every conformance record
    /// in the program for `EventKind: Hashable` (0.1 ms of every question).
    static func eventKinds(in words: [String]) -> [EventKind] {
        var kinds: [EventKind] = []
        for (topic, names) in topics where words.contains(where: names.contains) {
            if topic == .wake, self.topic(in: words) != .wake, !words.contains(where: { ["wake", "woke", "waking", "woken", "awake"].contains($0) }) { continue }
            if !kinds.contains(topic.eventKind) { kinds.append(topic.eventKind) }
        }
        return kinds
    }

    static func isTopicWord(_ word: String) -> Bool {
        topics.contains { $0.words.contains(word) }
    }
}
