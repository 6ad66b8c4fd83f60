import FoundationEssentials

/// A zone's offsets from UTC over time, read from the system's tz database (TZif files, RFC 9636).
/// FoundationEssentials' `TimeZone` knows fixed offsets only (a named zone needs ICU), so the named
/// zones are read here, and read the way the C library reads them: the file's transitions, then the
/// POSIX rule in its footer for every year after the last one.
///
/// ```swift
/// let newYork = ZoneRules(identifier: "America/New_York")!
/// let july = Date(timeIntervalSince1970: 1_909_000_000)         // 2030-06-29
/// newYork.offset(at: july)                                       // -14400
/// newYork.abbreviation(at: july)                                 // "EDT"
/// newYork.nextTransition(after: july)                            // 2030-11-03 06:00:00 UTC
/// ZoneRules.fixed(secondsFromGMT: 19_800)?.identifier            // "GMT+0530"
/// ```
///
/// Differences from Foundation's `TimeZone` on Linux:
/// - `abbreviation(at:)` gives the file's abbreviation ("EST", "+0330", "LMT"), as the C library
///   does; ICU without locale data gives "GMT-5" or "GMT+3:30" for every named zone (and for past
///   instants may spell an offset the zone did not have then). Fixed offsets (`fixed`, "GMT+1")
///   have no file and answer as Foundation does ("GMT+1", "GMT+5:30").
/// - "UTC" is named "GMT", as Foundation names it, but keeps the abbreviation "UTC".
/// - Leap-second files (`right/…`) are refused: their clock is not the one `Date` counts.
/// - Before 1970 the offsets are the file's, which differ from ICU's for about 200 zones: Debian's
///   files keep each zone's own early history (Africa/Addis_Ababa's 1811 offset is +2:34:48), where
///   ICU's data gives it its link's (+2:27:16, Nairobi's). From 1970 on they agree, but for EET and
///   WET until 1996: Debian still builds them as the old rule-only zones, ICU as links (since 2024b)
///   to Europe/Athens and Europe/Lisbon.
/// - Instants beyond ±2^53 seconds (and infinities) are read as the nearest end of that range; NaN
///   as 1970, with no transition after it.
public struct ZoneRules: Sendable, Hashable {
    /// The name it was made with, as Foundation gives it: a zone file's path in the database
    /// ("US/Eastern" stays "US/Eastern"), "GMT" or "GMT+0100" for a fixed offset.
    public let identifier: String
    /// Instants (seconds since 1970, strictly increasing) at which a local time type begins.
    let transitionTimes: [Int64]
    /// The local time type (an index into the two arrays below) from each transition on.
    let transitionTypes: [UInt8]
    /// Seconds east of UTC for each local time type; never empty, and type 0 holds before the
    /// first transition.
    let typeOffsets: [Int]
    let typeAbbreviations: [String]
    /// The footer's rule, which decides from the last transition on (from the start when there are
    /// none); nil when the file has none (the last type then holds for ever).
    let footer: PosixZoneRule?

    /// Instants as far as `Date`'s `Double` counts whole seconds exactly; anything beyond is read as
    /// this end, and no calendar arithmetic on them can overflow.
    static let secondsLimit: Int64 = 1 << 53

    /// Seconds east of UTC at `instant` (Foundation's `secondsFromGMT(for:)`).
    public func offset(at instant: Date) -> Int {
        localTime(at: Self.second(of: instant)).offset
    }

    /// The abbreviation the tz database gives the local time at `instant`: "EST", "EDT", "+0330".
    public func abbreviation(at instant: Date) -> String {
        localTime(at: Self.second(of: instant)).abbreviation
    }

    /// The first instant strictly after `instant` at which the offset changes; a transition that
    /// changes only the abbreviation or daylight flag is passed over. Nil when the offset never
    /// changes again (within ±2^53 seconds).
    public func nextTransition(after instant: Date) -> Date? {
        // NaN compares false, so it has no next transition either.
        guard instant.timeIntervalSince1970 < Double(Self.secondsLimit) else { return nil }
        // Transitions fall on whole seconds, so one after the floor is one after the instant.
        let after = Self.second(of: instant)
        var index = transitionsPassed(by: after)
        while index < transitionTimes.count {
            let time = transitionTimes[index]
            let before = index == 0 ? typeOffsets[0] : typeOffsets[Int(transitionTypes[index - 1])]
            if before != localTime(at: time).offset { return Self.date(time) }
            index += 1
        }
        guard let footer else { return nil }
        return footer.nextChange(after: max(after, transitionTimes.last ?? after)).flatMap(Self.date)
    }

    /// A zone that is always `secondsFromGMT` east of UTC, named as Foundation's
    /// `TimeZone(secondsFromGMT:)` names it ("GMT", "GMT+0100", "GMT-0530"); nil beyond ±18 hours.
    /// Foundation keeps an offset's odd seconds but rounds the name to the nearest minute
    /// (3601 is "GMT+0100"); so does this.
    public static func fixed(secondsFromGMT: Int) -> ZoneRules? {
        guard let name = GMTOffsetName.identifier(for: secondsFromGMT),
              let abbreviation = GMTOffsetName.abbreviation(for: secondsFromGMT) else { return nil }
        return ZoneRules(identifier: name, transitionTimes: [], transitionTypes: [],
                         typeOffsets: [secondsFromGMT], typeAbbreviations: [abbreviation], footer: nil)
    }

    /// How many transitions have happened by `second` (those at or before it): a binary search.
    func transitionsPassed(by second: Int64) -> Int {
        var low = 0
        var high = transitionTimes.count
        while low < high {
            let middle = low + (high - low) / 2
            if transitionTimes[middle] <= second { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func localTime(at second: Int64) -> (offset: Int, abbreviation: String) {
        let passed = transitionsPassed(by: second)
        if passed == transitionTimes.count, let footer { return footer.localTime(at: second) }
        let type = passed == 0 ? 0 : Int(transitionTypes[passed - 1])
        return (typeOffsets[type], typeAbbreviations[type])
    }

    /// Whole seconds since 1970, rounded down and held to ±2^53: `Int64(_:)` traps on NaN, on the
    /// infinities and past ±2^63.
    static func second(of instant: Date) -> Int64 {
        let seconds = instant.timeIntervalSince1970
        if seconds.isNaN { return 0 }
        let limit = Double(secondsLimit)
        return Int64(min(max(seconds, -limit), limit).rounded(.down))
    }

    private static func date(_ second: Int64) -> Date? {
        second <= secondsLimit ? Date(timeIntervalSince1970: Double(second)) : nil
    }
}
