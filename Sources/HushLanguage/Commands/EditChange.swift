import HushDomain

/// A change to an existing event (PRD 4.5): every timestamp can be changed in words.
public enum EditChange: Hashable, Sendable {
    /// "move the last diaper to 2:30pm": the whole event moves, keeping its length.
    case move(to: LocatedTime)
    /// "edit sleep 3 ended at 4pm"
    case set(EventField, LocatedTime)
    /// "fell asleep 10 minutes earlier": negative is earlier.
    case shift(EventField, seconds: Double, range: SourceRange)
    /// "last bottle was 5oz"
    case amount(VolumeSpec)
    /// "last bottle had 1oz left"
    case remaining(VolumeSpec)
    /// "last diaper was dirty"
    case contents(DiaperContents)
    /// "last sleep was 45 min", "last feed was 15 minutes": the end moved to the start and this length.
    case length(seconds: Double, range: SourceRange)
    /// "last feed was on the right", "make that left": the side a breast feed began on.
    case side(BreastSide)
}

extension EditChange {
    /// Where the line said the new time, for a refusal about it; nil for a change of what, not when.
    public var timeRange: SourceRange? {
        switch self {
        case .move(let to), .set(_, let to): return to.range
        case .shift(_, _, let range), .length(_, let range): return range
        case .amount, .remaining, .contents, .side: return nil
        }
    }

    /// Which of the event's times the line says anew ("started at 1:30" the start); nil for a move,
    /// which keeps the length, and for a change of what, not when.
    public var field: EventField? {
        switch self {
        case .set(let field, _), .shift(let field, _, _): return field
        case .length: return .end
        case .move, .amount, .remaining, .contents, .side: return nil
        }
    }
}
