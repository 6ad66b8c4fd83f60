import HushDomain

/// One step of guided creation.
public enum DraftStep: Hashable, Sendable {
    case title(String, SourceRange)
    case add(RoutineTask, SourceRange)
    /// `delete 3`: permanent, no undo (Better Morning 6.2.2).
    case remove(Int, SourceRange)
    case save
    /// Leave creation; the draft stays for later.
    case leave
    /// Throw the draft away.
    case discard
    case show
}
