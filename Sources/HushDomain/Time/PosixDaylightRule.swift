import FoundationEssentials

/// The daylight half of a POSIX TZ rule: its offset and name, and when each year it starts (a time of
/// day in standard time) and ends (in daylight time). Times run from -167 to 167 hours (TZif v3), so a
/// year's change can fall in the next or the last calendar year, and every question here looks at the
/// years either side of the one asked about.
///
/// ```swift
/// // "EST5EDT,M3.2.0,M11.1.0": daylight time from 02:00 EST on March's second Sunday to 02:00 EDT
/// // on November's first.
/// let rule = PosixDaylightRule(offset: -14_400, abbreviation: "EDT",
///                              start: .weekdayOfMonth(month: 3, week: 2, weekday: 0), startTime: 7200,
///                              end: .weekdayOfMonth(month: 11, week: 1, weekday: 0), endTime: 7200)
/// rule.isInEffect(at: 1_909_000_000, standardOffset: -18_000)    // true: June 2030
/// ```
struct PosixDaylightRule: Hashable, Sendable {
    /// Seconds east of UTC while daylight time is kept.
    let offset: Int
    let abbreviation: String
    let start: PosixRuleDay
    /// Seconds after the start day's local midnight, in standard time.
    let startTime: Int
    let end: PosixRuleDay
    /// Seconds after the end day's local midnight, in daylight time.
    let endTime: Int

    /// Whether daylight time is kept at `second` (seconds since 1970, within ±2^53): the last change
    /// at or before it was a start.
    func isInEffect(at second: Int64, standardOffset: Int) -> Bool {
        let year = EpochDays.year(containing: EpochDays.day(containing: second))
        var latest: (instant: Int64, year: Int, isStart: Bool)?
        for candidateYear in (year - 2)...(year + 1) {
            for isStart in [true, false] {
                let instant = change(isStart: isStart, in: candidateYear, standardOffset: standardOffset)
                guard instant <= second else { continue }
                // A change in a later year comes after one at the same instant in the year before:
                // year-round daylight time ("0/0,J365/25") ends one year where it starts the next.
                if let current = latest,
                   (instant, candidateYear, isStart ? 0 : 1) < (current.instant, current.year, current.isStart ? 0 : 1) {
                    continue
                }
                latest = (instant, candidateYear, isStart)
            }
        }
        return latest?.isStart ?? false
    }

    /// The first start or end strictly after `second`; it need not change the offset.
    func nextChange(after second: Int64, standardOffset: Int) -> Int64? {
        let year = EpochDays.year(containing: EpochDays.day(containing: second))
        var earliest: Int64?
        for candidateYear in (year - 1)...(year + 2) {
            for isStart in [true, false] {
                let instant = change(isStart: isStart, in: candidateYear, standardOffset: standardOffset)
                if instant > second { earliest = min(earliest ?? instant, instant) }
            }
        }
        return earliest
    }

    private func change(isStart: Bool, in year: Int, standardOffset: Int) -> Int64 {
        isStart
            ? Int64(start.day(in: year)) * 86_400 + Int64(startTime - standardOffset)
            : Int64(end.day(in: year)) * 86_400 + Int64(endTime - offset)
    }
}
