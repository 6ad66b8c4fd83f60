import FoundationEssentials
import HushDomain
import HushServices

/// Where `clock` moves the session's clock: to a local date and time, to a time today, or forward;
/// within the times a record may hold (1970 to 2200, as sync bounds them). A clock moved to the year
/// 116,000 ("clock +999999999h") left `routine days` listing every day since and `export json` writing
/// each, for minutes and gigabytes.
///
/// ```swift
/// try ClockMoveRule.apply(.by(3600), now: now, calendar: calendar)   // an hour on
/// ```
public enum ClockMoveRule {
    public static func apply(_ move: ClockMove, now: Date, calendar: ZonedCalendar) throws -> Date {
        let moved: Date
        switch move {
        case .to(let civil):
            moved = calendar.instant(from: civil)
        case .toTimeToday(let hour, let minute):
            var civil = calendar.civil(now).startOfDay
            civil.hour = hour
            civil.minute = minute
            moved = calendar.instant(from: civil)
        case .by(let seconds):
            moved = now.addingTimeInterval(seconds)
        }
        guard isWithinRecords(moved) else {
            throw DomainError.notPossible("the clock can move from 1970 to the end of 2199; nothing was changed")
        }
        return moved
    }

    /// Whether a clock may stand here: `--now` and `HUSH_NOW` are held to the same years as a move.
    public static func isWithinRecords(_ moment: Date) -> Bool {
        moment >= RecordBounds.earliest && moment < RecordBounds.latest
    }
}
