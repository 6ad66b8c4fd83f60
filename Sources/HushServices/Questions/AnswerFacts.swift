import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Builders for an answer's facts and wording: ISO times in the session's zone, whole minutes, "at 9:00 AM"
/// today, "yesterday at 6:10 PM", "on Wed Dec 31 at 9:00 AM" further back.
///
/// ```swift
/// let words = AnswerWording(calendar: calendar, now: now)
/// words.at(event.start.utc)     // "at 9:00 AM"
/// words.iso(event.start.utc)    // .string("2026-01-02T09:00:00-05:00")
/// ```
package struct AnswerWording {
    var calendar: ZonedCalendar
    var now: Date

    func at(_ instant: Date) -> String {
        let civil = calendar.civil(instant)
        switch calendar.civil(now).dayNumber - civil.dayNumber {
        case 0: return "at \(TimeText.clockOnly(civil))"
        case 1: return "yesterday at \(TimeText.clockOnly(civil))"
        default: return "on \(TimeText.date(civil, sameYearAs: calendar.civil(now))) at \(TimeText.clockOnly(civil))"
        }
    }

    /// "9:00 AM" today, "yesterday 6:10 PM", "Wed Dec 31 9:00 AM".
    func clock(_ instant: Date) -> String {
        let text = TimeText.clock(instant, calendar: calendar, now: now)
        return text.hasPrefix("Yesterday") ? "yesterday" + text.dropFirst("Yesterday".count) : text
    }

    /// "9:00 AM (6h ago)", or "just now".
    func atAgo(_ instant: Date) -> String {
        let seconds = now.timeIntervalSince(instant)
        return "\(at(instant)) (\(seconds < 60 ? "just now" : DurationText.ago(seconds)))"
    }

    package func iso(_ instant: Date) -> JSONValue {
        let civil = calendar.civil(instant)
        let offset = calendar.offset(at: instant)
        let sign = offset < 0 ? "-" : "+"
        let hours = abs(offset) / 3600, minutes = abs(offset) % 3600 / 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return .string("\(civil.dateText)T\(two(civil.hour)):\(two(civil.minute)):\(two(civil.second))\(sign)\(two(hours)):\(two(minutes))")
    }

    func minutes(_ seconds: TimeInterval) -> JSONValue { .integer(max(Int((seconds / 60).rounded(.down)), 0)) }

    func amount(_ value: Double) -> JSONValue { .number((value * 100).rounded() / 100) }

    package init(calendar: ZonedCalendar, now: Date) {
        self.calendar = calendar
        self.now = now
    }
}
