import FoundationEssentials

/// Whole days since 1970-01-01 in the proleptic Gregorian calendar, in integer arithmetic: a zone's
/// POSIX rule names days ("the second Sunday of March") for any year, and `Calendar` is ICU's.
/// (Howard Hinnant's `days_from_civil`; exact for every year an `Int` of days can hold.)
///
/// ```swift
/// EpochDays.from(year: 2030, month: 3, day: 10)     // 21983
/// EpochDays.year(containing: 21983)                  // 2030
/// EpochDays.weekday(of: 21983)                       // 0: a Sunday
/// ```
enum EpochDays {
    static func from(year: Int, month: Int, day: Int) -> Int {
        // Years start in March here, so a leap day is the last day of its year.
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func year(containing day: Int) -> Int {
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        // Counted from March: day 306 on is January or February of the next calendar year.
        return yearOfEra + era * 400 + (dayOfYear >= 306 ? 1 : 0)
    }

    /// The day that holds `second` (seconds since 1970), rounding down before 1970 too.
    static func day(containing second: Int64) -> Int {
        let (quotient, remainder) = second.quotientAndRemainder(dividingBy: 86_400)
        return Int(remainder < 0 ? quotient - 1 : quotient)
    }

    /// 0 for Sunday to 6 for Saturday, as POSIX rules count them (1970-01-01 was a Thursday).
    static func weekday(of day: Int) -> Int {
        let remainder = (day + 4) % 7
        return remainder < 0 ? remainder + 7 : remainder
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
