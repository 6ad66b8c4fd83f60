import HushDomain

/// The part of an event a change applies to.
public enum EventField: String, Hashable, Sendable {
    case start, end, feedingStarted = "feeding"
}
