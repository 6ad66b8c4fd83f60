import HushDomain

/// What an event phrase logs: the family of the words it names. A line names one family; each family is
/// read by its kind's ``PhraseReader``, and the cases are in the order the readers are asked for a token
/// (solids first, so "2 tbsp" is never a bare number and "threw up" never a thrown-away bottle).
///
/// This file is the language's one list of kinds: each family's reader here, and each event kind's words
/// (``HushDomain/EventKind/words``) below it. A new kind is a compile error in one of the two switches
/// until it is listed.
///
/// ```swift
/// PhraseFamily.diaper.reader      // DiaperReader.self
/// PhraseFamily.wake.described     // "waking up"
/// ```
enum PhraseFamily: CaseIterable, Sendable {
    case solids, breast, pump, bottle, sleep, wake, diaper

    /// The reader of the family's lines: the one registered list of the kinds' languages. A new family is
    /// a compile error here until its reader is written.
    var reader: any PhraseReader.Type {
        switch self {
        case .solids: return SolidsReader.self
        case .breast: return BreastReader.self
        case .pump: return PumpReader.self
        case .bottle: return BottleReader.self
        case .sleep, .wake: return SleepReader.self
        case .diaper: return DiaperReader.self
        }
    }

    /// The family in a refusal: "this line mentions both a diaper and a sleep".
    var described: String {
        switch self {
        case .solids: return "solids"
        case .breast: return "a breast feed"
        case .pump: return "pumping"
        case .bottle: return "a bottle"
        case .sleep: return "a sleep"
        case .wake: return "waking up"
        case .diaper: return "a diaper"
        }
    }

    /// The readers, each once, in the order they are asked.
    static let readers: [any PhraseReader.Type] = {
        var readers: [any PhraseReader.Type] = []
        for family in allCases where !readers.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(family.reader) }) {
            readers.append(family.reader)
        }
        return readers
    }()

    /// The places in ``readers`` of those asked at a turn, in order, worked out once: a token is offered
    /// only to the readers that claim words at that turn.
    static func asked(at turn: PhraseTurn) -> [Int] {
        switch turn {
        case .beforeTimes: return askedBeforeTimes
        case .word: return askedForWords
        case .unknownWord: return askedForUnknownWords
        }
    }

    private static let askedBeforeTimes = readers.indices.filter { readers[$0].turns.contains(.beforeTimes) }
    private static let askedForWords = readers.indices.filter { readers[$0].turns.contains(.word) }
    private static let askedForUnknownWords = readers.indices.filter { readers[$0].turns.contains(.unknownWord) }
}

extension EventKind {
    /// The kind's words (``KindWords``): the one place a kind is named in words.
    public var words: KindWords {
        switch self {
        case .eat: return .feed
        case .sleep: return .sleep
        case .diaper: return .diaper
        case .note: return .note
        case .pump: return .pump
        case .solids: return .solids
        }
    }
}
