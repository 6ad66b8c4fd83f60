import FoundationEssentials

/// A POSIX TZ string as a TZif footer holds it ("EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30"): the rule
/// a zone keeps after its file's last transition, for every later year. Offsets here are seconds
/// east of UTC, the opposite sign of the string's.
///
/// ```swift
/// let rule = PosixZoneRule(tzString: Array("CET-1CEST,M3.5.0,M10.5.0/3".utf8))!
/// rule.localTime(at: 1_909_000_000)       // (7200, "CEST"): June 2030
/// rule.nextChange(after: 1_909_000_000)   // 1_919_293_200: 2030-10-27 01:00 UTC
/// ```
struct PosixZoneRule: Hashable, Sendable {
    let standardOffset: Int
    let standardAbbreviation: String
    /// Nil when the zone keeps standard time all year.
    let daylight: PosixDaylightRule?

    /// The offset and abbreviation at `second` (seconds since 1970).
    func localTime(at second: Int64) -> (offset: Int, abbreviation: String) {
        if let daylight, daylight.isInEffect(at: Self.clamped(second), standardOffset: standardOffset) {
            return (daylight.offset, daylight.abbreviation)
        }
        return (standardOffset, standardAbbreviation)
    }

    /// The first instant after `second` at which the offset changes; nil when it never does.
    func nextChange(after second: Int64) -> Int64? {
        guard let daylight, daylight.offset != standardOffset else { return nil }
        var cursor = Self.clamped(second)
        // A change that moves no clock (year-round daylight time, where one year's end is the next's
        // start) is passed over. A rule that changes the offset at all does so within eight years
        // (a leap day can decide it, and leap years can be eight apart), so sixteen years of changes
        // are enough to know it never will.
        for _ in 0..<32 {
            guard let change = daylight.nextChange(after: cursor, standardOffset: standardOffset) else { return nil }
            if localTime(at: change - 1).offset != localTime(at: change).offset { return change }
            cursor = change
        }
        return nil
    }

    /// Within ±2^53 seconds (about 285 million years) no year's arithmetic can overflow.
    private static func clamped(_ second: Int64) -> Int64 {
        min(max(second, -ZoneRules.secondsLimit), ZoneRules.secondsLimit)
    }
}
