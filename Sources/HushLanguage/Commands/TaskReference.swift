import HushDomain

/// Which task: its number in the list, or words from its title.
public enum TaskReference: Hashable, Sendable {
    case number(Int, SourceRange)
    case words(String, SourceRange)

    public var range: SourceRange {
        switch self {
        case .number(_, let range), .words(_, let range): return range
        }
    }
}
