import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Why a whole file was refused (nothing is imported from it).
public enum ImportError: Error, Hashable, Sendable {
    case unreadable(String)
    case notThisFormat(expected: String, found: String)
    /// Too many rows could not be used to trust the rest: the file is refused whole.
    case mostlyUnusable(used: Int, skipped: Int, first: [ImportIssue])

    public var message: String {
        switch self {
        case .unreadable(let why): return "can't read the file: \(why)"
        case .notThisFormat(let expected, let found):
            return "this doesn't look like \(expected) (its first line is '\(found)'); nothing was imported"
        case .mostlyUnusable(let used, let skipped, let first):
            let lines = first.prefix(3).map { "line \($0.line): \($0.reason)" }.joined(separator: "; ")
            return "only \(used) of \(used + skipped) rows could be read (\(lines)); nothing was imported"
        }
    }
}
