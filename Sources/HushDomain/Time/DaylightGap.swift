import FoundationEssentials

/// A stretch of wall-clock time that did not happen because the clocks jumped forward (daylight saving's
/// spring-forward night): at `transition` the clocks went from `before` to `after`.
///
/// ```swift
/// // New York, 2026-03-08: clocks went from 2:00 to 3:00 AM
/// let gap = DaylightGap(transition: instant, before: civil(2, 0), after: civil(3, 0))
/// gap.refusal(of: civil(2, 30), instead: "today 3:30am")
/// // "2:30 AM did not happen on Sun Mar 8: clocks went from 2:00 to 3:00 AM; say a time the clocks showed, …"
/// ```
public struct DaylightGap: Hashable, Sendable {
    /// The instant the clocks jumped.
    public let transition: Date
    /// The wall time the clocks showed just before the jump (2:00 AM).
    public let before: CivilDateTime
    /// The wall time they showed just after it (3:00 AM).
    public let after: CivilDateTime

    public init(transition: Date, before: CivilDateTime, after: CivilDateTime) {
        self.transition = transition
        self.before = before
        self.after = after
    }

    /// The moment a clock left unchanged would have shown `civil`: as far past the jump as `civil` is
    /// past `before` (2:30 on an unchanged clock is 3:30 on a changed one).
    public func unchangedClock(_ civil: CivilDateTime) -> Date {
        transition.addingTimeInterval(Double(civil.secondsAsUTC - before.secondsAsUTC))
    }

    /// Why `civil` names no moment, and what to say instead (`instead`, a time as typed, when there is one).
    public func refusal(of civil: CivilDateTime, instead: String?) -> String {
        // "from 2:00 to 3:00 AM": the end's AM or PM serves both unless the jump crosses noon or midnight.
        let from = TimeText.clockOnly(before), to = TimeText.clockOnly(after)
        return "\(TimeText.clockOnly(civil)) did not happen on \(TimeText.date(civil)): clocks went from "
            + "\(from.suffix(2) == to.suffix(2) ? String(from.dropLast(3)) : from) to \(to); "
            + "say a time the clocks showed" + (instead.map { ", for example '\($0)'" } ?? ", or how long ago")
    }
}
