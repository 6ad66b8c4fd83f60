/// Offers completions for the word being typed; the REPL's Tab key asks it.
public protocol CompletionProvider: Sendable {
    /// Candidates that start with `prefix`, given the text of the line before the word.
    func completions(prefix: String, lineBefore: String) -> [String]
}
