import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What every logging rule needs to know about "here and now": the clock, the zone, who is logging,
/// for which baby, and how to mint ids. Injected, so the rules are pure and testable at any time.
///
/// ```swift
/// let context = LogContext(now: now, calendar: calendar, babyID: eddie.id, loggedBy: "gavin")
/// let event = context.newEvent(start: now, end: nil, data: .sleep)
/// ```
public struct LogContext: Sendable {
    public var now: Date
    public var calendar: ZonedCalendar
    public var babyID: String
    public var babyName: String
    public var loggedBy: String
    public var makeID: @Sendable () -> String
    /// How numeric dates ("on 2/11") are read: the household's locale, unknown unless set.
    public var dateOrder: DateOrder = .unknown

    public init(now: Date, calendar: ZonedCalendar, babyID: String, babyName: String, loggedBy: String,
                makeID: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }) {
        self.now = now
        self.calendar = calendar
        self.babyID = babyID
        self.babyName = babyName
        self.loggedBy = loggedBy
        self.makeID = makeID
    }

    public var resolver: TimeResolver { TimeResolver(now: now, calendar: calendar, dateOrder: dateOrder) }

    public func newEvent(start: Date, end: Date?, data: EventData) -> Event {
        Event(id: makeID(), babyID: babyID, loggedBy: loggedBy, start: calendar.timestamp(start),
              end: end.map(calendar.timestamp), data: data, createdAt: now)
    }

    /// A new version of an event, stamped as updated now.
    public func updated(_ event: Event, _ change: (inout Event) -> Void) -> Event {
        var copy = event
        change(&copy)
        copy.updatedAt = now
        return copy
    }

    public func text(_ instant: Date) -> String { TimeText.clock(instant, calendar: calendar, now: now) }
}
