import HushDomain

/// Which stash portions to throw away.
public enum StashPick: Hashable, Sendable {
    /// The portion numbered so in `stash`.
    case number(Int, SourceRange)
    /// Every portion past its use-by.
    case expired
}
