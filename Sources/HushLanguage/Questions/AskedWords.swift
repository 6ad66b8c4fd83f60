import HushDomain

/// The words of a question with what was read from them first (its topic, its period, a person it names,
/// its first word), and the rules that make a question of them (``AskedWords+Rules.swift``), tried in
/// order: each reads the question, refuses the words as none Hush can answer exactly, or leaves them to
/// the next.
///
/// ```swift
/// AskedWords(["did", "she", "poop"], period: nil, person: nil).classified()   // .question(.happened(.poop, .today))
/// ```
struct AskedWords {
    let words: [String]
    let period: QuestionPeriod?
    let person: String?
    let topic: QuestionTopic?
    let first: String

    /// What a rule decides about the words.
    enum Decision {
        case reads(ClassifiedQuestion)
        /// The words make no question Hush can answer exactly.
        case refused
    }

    init(_ words: [String], period: QuestionPeriod?, person: String?) {
        self.words = words
        self.period = period
        self.person = person
        first = words.first ?? ""
        var topic = QuestionWords.topic(in: words)
        let has = { (any: [String]) in any.contains { words.contains($0) } }
        if topic == nil, has(["down"]), has(["go", "went", "gone", "put", "going"]) { topic = .sleep }
        if topic == nil, has(["fall", "fell"]) { topic = .sleep }
        self.topic = topic
    }

    func has(_ any: String...) -> Bool { any.contains { words.contains($0) } }

    /// The question the words make, or nil when they make none exactly.
    func classified() -> ClassifiedQuestion? {
        switch decision {
        case .reads(let question): return question
        case .refused: return nil
        }
    }

    /// The rules, in the order they are tried; the last decides whatever is left.
    private var decision: Decision {
        sinceAnEvent ?? aboutWhoLogged ?? nextSide ?? longest ?? bedtime ?? sleepsEnd ?? sleepTotal ?? awakeOrAsleepAt ?? bottleExpiry
            ?? whatComesNext ?? feedInterval ?? howMany ?? howMuch ?? howBigOrLong ?? stateNow ?? lengthSoFar ?? named ?? happened ?? last
    }

    /// "how many ml", "how many ounces": the unit the answer is asked in.
    var askedUnit: Volume.Unit? {
        words.lazy.compactMap { Vocabulary.volumeUnits[$0] }.first
    }
}
