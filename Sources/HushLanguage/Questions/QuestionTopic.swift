import FoundationEssentials
import HushDomain

/// What a question is about: a kind of event, or a part of one (a poop is a dirty diaper, a wake is a
/// sleep's end).
///
/// ```swift
/// QuestionTopic.poop.matches(diaperEvent)   // true for a dirty or a both diaper
/// ```
public enum QuestionTopic: String, Hashable, Sendable, CaseIterable {
    case feed, bottle, breast, diaper, pee, poop, sleep, nap, wake, note, pump

    /// The singular noun an answer uses: "No poops today", "the last diaper".
    public var noun: String {
        switch self {
        case .breast: return "breast feed"
        case .wake: return "wake-up"
        case .pump: return "pumping session"
        default: return rawValue
        }
    }

    /// How an answer to "when did … last" begins: "Eddie last ate", "The last poop was", "Last pumped".
    public func lastSaid(of name: String) -> String {
        switch self {
        case .feed, .bottle, .breast: return "\(name) last ate"
        case .diaper: return "The last diaper was"
        case .pee: return "The last pee was"
        case .poop: return "The last poop was"
        case .sleep: return "\(name) last fell asleep"
        case .nap: return "\(name)'s last nap began"
        case .wake: return "\(name) last woke up"
        case .note: return "The last note was"
        case .pump: return "Last pumped"
        }
    }

    /// Which topic a question naming several is about: a part before its whole ("wet diaper" is a pee,
    /// "bottle feed" a bottle), the lowest first.
    public var precedence: Int {
        switch self {
        case .pump: return 0
        case .pee: return 1
        case .poop: return 2
        case .bottle: return 3
        case .breast: return 4
        case .wake: return 5
        case .nap: return 6
        case .note: return 7
        case .diaper: return 8
        case .sleep: return 9
        case .feed: return 10
        }
    }

    public func plural(_ count: Int) -> String {
        count == 1 ? noun : noun + "s"
    }

    /// The event kind holding it, so a search reads one kind only.
    public var eventKind: EventKind {
        switch self {
        case .feed, .bottle, .breast: return .eat
        case .diaper, .pee, .poop: return .diaper
        case .sleep, .nap, .wake: return .sleep
        case .note: return .note
        case .pump: return .pump
        }
    }

    /// A nap is a sleep that starts in the day, 6 AM to 6 PM; a sleep starting in the night is the night's.
    public func matches(_ event: Event, calendar: ZonedCalendar) -> Bool {
        guard !event.isDeleted, event.kind == eventKind else { return false }
        switch self {
        case .feed: return event.isFeed
        case .bottle: return event.data.bottle != nil && event.isFeed
        case .breast: return event.data.breast != nil
        case .diaper, .note, .sleep, .pump: return true
        // A change imported without its contents is neither: never counted as a pee or a poop it may not be.
        case .pee: return event.data.diaperContents == .wet || event.data.diaperContents == .both
        case .poop: return event.data.diaperContents == .dirty || event.data.diaperContents == .both
        case .nap: return (6..<18).contains(calendar.civil(event.start.utc).hour)
        case .wake: return event.end != nil
        }
    }

    /// The moment it counts from: when a feed began, when a wake happened, when anything else started.
    public func moment(of event: Event) -> Date {
        switch self {
        case .wake: return event.end?.utc ?? event.start.utc
        case .feed, .bottle, .breast: return event.feedTime
        default: return event.start.utc
        }
    }
}
