import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// One day of ``DailyTrends``: what the trends table, the stripes and the pediatrician's report show
/// for it. A day runs from the baby's day start to the next (to now, for today).
///
/// A new measure is one stored property here, one line in ``DailyTrends`` where events are counted, one
/// entry in ``jsonFields(unit:)`` and one ``TrendsColumn``: the renderers and the report take their
/// columns from those lists.
///
/// ```swift
/// let day = trends.days.last!            // today so far
/// day.sleepMinutes                       // 410
/// day.jsonFields(unit: .oz).first?.key   // "date"
/// ```
public struct TrendsDay: Sendable, Equatable {
    /// The calendar date the day starts on.
    public var date: CivilDateTime
    public var from: Date
    /// The next day's start, or now for today.
    public var to: Date
    /// Sleep inside the day, each sleep split at the day's edges by its minutes.
    public var sleepSeconds: TimeInterval = 0
    /// The part of `sleepSeconds` between 6 PM and 6 AM on the clock.
    public var nightSleepSeconds: TimeInterval = 0
    /// Sleeps starting in the day between 6 AM and 6 PM.
    public var naps = 0
    /// The longest whole sleep that started in the day (a running one up to now).
    public var longestSleepSeconds: TimeInterval = 0
    public var feeds = 0
    public var breastFeeds = 0
    /// Drunk from finished bottles fed in the day, in the household's unit.
    public var amount = 0.0
    public var wet = 0
    public var dirty = 0
    /// Pumping sessions begun in the day, and the milk they gave in the household's unit (the caregiver's,
    /// shown only by `trends pumping`: the full table is the baby's day).
    public var pumpSessions = 0
    public var pumped = 0.0
    /// Any event at all started in the day: a day with nothing logged is said to be empty, not shown as zeros.
    public var logged = false
    /// Stretches asleep inside the day, for the stripes.
    public var asleep: [DateInterval] = []
    /// When each feed began, for the stripes.
    public var feedTimes: [Date] = []
    /// True for the day still running.
    public var isToday = false

    public init(date: CivilDateTime, from: Date, to: Date) {
        self.date = date
        self.from = from
        self.to = to
    }

    /// Whole minutes, rounded down, as questions count them.
    static func minutes(_ seconds: TimeInterval) -> Int { max(Int((seconds / 60).rounded(.down)), 0) }

    public var sleepMinutes: Int { Self.minutes(sleepSeconds) }
    public var nightSleepMinutes: Int { Self.minutes(nightSleepSeconds) }
    public var longestSleepMinutes: Int { Self.minutes(longestSleepSeconds) }
    /// To the hundredth, as question answers give amounts.
    public var roundedAmount: Double { (amount * 100).rounded() / 100 }
    public var roundedPumped: Double { (pumped * 100).rounded() / 100 }

    /// The day as `trends --json` and the report's data attributes give it, in this order.
    public func jsonFields(unit: Volume.Unit) -> [(key: String, value: JSONValue)] {
        [("date", .string(date.dateText)), ("sleep_minutes", .integer(sleepMinutes)),
         ("night_sleep_minutes", .integer(nightSleepMinutes)), ("naps", .integer(naps)),
         ("longest_sleep_minutes", .integer(longestSleepMinutes)), ("feeds", .integer(feeds)),
         ("amount", .number(roundedAmount)), ("unit", .string(unit.rawValue)), ("wet", .integer(wet)), ("dirty", .integer(dirty)),
         ("pump_sessions", .integer(pumpSessions)), ("pumped", .number(roundedPumped))]
    }
}
