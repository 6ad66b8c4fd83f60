import HushDomain

/// What every row reads: the line's tokens (courtesy already taken off a question), its text for the
/// commands that copy raw text (notes, paths, names), and whether it asked for JSON.
struct LineInput: Sendable {
    let tokens: [Token]
    let text: String
    let json: Bool

    /// The table's key: a word, or the symbol's own text ("?").
    var firstKey: String { tokens.first.map { $0.word ?? $0.text } ?? "" }
}
