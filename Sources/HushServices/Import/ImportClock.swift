import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Reads the date-times other apps export, as wall-clock times (turned into instants in the import's
/// zone) or, when the text carries an offset, as exact instants.
///
/// ```swift
/// ImportClock.iso("2026-01-14 22:20")               // (2026-01-14 22:20, offset: nil)
/// ImportClock.iso("2026-01-14T22:20:05.120-05:00")  // (2026-01-14 22:20:05, offset: -18000)
/// ImportClock.us("12/12/20 7:47 PM")                // 2020-12-12 19:47
/// ```
package enum ImportClock {
    /// `YYYY-MM-DD HH:MM[:SS[.fff]]` with a space or `T`, `/` also accepted between date parts, then an
    /// optional `Z`, `+HH:MM`, `+HHMM` or `+HH`. A date alone is midnight.
    static func iso(_ raw: String) -> (civil: CivilDateTime, offset: Int?)? {
        // Read as bytes: tens of thousands of rows go through here, and Character scanning is slow.
        let b = Array(ImportText.trimmed(raw).utf8)
        var i = 0
        guard let year = number(b, &i, digits: 4), separator(b, &i, "-/"),
              let month = number(b, &i, upTo: 2), separator(b, &i, "-/"),
              let day = number(b, &i, upTo: 2) else { return nil }
        var civil = CivilDateTime(year: year, month: month, day: day)
        if separator(b, &i, "T ") {
            guard let seconds = timeOfDay(b, &i, into: &civil) else { return nil }
            // Fractions of a second say nothing a baby log keeps.
            if seconds, separator(b, &i, ".,") { while i < b.count, isDigit(b[i]) { i += 1 } }
        }
        guard valid(civil) else { return nil }
        while i < b.count, b[i] == 0x20 { i += 1 }
        if i == b.count { return (civil, nil) }
        if separator(b, &i, "Zz"), i == b.count { return (civil, 0) }
        guard i < b.count, b[i] == 0x2B || b[i] == 0x2D else { return nil }
        let sign = b[i] == 0x2D ? -1 : 1
        i += 1
        guard let hours = number(b, &i, digits: 2) else { return nil }
        _ = separator(b, &i, ":")
        let minutes = i == b.count ? 0 : number(b, &i, digits: 2)
        guard let minutes, i == b.count, hours < 24, minutes < 60 else { return nil }
        return (civil, sign * (hours * 3600 + minutes * 60))
    }

    /// `H:MM` or `H:MM:SS` into `civil`; nil when it isn't one, else whether seconds were given.
    private static func timeOfDay(_ b: [UInt8], _ i: inout Int, into civil: inout CivilDateTime) -> Bool? {
        guard let hour = number(b, &i, upTo: 2), separator(b, &i, ":"), let minute = number(b, &i, upTo: 2) else { return nil }
        civil.hour = hour
        civil.minute = minute
        guard separator(b, &i, ":") else { return false }
        guard let second = number(b, &i, upTo: 2) else { return nil }
        civil.second = second
        return true
    }

    /// `M/D/YY h:mm AM` (BabyConnect), also with a four-digit year, seconds, or a 24-hour time.
    static func us(_ raw: String) -> CivilDateTime? {
        let b = Array(ImportText.fold(raw).utf8)
        var i = 0
        guard let month = number(b, &i, upTo: 2), separator(b, &i, "/"), let day = number(b, &i, upTo: 2),
              separator(b, &i, "/"), let year = number(b, &i, upTo: 4) else { return nil }
        // Two-digit years are this century's: no baby log reaches back to the 1900s.
        var civil = CivilDateTime(year: year < 100 ? 2000 + year : year, month: month, day: day)
        while i < b.count, b[i] == 0x20 || b[i] == 0x2C { i += 1 }
        if i < b.count {
            guard timeOfDay(b, &i, into: &civil) != nil else { return nil }
            let hour = civil.hour
            let marker = String(decoding: b[i...].filter { $0 != 0x2E && $0 != 0x20 }, as: UTF8.self)
            switch marker {
            case "": break
            case "am" where (1...12).contains(hour): civil.hour = hour % 12
            case "pm" where (1...12).contains(hour): civil.hour = hour % 12 + 12
            default: return nil
            }
        }
        return valid(civil) ? civil : nil
    }

    /// The instant a parsed time names: its own offset when it had one, else the wall clock in `calendar`.
    static func instant(_ parsed: (civil: CivilDateTime, offset: Int?), in calendar: ZonedCalendar) -> Date {
        guard let offset = parsed.offset else { return calendar.instant(from: parsed.civil) }
        return Date(timeIntervalSince1970: TimeInterval(parsed.civil.secondsAsUTC - offset))
    }

    /// An end that reads earlier than its start on the same date crossed midnight with the wrong date
    /// written (Huckleberry's night wakings do this): it belongs to the next day.
    static func end(_ end: CivilDateTime, after start: CivilDateTime) -> CivilDateTime {
        end < start && end.dayNumber == start.dayNumber ? end.addingDays(1) : end
    }

    private static func valid(_ civil: CivilDateTime) -> Bool {
        CivilDateTime.isValid(year: civil.year, month: civil.month, day: civil.day)
            && (0..<24).contains(civil.hour) && (0..<60).contains(civil.minute) && (0..<60).contains(civil.second)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Exactly `digits` digits (more may follow: `+0530` is 05 then 30), or 1 to `upTo` of them, read from `i` on.
    private static func number(_ b: [UInt8], _ i: inout Int, digits: Int? = nil, upTo: Int? = nil) -> Int? {
        var end = i, value = 0
        // One digit past `upTo` is enough to refuse a run, and reading no further keeps `value` from
        // overflowing on a cell of a hundred digits.
        while end < b.count, isDigit(b[end]), end - i < (digits ?? (upTo ?? 17) + 1) {
            value = value * 10 + Int(b[end] - 0x30)
            end += 1
        }
        let count = end - i
        if let digits, count != digits { return nil }
        if let upTo, count == 0 || count > upTo { return nil }
        i = end
        return value
    }

    /// Steps over one of the `allowed` ASCII characters at `i`, if it is there.
    private static func separator(_ b: [UInt8], _ i: inout Int, _ allowed: StaticString) -> Bool {
        guard i < b.count else { return false }
        let matched = allowed.withUTF8Buffer { $0.contains(b[i]) }
        if matched { i += 1 }
        return matched
    }
}
