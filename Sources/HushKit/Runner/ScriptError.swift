import FoundationEssentials

public enum ScriptError: Error, Hashable {
    case unreadable(String)

    public var message: String {
        switch self {
        case .unreadable(let path): return "cannot read script '\(path)'"
        }
    }
}
