import FoundationEssentials

/// A wall-clock date and time with no zone: what a caregiver reads off the kitchen clock.
///
/// Conversions to and from instants go through a ``ZonedCalendar``; the day arithmetic here is plain
/// proleptic-Gregorian counting (days since 1970-01-01), which is fast and needs no ICU.
///
/// ```swift
/// let civil = CivilDateTime(year: 2026, month: 1, day: 2, hour: 6, minute: 30)
/// civil.dayNumber   // days since 1970-01-01
/// ```
public struct CivilDateTime: Hashable, Comparable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Days since 1970-01-01 for this date (negative before it).
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// Seconds since 1970-01-01T00:00 as if this wall time were UTC.
    public var secondsAsUTC: Int { dayNumber * 86_400 + hour * 3600 + minute * 60 + second }

    public init(secondsAsUTC seconds: Int) {
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let rest = seconds - days * 86_400
        let (y, m, d) = Self.date(fromDayNumber: days)
        self.init(year: y, month: m, day: d, hour: rest / 3600, minute: (rest % 3600) / 60, second: rest % 60)
    }

    /// The same wall time on another day, `days` away.
    public func addingDays(_ days: Int) -> CivilDateTime {
        let (y, m, d) = Self.date(fromDayNumber: dayNumber + days)
        return CivilDateTime(year: y, month: m, day: d, hour: hour, minute: minute, second: second)
    }

    /// Midnight at the start of this date.
    public var startOfDay: CivilDateTime { CivilDateTime(year: year, month: month, day: day) }

    /// 1 = Monday ... 7 = Sunday (ISO 8601).
    public var isoWeekday: Int { ((dayNumber % 7 + 7) % 7 + 3) % 7 + 1 }

    public static func < (a: CivilDateTime, b: CivilDateTime) -> Bool { a.secondsAsUTC < b.secondsAsUTC }

    public static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        return day <= daysIn(year: year, month: month)
    }

    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01, counting in 400-year eras so leap rules fall out of the arithmetic.
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func date(fromDayNumber number: Int) -> (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `2026-01-02`
    public var dateText: String {
        // Every week key and journal day is one of these: ten digits as bytes, where joining five strings
        // cost 2,000 instructions.
        if (0...9_999).contains(year), (1...12).contains(month), (1...31).contains(day) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(10)
            appendDate(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        let y = String(year), m = month < 10 ? "0\(month)" : String(month), d = day < 10 ? "0\(day)" : String(day)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    /// `YYYY-MM-DD` appended as bytes (the year's last four digits), for text built a byte at a time.
    func appendDate(to bytes: inout [UInt8]) {
        Self.appendDigits(year, width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        Self.appendDigits(month, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        Self.appendDigits(day, width: 2, to: &bytes)
    }

    /// The last `width` decimal digits of `value`'s magnitude, zero-padded: the one digit writer of the
    /// dates and times Hush writes (``dateText``, ``UTCText``).
    static func appendDigits(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        var divisor: UInt = 1
        for _ in 1..<max(width, 1) { divisor &*= 10 }
        let rest = value.magnitude
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / divisor % 10))
            divisor /= 10
        }
    }
}
