import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A question's period pinned to instants: `from` inclusive, `to` exclusive (never after now), and how
/// the answer names it.
///
/// ```swift
/// let window = try QuestionPeriodResolver(now: now, calendar: calendar, dayStartMinutes: 0).window(for: .today)
/// window.label   // "today"
/// ```
public struct PeriodWindow: Sendable, Equatable {
    public var from: Date
    public var to: Date
    public var label: String
    /// A sleep that began in the period counts whole, to its end ("last night" includes the sleep past 6 AM).
    public var wholeSleeps = false
    /// The moment a question named ("was he asleep at 3am"), when the window is around one.
    public var moment: Date?

    public func contains(_ instant: Date) -> Bool { instant >= from && instant < to }
}
