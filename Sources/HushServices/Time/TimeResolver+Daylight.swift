import FoundationEssentials
import HushDomain
import HushLanguage

/// A clock time said on one day: the wall time, and what it means in the zone (``WallTimeReading``).
typealias ClockReading = (civil: CivilDateTime, reading: WallTimeReading)

extension TimeResolver {
    /// The instant of the reading chosen, or the refusal of a time the clocks skipped: "2:30 AM did not
    /// happen on Sun Mar 8: clocks went from 2:00 to 3:00 AM". Moving it past the gap would log a time
    /// nobody said; the person says which.
    ///
    /// ```swift
    /// try resolver.resolved((civil, .instant(date)), range: nil)   // date
    /// ```
    func resolved(_ chosen: ClockReading, range: SourceRange?) throws -> Date {
        switch chosen.reading {
        case .instant(let date):
            return date
        case .skipped(let gap):
            // What an unchanged clock (a microwave's) showing that time meant, when it has passed.
            let unchanged = gap.unchangedClock(chosen.civil)
            let instead = unchanged <= now ? phraseText(civil: calendar.civil(unchanged), zoned: calendar) : nil
            throw DomainError.skippedTime(gap.refusal(of: chosen.civil, instead: instead), range)
        }
    }
}
