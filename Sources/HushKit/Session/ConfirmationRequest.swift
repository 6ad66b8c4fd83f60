/// Raised by a command that must be confirmed first (deleting, resetting, paying). At a terminal the
/// interpreter shows `preamble`, asks `question`, and on "yes" runs `then`; in a script or pipe it
/// reports `refusal` instead, and nothing changes.
///
/// ```swift
/// throw ConfirmationRequest(question: "Delete Oprah Winfrey and its history?", then: [line.confirming()],
///                           refusal: RoutineError.needsConfirmation(what: "deleting a routine", command: "delete routine Oprah"))
/// ```
public struct ConfirmationRequest: Error, Sendable {
    public var preamble: String?
    public var question: String
    /// What "yes" runs, in order, each already confirmed.
    public var then: [ParsedLine]
    /// What a script or pipe is told instead (any error ``ErrorReport`` describes).
    public var refusal: any Error & Sendable

    /// The routine and people commands' refusals, written as `.needsConfirmation(…)`.
    public init(preamble: String? = nil, question: String, then: [ParsedLine], refusal: RoutineError) {
        self.init(preamble: preamble, question: question, then: then, refusing: refusal)
    }

    public init(preamble: String? = nil, question: String, then: [ParsedLine], refusing refusal: any Error & Sendable) {
        self.preamble = preamble
        self.question = question
        self.then = then
        self.refusal = refusal
    }
}

extension ParsedLine {
    /// The same line, confirmed.
    public func confirming() -> ParsedLine {
        var copy = self
        copy.confirmed = true
        return copy
    }
}

/// Refused where nobody can be asked: the refusal is the error reported.
extension ConfirmationRequest: DescribedError {
    public var described: (message: String, range: SourceRange?) { ErrorReport.describe(refusal) }
}
