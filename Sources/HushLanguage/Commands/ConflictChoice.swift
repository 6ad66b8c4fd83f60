import HushDomain

/// How a conflict is settled (PRD 7.4).
public enum ConflictChoice: String, Hashable, Sendable, CaseIterable {
    case keepMine = "keep mine"
    case keepTheirs = "keep theirs"
    /// Edits only: field by field, the latest non-empty value wins.
    case merge
    /// Similar events only: both were real.
    case keepBoth = "keep both"
}
