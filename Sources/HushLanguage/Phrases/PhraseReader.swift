import HushDomain

/// One kind's language in an event phrase, a part of ``EventPhraseParser``: it claims its own words,
/// fills its own slots (its stored properties; what every kind shares is the ``PhraseLine``), and reads
/// the line as its kind of phrase when the line is of its family. The parser makes one of each reader
/// per line (``PhraseFamily/readers``), asks them for each token in turn, and names no kind itself.
///
/// ```swift
/// struct DiaperReader: PhraseReader {
///     init(_ tokens: [Token]) {}
///     func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase { … }
/// }
/// ```
protocol PhraseReader: Sendable {
    /// A reader for one line; what it needs to know of the whole line first, it works out here.
    init(_ tokens: [Token])
    /// The turns at which it claims words; it is asked at those only. An array, not a `Set`: the first
    /// `Set` of a type costs a scan of every conformance record in the program for its `Hashable`.
    static var turns: [PhraseTurn] { get }
    /// Claims its words at the cursor, at the parser's turn for them, filling its slots; false when the
    /// words there are not its own (the cursor is then where it was).
    mutating func claim(_ cursor: inout TokenCursor, _ line: inout PhraseLine, turn: PhraseTurn) throws -> Bool
    /// Words worth suggesting for a typo in this line, beside the vocabulary's.
    func suggestible(_ line: PhraseLine) -> [String]
    /// The family its words make the line whatever else the line names (a food makes a meal), or nil.
    func decides(_ line: PhraseLine) -> PhraseFamily?
    /// Settles its concepts before the line's families are compared ("woke up from her nap").
    func settle(_ line: inout PhraseLine)
    /// Refuses what it read in a line of another family ("2oz left" per side outside pumping).
    func refuse(in family: PhraseFamily, _ line: PhraseLine) throws
    /// The line, which is of one of its families, as its kind of phrase; refusals at a column for what
    /// the kind cannot take.
    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase
    /// One event of its kind told in two clauses, each read alone ("fell asleep at 1 and woke at 2"): the
    /// event the pair makes, or nil when the pair is not its kind's two parts (``CompoundPhrase``).
    static func join(_ start: CompoundPhrase.Clause, _ end: CompoundPhrase.Clause) throws -> EventPhrase?
}

extension PhraseReader {
    /// A reader whose words are all concepts of the vocabulary claims nothing itself.
    static var turns: [PhraseTurn] { [] }
    mutating func claim(_ cursor: inout TokenCursor, _ line: inout PhraseLine, turn: PhraseTurn) throws -> Bool { false }
    func suggestible(_ line: PhraseLine) -> [String] { [] }
    func decides(_ line: PhraseLine) -> PhraseFamily? { nil }
    func settle(_ line: inout PhraseLine) {}
    func refuse(in family: PhraseFamily, _ line: PhraseLine) throws {}
    static func join(_ start: CompoundPhrase.Clause, _ end: CompoundPhrase.Clause) throws -> EventPhrase? { nil }
}
