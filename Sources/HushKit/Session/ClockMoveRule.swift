import FoundationEssentials

/// Where `clock` moves the session's clock: to a local date and time, to a time today, or forward.
public enum ClockMoveRule {
    public static func apply(_ move: ClockMove, now: Date, calendar: ZonedCalendar) throws -> Date {
        switch move {
        case .to(let civil):
            return calendar.instant(from: civil)
        case .toTimeToday(let hour, let minute):
            var civil = calendar.civil(now).startOfDay
            civil.hour = hour
            civil.minute = minute
            return calendar.instant(from: civil)
        case .by(let seconds):
            return now.addingTimeInterval(seconds)
        }
    }
}
