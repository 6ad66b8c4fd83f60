import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Why the catalog could not be read.
public enum RoutineCatalogError: Error, Hashable, Sendable {
    case missing([String])
    case malformed(String)

    public var message: String {
        switch self {
        case .missing(let paths): return "the routine catalog is missing; looked in " + paths.joined(separator: ", ")
        case .malformed(let why): return "the routine catalog is damaged: \(why)"
        }
    }
}
