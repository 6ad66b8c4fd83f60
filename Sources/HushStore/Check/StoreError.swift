import HushDomain
/// Why the store could not be used. None of these changes a byte of the store.
public enum StoreError: Error, Hashable, Sendable {
    case cannotCreate(path: String, reason: String)
    case corrupt(path: String, line: Int, reason: String)
    case newerVersion(path: String, found: Int, supported: Int)
    case io(path: String, reason: String)

    public var message: String {
        switch self {
        case .cannotCreate(let path, let reason):
            return "cannot create the store at \(path): \(reason)"
        case .corrupt(let path, let line, let reason):
            // Line 0: found by byte offset (undo, sync), where counting lines would mean reading all history.
            return "the store at \(path) is damaged (\(line > 0 ? "line \(line): " : "")\(reason)); it was left untouched. 'check store' lists every problem; 'repair store' keeps every readable change and sets the damaged lines aside, or 'restore from FILE' brings back a backup"
        case .newerVersion(let path, let found, let supported):
            return "the store at \(path) was written by a newer Hush (format \(found); this one reads up to \(supported)); it was left untouched. Upgrade Hush to use it"
        case .io(let path, let reason):
            return "cannot use the store at \(path): \(reason)"
        }
    }
}
