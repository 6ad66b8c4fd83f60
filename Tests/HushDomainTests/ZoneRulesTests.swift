import Foundation
import XCTest
@testable import HushDomain

/// `ZoneRules` reads the tz database itself because FoundationEssentials' `TimeZone` knows no named
/// zone. Held here to Foundation's ICU-backed `TimeZone` (tzdata 2025b) for every zone the system has,
/// when the system's files are of that release too; to the C library, which reads the same files, for
/// offsets and abbreviations; and to hand-built files for the footer's POSIX rules in the years no file
/// lists.
final class ZoneRulesTests: XCTestCase {
    static let database = "/usr/share/zoneinfo"
    private static let from1970 = Date(timeIntervalSince1970: 0)
    private static let from2026 = Date(timeIntervalSince1970: 1_767_225_600)
    private static let until2060 = Date(timeIntervalSince1970: 2_840_140_800)
    private static let until2100 = Date(timeIntervalSince1970: 4_102_444_800)

    /// Zones where ICU's data may disagree with the system's after 1970, and why; they are still
    /// compared, and their differences printed. ICU and Debian both carry tzdata 2025b, but since 2024b
    /// the database makes EET and WET links to Europe/Athens and Europe/Lisbon, which ICU follows,
    /// while Debian still builds them as the old rule-only zones: Athens' daylight time of 1975–1980
    /// and Lisbon's +01 of 1970–1976 and 1992–1996 are not theirs. They agree from 1996 on.
    private static let allowedDisagreements: Set<String> = ["EET", "WET"]

    /// The zone files Foundation also knows (outside `posix/` and `right/`), by their database names.
    static func zoneFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: database)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name == "posix" || name == "right" { enumerator?.skipDescendants(); continue }
            let path = database + "/" + name
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            defer { try? handle.close() }
            if (try? handle.read(upToCount: 4)) == Data("TZif".utf8) { names.append(name) }
        }
        return names.sorted()
    }

    /// The release the system's files were built from, as `tzdata.zi` names it on its first line
    /// ("# version 2026f"); nil when there is no such file.
    static func systemRelease() -> String? {
        guard let handle = FileHandle(forReadingAtPath: database + "/tzdata.zi"),
              let head = try? handle.read(upToCount: 64) else { return nil }
        try? handle.close()
        let line = String(decoding: head, as: UTF8.self).split(separator: "\n").first ?? ""
        guard line.hasPrefix("# version ") else { return nil }
        return String(line.dropFirst("# version ".count))
    }

    // MARK: Every zone, against Foundation

    /// Only where the system's files and ICU carry one tz release: each release changes some zones' rules
    /// (2026f, for one, keeps Alberta and Morocco on other offsets than 2025b), and a difference then
    /// says which release each has, not whether the reader reads right. The C library reads the system's
    /// own files whatever their release (``testAbbreviationsAreTheCLibrarysForEveryZone``).
    func testEveryZoneAgreesWithFoundationFrom1970To2100() throws {
        if let system = Self.systemRelease(), system != TimeZone.timeZoneDataVersion {
            throw XCTSkip("the system's tzdata is \(system) and Foundation's ICU carries \(TimeZone.timeZoneDataVersion); "
                          + "the reader is held to the C library on the system's files instead")
        }
        var compared = 0
        for (number, name) in Self.zoneFiles().enumerated() {
            guard let foundation = TimeZone(identifier: name) else { continue }
            guard let zone = ZoneRules(identifier: name, directory: Self.database) else {
                XCTFail("\(name): refused, though Foundation reads it")
                continue
            }
            compared += 1
            var differences: [String] = []
            if zone.identifier != foundation.identifier {
                differences.append("identifier \(zone.identifier), Foundation's \(foundation.identifier)")
            }
            // Every 20 days at a time of day that differs from zone to zone.
            var instant = Self.from1970.addingTimeInterval(Double(number * 3607 % 86_400))
            while instant < Self.until2100 {
                let offset = zone.offset(at: instant)
                if offset != foundation.secondsFromGMT(for: instant) {
                    differences.append("\(instant): offset \(offset), Foundation's \(foundation.secondsFromGMT(for: instant))")
                }
                // ICU without locale data names offsets "GMT-5"-style, not as the files do; and for past
                // instants it may name an offset the zone did not have then (America/Adak, 1970: "GMT-10"
                // for -11 h). From now on its names spell the offset, which is what is held here.
                let spelled = ZoneRules.fixed(secondsFromGMT: offset)?.abbreviation(at: instant)
                if instant > Self.from2026, let theirs = foundation.abbreviation(for: instant),
                   theirs != spelled, !(theirs == "UTC" && offset == 0) {
                    differences.append("\(instant): abbreviation \(theirs) from Foundation for offset \(offset)")
                }
                instant.addTimeInterval(20 * 86_400)
            }
            differences += Self.transitionDifferences(zone, foundation)
            guard !differences.isEmpty else { continue }
            let report = "\(name): \(differences.count) differences: " + differences.prefix(5).joined(separator: "; ")
            if Self.allowedDisagreements.contains(name) { print("allowed, " + report) } else { XCTFail(report) }
        }
        XCTAssertGreaterThan(compared, 400, "the database should hold hundreds of zones Foundation knows")
    }

    /// Walks both zones' offset changes from 1970 to 2060, checking a second either side of every
    /// transition Foundation reports, those that change the offset and those that do not.
    private static func transitionDifferences(_ zone: ZoneRules, _ foundation: TimeZone) -> [String] {
        var differences: [String] = []
        var cursor = from1970
        while cursor < until2060, differences.count < 5 {
            let (theirs, passed) = foundationOffsetChange(foundation, after: cursor)
            let ours = zone.nextTransition(after: cursor)
            guard ours == theirs else {
                let found = [ours, theirs].map { $0.map { "\($0)" } ?? "none" }
                differences.append("after \(cursor): next change \(found[0]), Foundation's \(found[1])")
                break
            }
            for transition in passed + [theirs].compactMap({ $0 }) {
                for instant in [transition.addingTimeInterval(-1), transition, transition.addingTimeInterval(1)]
                where zone.offset(at: instant) != foundation.secondsFromGMT(for: instant) {
                    let theirs = foundation.secondsFromGMT(for: instant)
                    differences.append("\(instant): offset \(zone.offset(at: instant)), Foundation's \(theirs)")
                }
            }
            guard let change = theirs else { break }
            if zone.nextTransition(after: change.addingTimeInterval(-0.5)) != change {
                differences.append("half a second before \(change) the next change is not it")
            }
            cursor = change
        }
        return differences
    }

    /// Foundation's next transition that changes the offset, and those it passed that did not: ICU
    /// also stops where only the split between standard and daylight time changes.
    private static func foundationOffsetChange(_ zone: TimeZone, after instant: Date) -> (change: Date?, passed: [Date]) {
        let offset = zone.secondsFromGMT(for: instant)
        var passed: [Date] = []
        var cursor = instant
        while passed.count < 100, let next = zone.nextDaylightSavingTimeTransition(after: cursor) {
            if zone.secondsFromGMT(for: next) != offset { return (next, passed) }
            passed.append(next)
            cursor = next
        }
        return (nil, passed)
    }

    /// The file's abbreviations and offsets are the C library's (glibc reads the same files), at every change of either.
    func testAbbreviationsAreTheCLibrarysForEveryZone() throws {
        let saved = getenv("TZ").map { String(cString: $0) }
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        var zones = 0
        for name in Self.zoneFiles() {
            guard let zone = ZoneRules(identifier: name, directory: Self.database) else { continue }
            setenv("TZ", ":" + Self.database + "/" + name, 1)
            tzset()
            zones += 1
            if let difference = Self.cLibraryDifference(zone) { XCTFail("\(name) at \(difference)") }
        }
        XCTAssertGreaterThan(zones, 400, "the database should hold hundreds of zones")
    }

    /// A zone's local time as the C library gives it for the zone `TZ` names.
    private struct CLibraryTime: Equatable {
        var abbreviation: String?
        var offset: Int

        init?(_ second: Int) {
            var time = time_t(second)
            var parts = tm()
            guard localtime_r(&time, &parts) != nil else { return nil }
            abbreviation = parts.tm_zone.map { String(cString: $0) }
            offset = parts.tm_gmtoff
        }
    }

    /// The first second from 1970 to 2100 where the zone and the C library disagree, described; nil when
    /// they agree. As the Foundation comparison does: every 20 days, and a second either side of each
    /// change, the zone's own (`nextTransition`) and the C library's (found between two days that
    /// differ, second by second, by halving).
    private static func cLibraryDifference(_ zone: ZoneRules) -> String? {
        let end = 4_102_444_800
        func difference(_ second: Int) -> String? {
            guard let theirs = CLibraryTime(second) else { return nil }
            let instant = Date(timeIntervalSince1970: Double(second))
            guard zone.abbreviation(at: instant) != theirs.abbreviation || zone.offset(at: instant) != theirs.offset else { return nil }
            return "\(instant): \(zone.abbreviation(at: instant) ?? "none") \(zone.offset(at: instant)), C library's \(theirs.abbreviation ?? "none") \(theirs.offset)"
        }
        var previous: (second: Int, time: CLibraryTime)?
        for second in stride(from: 0, to: end, by: 86_400 * 20 + 3_599) {
            guard let time = CLibraryTime(second) else { continue }
            if let found = difference(second) { return found }
            if let (before, was) = previous, was != time {
                var low = before, high = second
                while high - low > 1 {
                    let middle = low + (high - low) / 2
                    if CLibraryTime(middle) == was { low = middle } else { high = middle }
                }
                if let found = difference(low) ?? difference(high) { return found }
            }
            previous = (second, time)
        }
        var cursor = Date(timeIntervalSince1970: 0)
        for _ in 0..<5_000 {
            guard let next = zone.nextTransition(after: cursor), next.timeIntervalSince1970 < Double(end) else { return nil }
            let second = Int(next.timeIntervalSince1970)
            if let found = difference(second - 1) ?? difference(second) ?? difference(second + 1) { return found }
            cursor = next
        }
        return "more than 5,000 transitions before 2100"
    }

    func testNamesAreKeptAsGivenAsFoundationKeepsThem() throws {
        XCTAssertEqual(ZoneRules(identifier: "US/Eastern")?.identifier, "US/Eastern")
        XCTAssertEqual(TimeZone(identifier: "US/Eastern")?.identifier, "US/Eastern")
        XCTAssertEqual(ZoneRules(identifier: "Asia/Calcutta")?.identifier, "Asia/Calcutta")
        for name in ["UTC", "GMT", "GMT+1", "UTC-05:30", "GMT+0530", "GMT-5.30", "GMT+18", "GMT-0", "UTC+00:00",
                     "GMT+19", "GMT+1:5", "GMT+123", "GMT+18:01", "GMT0", "GMT+00", "UTC+1:60", "GMT+", "gmt", "GMT+05:3x"] {
            let foundation = TimeZone(identifier: name)
            let zone = ZoneRules(identifier: name, directory: Self.database)
            XCTAssertEqual(zone?.identifier, foundation?.identifier, name)
            XCTAssertEqual(zone?.offset(at: Date()), foundation?.secondsFromGMT(), name)
        }
        // Foundation names UTC "GMT" too; the abbreviation stays the database's.
        XCTAssertEqual(ZoneRules(identifier: "UTC", directory: "/nonexistent")?.abbreviation(at: Date()), "UTC")
        XCTAssertEqual(ZoneRules(identifier: "GMT", directory: "/nonexistent")?.abbreviation(at: Date()), "GMT")
        XCTAssertEqual(ZoneRules(identifier: "GMT", directory: "/nonexistent")?.offset(at: Date()), 0)
    }

    func testTheDocumentedExamples() throws {
        let newYork = try XCTUnwrap(ZoneRules(identifier: "America/New_York"))
        let july = Date(timeIntervalSince1970: 1_909_000_000)
        XCTAssertEqual(newYork.offset(at: july), -14_400)
        XCTAssertEqual(newYork.abbreviation(at: july), "EDT")
        XCTAssertEqual(newYork.nextTransition(after: july), ISO8601DateFormatter().date(from: "2030-11-03T06:00:00Z"))
        XCTAssertEqual(EpochDays.from(year: 2030, month: 3, day: 10), 21_983)
        XCTAssertEqual(EpochDays.year(containing: 21_983), 2030)
        XCTAssertEqual(EpochDays.weekday(of: 21_983), 0)
        XCTAssertEqual(GMTOffsetName.offset(parsing: "UTC+1"), 3600)
        let rule = try XCTUnwrap(PosixZoneRule(tzString: Array("CET-1CEST,M3.5.0,M10.5.0/3".utf8)))
        XCTAssertEqual(rule.localTime(at: 1_909_000_000).offset, 7200)
        XCTAssertEqual(rule.nextChange(after: 1_909_000_000), 1_919_293_200)
    }

    // MARK: Fixed offsets

    func testFixedOffsetsAreFoundationsFromMinus18To18Hours() throws {
        let now = Date()
        for offset in stride(from: -18 * 3600, through: 18 * 3600, by: 15 * 60) {
            let foundation = try XCTUnwrap(TimeZone(secondsFromGMT: offset))
            let zone = try XCTUnwrap(ZoneRules.fixed(secondsFromGMT: offset))
            XCTAssertEqual(zone.identifier, foundation.identifier)
            XCTAssertEqual(zone.offset(at: now), foundation.secondsFromGMT(for: now))
            XCTAssertEqual(zone.abbreviation(at: now), foundation.abbreviation(for: now))
            XCTAssertNil(zone.nextTransition(after: now))
            // A fixed zone's name reads back as the same zone.
            XCTAssertEqual(ZoneRules(identifier: zone.identifier, directory: "/nonexistent"), zone, zone.identifier)
        }
        // Odd seconds: Foundation keeps them in the offset and rounds the name to the nearest minute.
        for offset in [1, 29, 30, -30, 59, 3601, -3629, -3630, 5430, 64_799, 64_800, -64_800] {
            let foundation = try XCTUnwrap(TimeZone(secondsFromGMT: offset))
            let zone = try XCTUnwrap(ZoneRules.fixed(secondsFromGMT: offset))
            XCTAssertEqual(zone.identifier, foundation.identifier, "\(offset)")
            XCTAssertEqual(zone.offset(at: now), foundation.secondsFromGMT(for: now), "\(offset)")
            XCTAssertEqual(zone.abbreviation(at: now), foundation.abbreviation(for: now), "\(offset)")
        }
        for offset in [64_801, -64_801, 86_400] {
            XCTAssertNil(ZoneRules.fixed(secondsFromGMT: offset))
            XCTAssertNil(TimeZone(secondsFromGMT: offset))
        }
        // Foundation traps on these two; nil here.
        XCTAssertNil(ZoneRules.fixed(secondsFromGMT: Int.max))
        XCTAssertNil(ZoneRules.fixed(secondsFromGMT: Int.min))
    }

    // MARK: Footers, by hand

    /// A TZif file with no transitions, the footer deciding everything.
    func testAFooterAloneGivesNewYorksOffsetsIn2030And2101() throws {
        let file = Self.tzif(types: [(-18_000, false, "EST")], footer: "EST5EDT,M3.2.0,M11.1.0")
        let zone = try XCTUnwrap(ZoneRules(tzif: file, identifier: "Footer/NewYork"))
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        for start in [1_893_456_000.0, 4_133_980_800] {  // 2030-01-01, 2101-01-01
            for hour in stride(from: 0.0, to: 366 * 24, by: 7) {
                let instant = Date(timeIntervalSince1970: start + hour * 3600)
                XCTAssertEqual(zone.offset(at: instant), newYork.secondsFromGMT(for: instant), "\(instant)")
            }
            var cursor = Date(timeIntervalSince1970: start)
            for _ in 0..<4 {
                let next = zone.nextTransition(after: cursor)
                XCTAssertEqual(next, newYork.nextDaylightSavingTimeTransition(after: cursor), "after \(cursor)")
                cursor = try XCTUnwrap(next)
            }
        }
        XCTAssertEqual(zone.abbreviation(at: Date(timeIntervalSince1970: 1_909_000_000)), "EDT")
        XCTAssertEqual(zone.abbreviation(at: Date(timeIntervalSince1970: 1_893_456_000)), "EST")
    }

    func testAQuotedNameAndANegativeOffsetWithMinutes() throws {
        let file = Self.tzif(types: [(12_600, false, "+0330")], footer: "<+0330>-3:30")
        let zone = try XCTUnwrap(ZoneRules(tzif: file, identifier: "Footer/Tehran"))
        XCTAssertEqual(zone.offset(at: Date(timeIntervalSince1970: 4_133_980_800)), 12_600)
        XCTAssertEqual(zone.abbreviation(at: Date.distantFuture), "+0330")
        XCTAssertNil(zone.nextTransition(after: Date.distantPast))
    }

    /// Footers with the rule forms few zones use, each against the zone in Foundation that has it.
    func testNegativeAndPastMidnightTimesAgreeWithFoundation() throws {
        for (footer, name) in [("<-02>2<-01>,M3.5.0/-1,M10.5.0/0", "America/Nuuk"), ("IST-2IDT,M3.4.4/26,M10.5.0", "Asia/Jerusalem"),
                               ("<-04>4<-03>,M9.1.6/24,M4.1.6/24", "America/Santiago"), ("IST-1GMT0,M10.5.0,M3.5.0/1", "Europe/Dublin"),
                               ("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", "Pacific/Chatham")] {
            let zone = try XCTUnwrap(ZoneRules(tzif: Self.tzif(types: [(0, false, "LMT")], footer: footer), identifier: name), footer)
            let foundation = try XCTUnwrap(TimeZone(identifier: name))
            var cursor = Date(timeIntervalSince1970: 2_524_608_000)  // 2050
            for _ in 0..<20 {
                let next = try XCTUnwrap(zone.nextTransition(after: cursor), footer)
                XCTAssertEqual(next, foundation.nextDaylightSavingTimeTransition(after: cursor), "\(footer) after \(cursor)")
                for instant in [next.addingTimeInterval(-1), next] {
                    XCTAssertEqual(zone.offset(at: instant), foundation.secondsFromGMT(for: instant), "\(footer) at \(instant)")
                }
                cursor = next
            }
        }
    }

    func testJulianAndZeroBasedDaysAndYearRoundDaylightTime() throws {
        // J60 is March 1 in every year; day 59 (zero-based) is March 1 in a leap year, February 29.
        let julian = try XCTUnwrap(ZoneRules(tzif: Self.tzif(types: [(0, false, "AAA")], footer: "AAA0BBB,J60/0,J300/0"), identifier: "J"))
        let zeroBased = try XCTUnwrap(ZoneRules(tzif: Self.tzif(types: [(0, false, "AAA")], footer: "AAA0BBB,59/0,299/0"), identifier: "n"))
        let march2028 = Date(timeIntervalSince1970: 1_835_481_600)  // 2028-03-01, a leap year
        let march2030 = Date(timeIntervalSince1970: 1_898_553_600)  // 2030-03-01
        XCTAssertEqual(julian.nextTransition(after: march2028.addingTimeInterval(-86_400 * 3)), march2028)
        XCTAssertEqual(julian.nextTransition(after: march2030.addingTimeInterval(-86_400 * 3)), march2030)
        XCTAssertEqual(zeroBased.nextTransition(after: march2028.addingTimeInterval(-86_400 * 3)), march2028.addingTimeInterval(-86_400))
        XCTAssertEqual(zeroBased.nextTransition(after: march2030.addingTimeInterval(-86_400 * 3)), march2030)
        XCTAssertEqual(julian.offset(at: march2030), 3600)
        XCTAssertEqual(julian.abbreviation(at: march2030), "BBB")
        XCTAssertEqual(julian.offset(at: march2030.addingTimeInterval(-1)), 0)
        // RFC 9636's year-round daylight time: daylight time ends at the instant it starts again.
        let yearRound = Self.tzif(types: [(-14_400, true, "EDT")], footer: "EST5EDT,0/0,J365/25")
        let permanent = try XCTUnwrap(ZoneRules(tzif: yearRound, identifier: "P"))
        for second in stride(from: 1_893_456_000.0, to: 1_893_456_000 + 3 * 366 * 86_400, by: 3_600 * 5) {
            XCTAssertEqual(permanent.offset(at: Date(timeIntervalSince1970: second)), -14_400, "\(second)")
        }
        XCTAssertNil(permanent.nextTransition(after: Date(timeIntervalSince1970: 1_893_456_000)))
        // Daylight time with no rule takes the United States' (the C library's default).
        let noRule = try XCTUnwrap(ZoneRules(tzif: Self.tzif(types: [(-18_000, false, "EST")], footer: "EST5EDT"), identifier: "D"))
        XCTAssertEqual(noRule.offset(at: Date(timeIntervalSince1970: 1_909_000_000)), -14_400)
    }

    /// A version 1 file: 32-bit times, no footer, the last type holding for ever.
    func testAVersion1FileAndTransitionsThatChangeOnlyTheName() throws {
        let file = Self.tzif(version: 0, transitions: [(1_000, 1), (2_000, 2), (3_000, 0)],
                             types: [(3600, false, "AAA"), (7200, true, "BBB"), (7200, false, "CCC")], footer: nil)
        let zone = try XCTUnwrap(ZoneRules(tzif: file, identifier: "V1"))
        XCTAssertEqual(zone.offset(at: Date(timeIntervalSince1970: -1e12)), 3600)
        XCTAssertEqual(zone.offset(at: Date(timeIntervalSince1970: 1_500)), 7200)
        XCTAssertEqual(zone.abbreviation(at: Date(timeIntervalSince1970: 2_500)), "CCC")
        XCTAssertEqual(zone.nextTransition(after: Date(timeIntervalSince1970: 0)), Date(timeIntervalSince1970: 1_000))
        // 2000 changes the name only.
        XCTAssertEqual(zone.nextTransition(after: Date(timeIntervalSince1970: 1_000)), Date(timeIntervalSince1970: 3_000))
        XCTAssertEqual(zone.nextTransition(after: Date(timeIntervalSince1970: 2_999.5)), Date(timeIntervalSince1970: 3_000))
        XCTAssertNil(zone.nextTransition(after: Date(timeIntervalSince1970: 3_000)))
        XCTAssertEqual(zone.offset(at: Date.distantFuture), 3600)
    }

    // MARK: The directory

    func testKnownIdentifiersAreTheDatabasesZones() throws {
        let known = ZoneRules.knownIdentifiers(directory: Self.database)
        XCTAssertEqual(known, known.sorted())
        for name in ["America/New_York", "Europe/London", "UTC", "America/Argentina/Buenos_Aires", "US/Eastern"] {
            XCTAssertTrue(known.contains(name), name)
        }
        for name in known {
            XCTAssertFalse(name.hasPrefix("posix/") || name.hasPrefix("right/") || name.hasSuffix(".tab") || name.hasSuffix(".zi"), name)
        }
        XCTAssertFalse(known.contains("zone.tab") || known.contains("leapseconds") || known.contains("localtime"))
        let files = Set(Self.zoneFiles())
        for name in TimeZone.knownTimeZoneIdentifiers where files.contains(name) {
            XCTAssertTrue(known.contains(name), name)
        }
        XCTAssertEqual(Set(known).subtracting(["posixrules", "localtime"]), files.subtracting(["posixrules", "localtime"]))
        XCTAssertEqual(ZoneRules.knownIdentifiers(directory: "/nonexistent"), [])
    }

    /// A TZif file built byte by byte: both blocks alike (with 32- and 64-bit times), then the footer.
    /// Version 0 is a version 1 file, with no second block and no footer.
    static func tzif(version: UInt8 = UInt8(ascii: "2"), transitions: [(time: Int64, type: UInt8)] = [],
                     types: [(offset: Int32, isDaylight: Bool, abbreviation: String)], footer: String?) -> [UInt8] {
        var characters: [UInt8] = []
        var starts: [UInt8] = []
        for type in types {
            starts.append(UInt8(characters.count))
            characters += Array(type.abbreviation.utf8) + [0]
        }
        func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        func block(timeSize: Int) -> [UInt8] {
            var bytes = Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15)
            for count in [0, 0, 0, transitions.count, types.count, characters.count] { bytes += bigEndian(UInt32(count)) }
            for transition in transitions {
                bytes += timeSize == 4 ? bigEndian(Int32(truncatingIfNeeded: transition.time)) : bigEndian(transition.time)
            }
            bytes += transitions.map(\.type)
            for (type, start) in zip(types, starts) { bytes += bigEndian(type.offset) + [type.isDaylight ? 1 : 0, start] }
            return bytes + characters
        }
        guard version != 0 else { return block(timeSize: 4) }
        return block(timeSize: 4) + block(timeSize: 8) + Array(("\n" + (footer ?? "") + "\n").utf8)
    }
}
