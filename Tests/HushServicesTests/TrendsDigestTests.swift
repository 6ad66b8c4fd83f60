import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushServices
import XCTest

/// The cache's week summaries for trends: they read back to the facts they were made from, they are used
/// only while the week file is exactly the one they were made from, and the trends of a store are the same
/// whether its weeks are read whole or from summaries, however it changed in between.
final class TrendsDigestTests: XCTestCase {
    private var folder: URL!
    private var directory: String { folder.appendingPathComponent("store").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-trends-digest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// 2026-01-02 15:00 UTC; the events below spread over five UTC weeks.
    private let base = Date(timeIntervalSince1970: 1_767_366_000)
    private let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: Date(timeIntervalSince1970: 1_767_366_000))

    private func stamp(_ hours: Double) -> EventTimestamp {
        EventTimestamp(utc: base.addingTimeInterval(hours * 3600), timezone: "America/New_York", offsetSeconds: -18_000)
    }

    private func event(_ id: String, _ hours: Double, _ data: EventData, end: Double? = nil) -> Event {
        Event(id: id, babyID: baby.id, loggedBy: "test", start: stamp(hours), end: end.map(stamp), data: data,
              createdAt: base.addingTimeInterval(hours * 3600))
    }

    /// One of each measure, every few hours over five weeks (fractions of a second included).
    private func events() -> [Event] {
        var finished = EventData.Bottle(prepared: Volume(4, .oz), remaining: 0.5, feedingStartedAt: base.addingTimeInterval(3600.25))
        finished.refrigerated = false
        return (0..<140).map { step -> Event in
            let hours = Double(step) * 6 + 0.125
            switch step % 7 {
            case 0: return event("s\(step)", hours, .sleep, end: hours + 2.5)
            case 1: return event("b\(step)", hours, .bottle(finished), end: hours + 0.5)
            case 2: return event("u\(step)", hours, .bottle(EventData.Bottle(prepared: Volume(120, .ml))))
            case 3: return event("f\(step)", hours, .breast(EventData.Breast(startedSide: .left, bothSides: true)), end: hours + 0.3)
            case 4: return event("p\(step)", hours, .pump(EventData.Pump(amount: Volume(90, .ml))), end: hours + 0.2)
            case 5: return event("d\(step)", hours, .diaper(step % 2 == 0 ? .both : .wet), end: hours)
            default: return event("n\(step)", hours, .note(category: nil))
            }
        }
    }

    private func write(_ changes: [RecordChange], in store: JournalStore) throws {
        try store.begin()
        try store.commit(action: .do, summary: "test", changes: changes, at: base, by: "test")
        try store.end()
    }

    /// The facts as the week files decoded whole give them: what the summaries must reproduce.
    private func wholeFacts(_ store: JournalStore, from: Date, to: Date) throws -> [TrendsFact] {
        try store.begin()
        defer { try? store.end() }
        return try store.events(for: baby.id, from: from, to: to).compactMap { TrendsFact($0) }
    }

    private func summaryFacts(from: Date, to: Date) throws -> [TrendsFact] {
        let store = JournalStore(directory: directory)   // a fresh process: nothing of the weeks in memory
        try store.begin()
        defer { try? store.end() }
        return try store.trendsFacts(for: baby.id, from: from, to: to)
    }

    func testSummariesReadBackToTheFactsTheyWereMadeFrom() throws {
        let facts = events().compactMap { TrendsFact($0) }
        // Sleep, a fed bottle's drink, a breast feed, a pumped amount, pee + poop, pee, and nothing (a bottle
        // not fed, a note).
        XCTAssertEqual(Set(facts.map(\.measure)).count, 7, "every measure is in the sample")
        let text = try XCTUnwrap(TrendsDigest.text(facts, length: 1234, crc: 0xDEAD_BEEF))
        XCTAssertEqual(TrendsDigest.facts(Data(text.utf8), length: 1234, crc: 0xDEAD_BEEF), facts)
        // Made from other contents: not used.
        XCTAssertNil(TrendsDigest.facts(Data(text.utf8), length: 1235, crc: 0xDEAD_BEEF))
        XCTAssertNil(TrendsDigest.facts(Data(text.utf8), length: 1234, crc: 0xDEAD_BEEE))
        // Cut short or garbled: not used.
        XCTAssertNil(TrendsDigest.facts(Data(text.utf8.dropLast(7)), length: 1234, crc: 0xDEAD_BEEF))
        for (mark, garbled) in [("\ts\t", "\tq\t"), ("\tb\t", "\tbf\t"), ("\twd\t", "\tdw\t"), (" oz\t", " pt\t"), ("\tp\t", "\t-\t")] {
            XCTAssertTrue(text.contains(mark), mark)
            XCTAssertNil(TrendsDigest.facts(Data(text.replacingOccurrences(of: mark, with: garbled).utf8), length: 1234, crc: 0xDEAD_BEEF), mark)
        }
    }

    /// A summary with tabs, line breaks and bytes added, removed or changed anywhere (a damaged cache)
    /// never traps the reader: it gives nil, or facts only when every line still reads as eight fields,
    /// never more than the text has lines. Seeded, so a failure repeats.
    func testADamagedSummaryNeverTrapsTheReader() throws {
        let text = try XCTUnwrap(TrendsDigest.text(events().compactMap { TrendsFact($0) }, length: 9, crc: 9))
        let original = Array(text.utf8)
        var random = SeededGenerator(seed: 38)
        var readAnyway = 0
        for round in 0..<3_000 {
            var bytes = original
            for _ in 0...Int.random(in: 0...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0...4, using: &random) {
                case 0: bytes.insert(0x09, at: at)
                case 1: bytes.insert(0x0A, at: at)
                case 2: bytes.remove(at: at)
                case 3: bytes[at] = UInt8.random(in: 0...255, using: &random)
                default: bytes.removeSubrange(at..<min(at + Int.random(in: 1...40, using: &random), bytes.count))
                }
                if bytes.isEmpty { bytes = [0x0A] }
            }
            if let facts = TrendsDigest.facts(Data(bytes), length: 9, crc: 9) {
                readAnyway += 1
                XCTAssertLessThanOrEqual(facts.count, bytes.filter { $0 == 0x0A }.count - 1, "round \(round)")
            }
        }
        XCTAssertLessThan(readAnyway, 3_000, "damage is noticed")
    }

    /// Whole seconds are read from their digits; that must give the `Double` the C library's conversion
    /// gives for every such text, and step aside for every other.
    func testWholeSecondsReadAsDoubleReadsThem() {
        var random = SystemRandomNumberGenerator()
        var texts = ["0.0", "-0.0", "1.0", "00.0", "-1.0", "999999999999999.0", "1000000000000000.0", "1.5", "1.00", "+1.0",
                     "1e3", "-", ".0", "1.", "12a.0", "-.0", "831888300.0", "nan", "inf"]
        for _ in 0..<5_000 {
            let seconds = Double(Int.random(in: -2_000_000_000...2_000_000_000, using: &random))
            texts.append("\(seconds)")
            texts.append("\(seconds + Double.random(in: 0..<1, using: &random))")
        }
        var whole = 0
        for text in texts {
            let bytes = Array(text.utf8)
            let read = bytes.withUnsafeBufferPointer { TrendsDigest.wholeSeconds($0) }
            if let read {
                whole += 1
                XCTAssertEqual(read.bitPattern, Double(text)?.bitPattern, text)
            } else {
                let wholeShape = text.wholeMatch(of: /-?[0-9]{1,15}\.0/) != nil
                XCTAssertFalse(wholeShape, "\(text) is whole seconds and was not read as such")
            }
        }
        XCTAssertGreaterThan(whole, 5_000)
    }

    func testAnIdWithATabOrALineBreakIsNeverSummarised() {
        for id in ["a\tb", "a\nb", "a\rb"] {
            let fact = TrendsFact(id: id, babyID: "b1", start: base, end: nil, feedTime: base, measure: TrendsMeasure(sleepSpan: true))
            XCTAssertNil(TrendsDigest.text([fact], length: 1, crc: 1), id.debugDescription)
        }
    }

    func testTrendsFromSummariesMatchTheWeeksReadWholeThroughChanges() throws {
        let all = events()
        let store = JournalStore(directory: directory)
        try write([RecordChange(before: nil, after: .baby(baby))] + all.map { RecordChange(before: nil, after: .event($0)) }, in: store)
        let from = base.addingTimeInterval(-86_400), to = base.addingTimeInterval(40 * 86_400)
        let expected = try wholeFacts(JournalStore(directory: directory), from: from, to: to)
        XCTAssertEqual(expected.count, all.count)

        // The first read writes the summaries; the second reads them.
        XCTAssertEqual(try summaryFacts(from: from, to: to), expected)
        let summaries = try FileManager.default.contentsOfDirectory(atPath: directory + "/cache/trends")
        XCTAssertGreaterThanOrEqual(summaries.count, 5)
        XCTAssertEqual(try summaryFacts(from: from, to: to), expected)

        // An edit to an old week, a deletion and a late log, each from another process: the weeks' files change
        // under their summaries, which must not be used.
        var edited = all[5]   // a diaper in the first week
        edited.data = .diaper(.dirty)
        var deleted = all[0]
        deleted.deletedAt = base
        let late = event("late", 30, .diaper(.wet), end: 30)
        try write([RecordChange(before: .event(all[5]), after: .event(edited))], in: JournalStore(directory: directory))
        try write([RecordChange(before: .event(all[0]), after: .event(deleted))], in: JournalStore(directory: directory))
        try write([RecordChange(before: nil, after: .event(late))], in: JournalStore(directory: directory))
        let changed = try wholeFacts(JournalStore(directory: directory), from: from, to: to)
        XCTAssertNotEqual(changed, expected)
        XCTAssertEqual(try summaryFacts(from: from, to: to), changed)
        XCTAssertEqual(try summaryFacts(from: from, to: to), changed)

        // A summary damaged on disk is read whole instead.
        for name in try FileManager.default.contentsOfDirectory(atPath: directory + "/cache/trends") {
            try Data("hush-trends 1 length 0 crc32c 0\n".utf8).write(to: URL(fileURLWithPath: directory + "/cache/trends/" + name))
        }
        XCTAssertEqual(try summaryFacts(from: from, to: to), changed)
    }

    /// A store of ``events()`` whose trends were read once, so every week has its summary: the facts read
    /// whole, the range they cover, and the summaries' folder and names.
    private func summarisedStore() throws -> (all: [Event], expected: [TrendsFact], from: Date, to: Date, folder: String, names: [String]) {
        let all = events()
        let store = JournalStore(directory: directory)
        try write([RecordChange(before: nil, after: .baby(baby))] + all.map { RecordChange(before: nil, after: .event($0)) }, in: store)
        let from = base.addingTimeInterval(-86_400), to = base.addingTimeInterval(40 * 86_400)
        let expected = try wholeFacts(JournalStore(directory: directory), from: from, to: to)
        XCTAssertEqual(try summaryFacts(from: from, to: to), expected)
        let folder = directory + "/cache/trends/"
        return (all, expected, from, to, folder, try FileManager.default.contentsOfDirectory(atPath: folder))
    }

    /// Summaries are written oldest first (ties by id), so a month's facts come in order and need no
    /// real sort; one written in another order (by a build before this) still gives the same facts.
    func testSummariesAreWrittenOldestFirstAndOnesInAnotherOrderStillRead() throws {
        let (all, expected, from, to, folder, names) = try summarisedStore()
        var lineCount = 0
        var random = SeededGenerator(seed: 7)
        for name in names {
            let text = try String(contentsOfFile: folder + name, encoding: .utf8)
            var lines = text.split(separator: "\n").map(String.init)
            let keys = lines.dropFirst().map { line -> (Double, String) in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                return (Double(fields[2]) ?? .nan, String(fields[0]))
            }
            XCTAssertTrue(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, name)
            lineCount += keys.count
            let header = lines.removeFirst()
            lines.shuffle(using: &random)
            try Data(([header] + lines + [""]).joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: folder + name))
        }
        XCTAssertEqual(lineCount, all.count)
        XCTAssertEqual(try summaryFacts(from: from, to: to), expected)
    }

    /// A summary written by a build that wrote the kind's measure by name ("hush-trends 1"), made from
    /// exactly today's week files, is never read as the new format: the week is read whole and the
    /// summary rewritten.
    func testASummaryInTheOldFormatIsRebuiltNotMisread() throws {
        let (_, expected, from, to, folder, names) = try summarisedStore()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            // The same week's length and checksum; every event a sleep in version 1's spelling.
            let text = try String(contentsOfFile: folder + name, encoding: .utf8)
            var lines = text.split(separator: "\n").map(String.init)
            XCTAssertTrue(lines[0].hasPrefix("hush-trends 2 "), lines[0])
            lines[0] = lines[0].replacingOccurrences(of: "hush-trends 2 ", with: "hush-trends 1 ")
            for index in lines.indices.dropFirst() {
                let fields = lines[index].split(separator: "\t", omittingEmptySubsequences: false)
                lines[index] = [fields[0], fields[1], "sleep", fields[2], fields[3], fields[4]].joined(separator: "\t")
            }
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: folder + name))
        }
        XCTAssertEqual(try summaryFacts(from: from, to: to), expected)
        for name in names {
            let text = try String(contentsOfFile: folder + name, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("hush-trends 2 "), name)
        }
        XCTAssertEqual(try summaryFacts(from: from, to: to), expected)
    }

    /// What each kind adds to its day, as its payload says: the counts trends make.
    func testEachKindSaysWhatItAddsToItsDay() {
        func measure(_ data: EventData, end: Double? = nil) -> TrendsMeasure? { TrendsFact(event("e", 0, data, end: end))?.measure }
        var feeding = EventData.Bottle(prepared: Volume(120, .ml), feedingStartedAt: base)
        XCTAssertEqual(measure(.sleep, end: 1), TrendsMeasure(sleepSpan: true))
        XCTAssertEqual(measure(.bottle(EventData.Bottle(prepared: Volume(120, .ml)))), .logged, "prepared, not fed")
        XCTAssertEqual(measure(.bottle(feeding)), TrendsMeasure(feed: .init(breast: false)), "feeding, not finished")
        feeding.remaining = 20
        XCTAssertEqual(measure(.bottle(feeding), end: 1), TrendsMeasure(feed: .init(breast: false, drank: Volume(100, .ml))))
        XCTAssertEqual(measure(.bottle(EventData.Bottle(prepared: nil)), end: 1), TrendsMeasure(feed: .init(breast: false)),
                       "finished without an amount: a feed, nothing drunk known")
        feeding.discarded = true
        XCTAssertEqual(measure(.bottle(feeding), end: 1), .logged, "thrown away")
        XCTAssertEqual(measure(.breast(EventData.Breast(startedSide: .right, bothSides: false)), end: 1), TrendsMeasure(feed: .init(breast: true)))
        XCTAssertEqual(measure(.pump(EventData.Pump(amount: Volume(3, .oz))), end: 1), TrendsMeasure(pumping: .init(amount: Volume(3, .oz))))
        XCTAssertEqual(measure(.pump(EventData.Pump(amount: nil)), end: 1), TrendsMeasure(pumping: .init(amount: nil)))
        XCTAssertEqual(measure(.diaper(.wet)), TrendsMeasure(wet: true))
        XCTAssertEqual(measure(.diaper(.dirty)), TrendsMeasure(dirty: true))
        XCTAssertEqual(measure(.diaper(.both)), TrendsMeasure(wet: true, dirty: true))
        XCTAssertEqual(measure(.diaper(nil)), .logged)
        XCTAssertEqual(measure(.note(category: "Medication")), .logged)
        XCTAssertEqual(measure(.solids(Solids(foods: ["banana"]))), .logged)
    }

    func testTheTableIsTheSameFromFactsAsFromEvents() throws {
        let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
        let now = base.addingTimeInterval(30 * 86_400 + 3600)
        let all = events()
        let fromEvents = DailyTrends.build(events: all, days: 30, baby: baby, now: now, calendar: calendar)
        let text = try XCTUnwrap(TrendsDigest.text(all.compactMap { TrendsFact($0) }, length: 9, crc: 9))
        let facts = try XCTUnwrap(TrendsDigest.facts(Data(text.utf8), length: 9, crc: 9))
        let fromFacts = DailyTrends.build(facts: facts, days: 30, baby: baby, now: now, calendar: calendar)
        XCTAssertEqual(fromEvents.days, fromFacts.days)
        XCTAssertGreaterThan(fromFacts.days.map(\.feeds).reduce(0, +), 0)
        XCTAssertGreaterThan(fromFacts.days.map(\.naps).reduce(0, +) + fromFacts.days.map(\.wet).reduce(0, +), 0)
    }
}
