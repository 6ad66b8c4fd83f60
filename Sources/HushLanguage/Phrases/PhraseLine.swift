import HushDomain

/// What every reader of an event phrase shares: the line's tokens, the concepts its words name, its
/// amounts, its one time and one length, the baby it names and the word that says it was a feed. What
/// only one kind says (a bottle's stash, a pumping line's sides, a meal's foods) is its reader's own
/// (``PhraseReader``).
///
/// ```swift
/// var line = PhraseLine(tokens: Lexer.tokens(in: "wet diaper"), knownNames: [])
/// line.concepts.append((.wet, line.tokens[0].range))
/// line.has(.wet)   // true
/// ```
struct PhraseLine {
    let tokens: [Token]
    let knownNames: [String]
    /// The babies' names in lower case, as the tokens' words are.
    let names: [String]
    var concepts: [(Concept, SourceRange)] = []
    var amount: VolumeSpec?
    var remaining: VolumeSpec?
    var bareNumbers: [VolumeSpec] = []
    var time: TimeSlot?
    var timeRange: SourceRange?
    var duration: (seconds: Double, range: SourceRange)?
    var babyName: (String, SourceRange)?
    /// "fed", "gave", "had": a feed, by breast or bottle as the rest of the line says.
    var feedingWord: (String, SourceRange)?

    init(tokens: [Token], knownNames: [String]) {
        self.tokens = tokens
        self.knownNames = knownNames
        names = knownNames.map { $0.lowercased() }
    }

    func has(_ concept: Concept) -> Bool { concepts.contains { $0.0 == concept } }

    /// Whether the token is a baby's name: a baby named May, June or August is a name here, never a month.
    func isName(_ token: Token) -> Bool {
        token.word.map(names.contains) ?? false
    }

    /// The whole line, for errors about what it lacks.
    var whole: SourceRange { SourceRange(start: tokens.first?.range.start ?? 0, end: tokens.last?.range.end ?? 1) }

    /// The one time said, when it is a moment rather than a span.
    var point: LocatedTime? {
        if case .point(let at)? = time { return at }
        return nil
    }

    /// Two of `said` with "then" between them ("wet diaper then pooped", "slept 40 min and then fell asleep"):
    /// told in order, they are two events, which one event would merge or drop.
    func saidTwice(_ said: [(Concept, SourceRange)]) -> SourceRange? {
        for (one, other) in zip(said, said.dropFirst())
        where tokens.contains(where: { $0.word == "then" && $0.range.start >= one.1.end && $0.range.end <= other.1.start }) {
            return one.1.union(other.1)
        }
        return nil
    }

    /// The words of the line within a range, as typed.
    func text(_ range: SourceRange) -> String {
        tokens.filter { $0.range.start >= range.start && $0.range.end <= range.end }.map(\.text).joined(separator: " ")
    }

    /// Refuses an amount, a length or a span where the kind of event has none.
    func refuse(amounts: Bool, duration: Bool, span: Bool, what: String) throws {
        if amounts, let amount = amount ?? remaining ?? bareNumbers.first {
            // "nap 9 to 10": two bare hours, which may be a morning's or an evening's.
            if let at = tokens.firstIndex(where: { $0.range == amount.range }), at + 2 < tokens.count,
               TimePhrase.spanEnds.contains(tokens[at + 1].word ?? ""), case .number = tokens[at + 2].kind,
               at + 3 == tokens.count || tokens[at + 3].isSymbol || TimePhrase.vocabulary.contains(tokens[at + 3].word ?? "") {
                let (from, to) = (tokens[at].text, tokens[at + 2].text)
                throw ParseError.conflicting("'\(from) \(tokens[at + 1].text) \(to)' says no am or pm; say 'from \(from) to \(to)pm' or 'from \(from) to \(to)am'",
                                             amount.range.union(tokens[at + 2].range))
            }
            throw ParseError.conflicting("an amount makes no sense for \(what)", amount.range)
        }
        if duration, let length = self.duration {
            throw ParseError.conflicting("a length of time makes no sense for \(what); give a time like '10 min ago' or 'at 2pm'", length.range)
        }
        if span, case .span? = time, let range = timeRange {
            throw ParseError.conflicting("a span makes no sense for \(what); give one time like 'at 2pm'", range)
        }
    }

    /// The line's one length; a second, or one of nothing, is refused.
    mutating func setDuration(_ seconds: Double, _ range: SourceRange) throws {
        guard seconds > 0 else { throw ParseError.impossibleNumber(text(range), why: "a length must be more than zero", range) }
        // "napped 0.0001 hours" was a nap of no length: a length is kept to the second.
        guard seconds >= 1 else { throw ParseError.impossibleNumber(text(range), why: "shorter than a second; give the length in seconds or minutes", range) }
        guard duration == nil else { throw ParseError.conflicting("two durations in one line; give one", range) }
        duration = (seconds, range)
    }
}
