/// A calendar date with no time or zone, counted as days since 1970-01-01: routine days are dates on
/// the caregiver's own calendar, not instants.
///
/// ```swift
/// let day = CivilDate(text: "2026-01-05")!
/// day.adding(days: 1).text   // "2026-01-06"
/// day.isoWeekday             // 1 (Monday)
/// ```
public struct CivilDate: Hashable, Comparable, Sendable, Strideable {
    public var dayNumber: Int

    public init(dayNumber: Int) { self.dayNumber = dayNumber }

    public init(_ civil: CivilDateTime) { self.dayNumber = civil.dayNumber }

    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              CivilDateTime.isValid(year: y, month: m, day: d) else { return nil }
        self.dayNumber = CivilDateTime.dayNumber(year: y, month: m, day: d)
    }

    public var civil: CivilDateTime {
        let (y, m, d) = CivilDateTime.date(fromDayNumber: dayNumber)
        return CivilDateTime(year: y, month: m, day: d)
    }

    /// `2026-01-05`
    public var text: String { civil.dateText }

    /// 1 = Monday ... 7 = Sunday.
    public var isoWeekday: Int { civil.isoWeekday }

    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    public static func < (a: CivilDate, b: CivilDate) -> Bool { a.dayNumber < b.dayNumber }
    public func distance(to other: CivilDate) -> Int { other.dayNumber - dayNumber }
    public func advanced(by n: Int) -> CivilDate { adding(days: n) }
}
