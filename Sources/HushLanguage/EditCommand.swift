import HushDomain

/// Which event a command is about: "the last diaper", "last bottle", "sleep 3" (its number in `today`),
/// "#3".
public struct EventReference: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case any, sleep, diaper, bottle, breast, feed, note, solids, pump

        /// Whether an event is of this kind.
        public func matches(_ event: Event) -> Bool {
            switch self {
            case .any: return true
            case .sleep: return event.kind == .sleep
            case .diaper: return event.kind == .diaper
            case .bottle: return event.data.bottle != nil
            case .breast: return event.data.breast != nil
            case .feed: return event.kind == .eat
            case .note: return event.kind == .note
            case .solids: return event.kind == .solids
            case .pump: return event.kind == .pump
            }
        }
    }

    public enum Target: Hashable, Sendable {
        case last
        /// The number shown beside the event in `today` (1 is the day's first).
        case number(Int)
    }

    public var kind: Kind
    public var target: Target
    public var range: SourceRange

    public init(kind: Kind, target: Target, range: SourceRange) {
        self.kind = kind
        self.target = target
        self.range = range
    }
}

/// The part of an event a change applies to.
public enum EventField: String, Hashable, Sendable {
    case start, end, feedingStarted = "feeding"
}

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
}
