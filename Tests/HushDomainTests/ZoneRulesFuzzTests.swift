import Foundation
import HushTestSupport
import XCTest
@testable import HushDomain

/// A zone file is read from disk at every start, and `TZDIR` can point anywhere: no file, however
/// damaged, may trap the parser or the questions asked of what it accepts. 20,000 seeded mutations of
/// real and hand-built files, each parsed and, when accepted, asked about the ends of time.
final class ZoneRulesFuzzTests: XCTestCase {
    private static let askedInstants: [Date] = [
        .distantPast, .distantFuture, Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_909_000_000),
        Date(timeIntervalSince1970: .infinity), Date(timeIntervalSince1970: -.infinity), Date(timeIntervalSince1970: .nan),
        Date(timeIntervalSince1970: 9_007_199_254_740_992), Date(timeIntervalSince1970: -9.1e15),
        Date(timeIntervalSince1970: 1e300), Date(timeIntervalSince1970: -1e300), Date(timeIntervalSince1970: 4_133_980_800.5),
    ]

    private static let realFooters = [
        "EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30", "IST-2IDT,M3.4.4/26,M10.5.0", "<-02>2<-01>,M3.5.0/-1,M10.5.0/0",
        "AAA0BBB,J60/0,300/-167", "EST5EDT,0/0,J365/25", "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45",
    ]

    /// Characters a TZ string is made of, so random footers reach deep into its parser.
    private static let footerAlphabet = Array("<>+-:,./JM0123456789ESTDAB \n".utf8)

    func testNoMutatedFileTraps() throws {
        var seeds: [[UInt8]] = []
        for name in ["America/New_York", "Europe/London", "Asia/Tehran", "Australia/Lord_Howe", "Africa/Casablanca",
                     "America/Nuuk", "Europe/Dublin", "UTC", "Pacific/Chatham", "Asia/Jerusalem"] {
            seeds.append(try XCTUnwrap(FileManager.default.contents(atPath: ZoneRulesTests.database + "/" + name), name).map { $0 })
        }
        seeds.append(ZoneRulesTests.tzif(types: [(-18_000, false, "EST")], footer: "EST5EDT,M3.2.0,M11.1.0"))
        seeds.append(ZoneRulesTests.tzif(version: 0, transitions: [(1_000, 1), (2_000, 0)],
                                         types: [(3600, false, "AAA"), (7200, true, "BBB")], footer: nil))
        var random = SeededGenerator(seed: 0x5EED_2025)
        var accepted = 0
        for _ in 0..<20_000 {
            let bytes = Self.mutate(random.pick(seeds), using: &random)
            guard let zone = ZoneRules(tzif: bytes, identifier: "Fuzz") else { continue }
            accepted += 1
            for instant in Self.askedInstants {
                _ = zone.offset(at: instant)
                _ = zone.abbreviation(at: instant)
                var cursor = instant
                for _ in 0..<3 {
                    guard let next = zone.nextTransition(after: cursor) else { break }
                    XCTAssertGreaterThan(next, cursor)
                    // `Date` counts from 2001, so near ±2^53 seconds it cannot hold the second before.
                    if abs(next.timeIntervalSince1970) < 0x1p52 {
                        XCTAssertNotEqual(zone.offset(at: next), zone.offset(at: next.addingTimeInterval(-1)),
                                          "a transition changes the offset")
                    }
                    cursor = next
                }
            }
        }
        // Some mutations leave a valid file (a flipped abbreviation byte, a changed offset): the
        // questions above were asked of accepted files, not only refused ones.
        XCTAssertGreaterThan(accepted, 1_000)
    }

    private static func mutate(_ original: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        switch random.next() % 7 {
        case 0:
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
        case 1:
            for _ in 0..<1 + random.next() % 8 where !bytes.isEmpty {
                bytes[Int(random.next() % UInt64(bytes.count))] ^= UInt8(truncatingIfNeeded: 1 << (random.next() % 8))
            }
        case 2:
            // A count in either header (at 20…44, or after the first block) set to something large.
            let headers = [20, bytes.count > 44 ? 44 + Int(random.next() % 1_200) : 20]
            let at = random.pick(headers) + Int(random.next() % 6) * 4
            let value = random.pick([UInt32.max, 0x7FFF_FFFF, 100_000, 100_001, 256, 0, UInt32(truncatingIfNeeded: random.next())])
            for index in 0..<4 where at + index < bytes.count {
                bytes[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index)))
            }
        case 3:
            let count = Int(random.next() % 300)
            let noise = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            bytes = Array("TZif".utf8) + [random.pick([0, 0x32, 0x33, 0x34])] + noise
        case 4:
            // The footer replaced with random TZ-like text.
            guard let start = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")) else { break }
            let length = Int(random.next() % 40)
            bytes = Array(bytes[...start]) + (0..<length).map { _ in random.pick(footerAlphabet) } + [UInt8(ascii: "\n")]
        case 5:
            for _ in 0..<1 + random.next() % 4 where !bytes.isEmpty {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
        default:
            // Bytes inserted or removed, shifting everything after them.
            let at = Int(random.next() % UInt64(bytes.count + 1))
            if random.next() % 2 == 0 {
                bytes.insert(contentsOf: (0..<1 + random.next() % 16).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
            } else {
                bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(random.next() % 16)))
            }
        }
        return bytes
    }

    func testFootersFromTheFuzzAlphabetNeverTrap() throws {
        var random = SeededGenerator(seed: 0xF00_7E4)
        var parsed = 0
        for _ in 0..<20_000 {
            // Start from real footers so most strings are nearly valid.
            var text = Array(random.pick(Self.realFooters).utf8)
            for _ in 0..<1 + random.next() % 3 {
                let at = Int(random.next() % UInt64(text.count + 1))
                if random.next() % 2 == 0 || text.isEmpty {
                    text.insert(random.pick(Self.footerAlphabet), at: at)
                } else {
                    text[min(at, text.count - 1)] = random.pick(Self.footerAlphabet)
                }
            }
            guard let rule = PosixZoneRule(tzString: text) else { continue }
            parsed += 1
            for second: Int64 in [Int64.min, -ZoneRules.secondsLimit, 0, 1_909_000_000, ZoneRules.secondsLimit, Int64.max] {
                _ = rule.localTime(at: second)
                _ = rule.nextChange(after: second)
            }
        }
        XCTAssertGreaterThan(parsed, 1_000)
    }

    func testNamesThatReachOutsideTheDatabaseAreRefused() throws {
        for name in ["../etc/passwd", "/etc/localtime", "", "America/New_York\0x", "America/../../etc/passwd", "..",
                     "America//New_York", "./UTC", "America/New_York/", "America/.", String(repeating: "a/", count: 600) + "UTC"] {
            XCTAssertNil(ZoneRules(identifier: name, directory: ZoneRulesTests.database), name)
        }
        // Present in the directory, but no zone: a table, a directory, the tzdata source.
        for name in ["zone.tab", "America", "tzdata.zi", "leapseconds", "right/UTC"] {
            XCTAssertNil(ZoneRules(identifier: name, directory: ZoneRulesTests.database), name)
        }
        XCTAssertNil(ZoneRules(tzif: [UInt8](repeating: 0x41, count: ZoneRules.maximumFileSize + 1), identifier: "Big"))
        XCTAssertNotNil(ZoneRules(identifier: "America/New_York", directory: ZoneRulesTests.database))
    }
}
