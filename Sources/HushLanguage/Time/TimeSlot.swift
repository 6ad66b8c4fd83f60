import HushDomain

/// The when-part of an event phrase.
public enum TimeSlot: Hashable, Sendable {
    case point(LocatedTime)
    /// "from 1 to 2:30pm"
    case span(from: LocatedTime, to: LocatedTime)
}
