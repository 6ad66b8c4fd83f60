import FoundationEssentials

/// The day of a year on which a POSIX TZ rule moves the clock (RFC 9636 §3.3.1), in its three forms.
///
/// ```swift
/// PosixRuleDay.weekdayOfMonth(month: 3, week: 2, weekday: 0).day(in: 2030)   // 2030-03-10, in days since 1970
/// PosixRuleDay.julianSkippingLeapDay(60).day(in: 2028)                        // 2028-03-01
/// ```
enum PosixRuleDay: Hashable, Sendable {
    /// `Jn`: 1…365, never counting February 29 (J60 is always March 1).
    case julianSkippingLeapDay(Int)
    /// `n`: 0…365, counting February 29; 365 of a common year is the next year's January 1.
    case zeroBasedDayOfYear(Int)
    /// `Mm.w.d`: weekday `weekday` (0 Sunday) of week `week` (1…5, 5 the last) of month `month`.
    case weekdayOfMonth(month: Int, week: Int, weekday: Int)

    /// Days from 1970-01-01 to this day of `year`.
    func day(in year: Int) -> Int {
        let januaryFirst = EpochDays.from(year: year, month: 1, day: 1)
        switch self {
        case .julianSkippingLeapDay(let number):
            let leapDay = number >= 60 && EpochDays.isLeap(year) ? 1 : 0
            return januaryFirst + number - 1 + leapDay
        case .zeroBasedDayOfYear(let number):
            return januaryFirst + number
        case .weekdayOfMonth(let month, let week, let weekday):
            let first = EpochDays.from(year: year, month: month, day: 1)
            let firstMatching = first + (weekday - EpochDays.weekday(of: first) + 7) % 7
            let last = first + EpochDays.length(ofMonth: month, in: year) - 1
            // Week 5 means the last such weekday, which some months have only four of.
            var day = firstMatching + (week - 1) * 7
            while day > last { day -= 7 }
            return day
        }
    }
}
