/// Why `POST /app/undo` did not take an action back (``VoiceStore/undo(_:as:now:calendar:service:)``); the
/// sentence the page shows. Nothing was changed in each case.
///
/// ```swift
/// UndoRefusal.notNewest.description   // "that is no longer your newest change: …"
/// ```
enum UndoRefusal: Error, Equatable, CustomStringConvertible {
    /// The action is not in this store (the store was rebuilt since, or the id was never given here).
    case unknown
    case alreadyUndone
    /// Something the person said after it is newer: undo takes back only the newest.
    case notNewest
    /// Another device changed what the action wrote, after it.
    case changedSince

    var description: String {
        switch self {
        case .unknown: return "that change is not one this server can undo any more; nothing was changed (say what to fix instead, such as 'delete last diaper')"
        case .alreadyUndone: return "that change was already undone"
        case .notNewest: return "that is no longer your newest change (something was logged after it), so it was not undone; "
            + "say what to fix instead, such as 'delete last diaper'"
        case .changedSince: return "another device changed that since, so it was not undone; nothing was changed"
        }
    }
}
