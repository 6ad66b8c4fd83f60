import HushDomain

/// Week numbers and the keys that name them: a week is numbered by the weeks from the Monday 1969-12-29
/// to its Monday, and named by its Monday's date.
///
/// ```swift
/// WeekSet.week("1970-01-05")   // 1
/// WeekSet.key(1)               // "1970-01-05"
/// WeekSet.week("1970-01-06")   // nil: not a Monday
/// ```
extension WeekSet {
    /// The number of the week a Monday's key names; nil for any other text.
    static func week(_ key: String) -> Int? {
        var key = key
        return key.withUTF8 { week(UnsafeBufferPointer(rebasing: $0[...])) }
    }

    static func week(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let day = day(bytes) else { return nil }
        let week = floorDivided(day + 3)
        return week * 7 == day + 3 ? week : nil
    }

    /// The key of week `week`: its Monday's date.
    static func key(_ week: Int) -> String { CivilDate(dayNumber: week * 7 - 3).text }

    /// The first week whose Monday is on or after the date `text` names.
    static func weekAtOrAfter(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { day(UnsafeBufferPointer(rebasing: $0[...])) }.map { -floorDivided(-($0 + 3)) }
    }

    /// The last week whose Monday is on or before the date `text` names.
    static func weekAtOrBefore(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { day(UnsafeBufferPointer(rebasing: $0[...])) }.map { floorDivided($0 + 3) }
    }

    /// `value / 7`, rounded down for negative values too (dates before 1970).
    private static func floorDivided(_ value: Int) -> Int { value >= 0 ? value / 7 : -((-value + 6) / 7) }

    /// The day number (days from 1970-01-01) of a `YYYY-MM-DD` date: its ten bytes, read by the one
    /// reader of ISO dates and times.
    private static func day(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 10 else { return nil }
        return ISOTimeText.parse(bytes: bytes)?.civil.dayNumber
    }
}
