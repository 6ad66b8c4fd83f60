extension EnglishLexicon {
    /// The words everyone says, in every kind of sentence: a recogniser writes them as heard, and a typist
    /// rarely slips into one. Each was offered as a word one key away ("when" as "then", "are" as "ate",
    /// "fix" as "six"), which no one meant; refused as themselves, they are offered nothing.
    ///
    /// ```swift
    /// EnglishLexicon.frequent.contains("when")   // true: "Hush doesn't track 'when'", no "did you mean"
    /// ```
    static let frequent: Set<String> = [
        "a", "about", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "because", "been", "before",
        "being", "but", "by", "can", "cannot", "could", "day", "did", "do", "does", "doing", "each", "even", "every", "few", "fix", "for",
        "from", "get", "gets", "getting", "give", "go", "goes", "going", "good", "great", "has", "have", "having", "her", "here", "him",
        "his", "how", "if", "in", "into", "is", "it", "its", "just", "keep", "kind", "know", "let", "like", "long", "look", "lot", "many",
        "may", "me", "mean", "meant", "might", "mind", "more", "most", "much", "must", "my", "need", "never", "new", "no", "nor", "not",
        "of", "off", "oh", "old", "on", "once", "one", "only", "or", "other", "our", "out", "over", "own", "really", "rid", "same", "say",
        "said", "see", "seem", "she", "should", "so", "some", "still", "such", "take", "tell", "than", "that", "the", "their", "them",
        "then", "there", "these", "they", "thing", "think", "this", "those", "though", "time", "to", "too", "try", "under", "until",
        "us", "very", "want", "was", "way", "we", "well", "were", "what", "when", "where", "which", "while", "who", "why", "will",
        "with", "would", "yes", "yet", "you", "your",
    ]
}
