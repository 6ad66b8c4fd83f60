import Foundation
import XCTest
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices

/// PRD 13's CSV export (`CSVExport`, `CSVField`); the clipboard it can be copied to is tested with the
/// executable that owns it (`ClipboardTests`).
final class CSVExportTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    var now: Date { at(20, 0) }
    let header = "date,time,event_type,duration_minutes,amount_prepared_oz,amount_consumed_oz,diaper_contents,logged_by,notes"

    func at(_ hour: Int, _ minute: Int, day: Int = 2, month: Int = 1) -> Date {
        calendar.instant(from: CivilDateTime(year: 2026, month: month, day: day, hour: hour, minute: minute))
    }

    func event(_ data: EventData, _ start: Date, _ end: Date?, notes: String? = nil, id: String? = nil) -> Event {
        Event(id: id ?? UUID().uuidString, babyID: "b1", loggedBy: "gavin", start: calendar.timestamp(start),
              end: end.map(calendar.timestamp), data: data, notes: notes, createdAt: start)
    }

    /// The data rows of an export, split naively (fine for rows without quoted fields).
    func rows(_ events: [Event], range: CSVExport.Range = .all) -> [String] {
        let text = CSVExport.text(events: events, range: range, now: now, calendar: calendar)
        XCTAssertTrue(text.hasPrefix(header + "\r\n"))
        return Array(text.components(separatedBy: "\r\n").dropFirst().dropLast())
    }

    func testHeaderIsExactlyThePRDColumnsAndEndsWithCRLF() {
        XCTAssertEqual(CSVExport.text(events: [], range: .all, now: now, calendar: calendar), header + "\r\n")
        XCTAssertEqual(CSVExport.columns.joined(separator: ","), header)
        XCTAssertEqual(CSVExport.Range.allCases.map(\.rawValue), ["24h", "7d", "30d", "all"])
    }

    func testBottlesInOuncesAndMillilitres() {
        let ounces = event(.bottle(.init(prepared: Volume(4, .oz), remaining: 0.5)), at(8, 15), at(8, 40))
        // 120 ml is 4.0577 oz; 100 ml drunk is 3.3814 oz.
        let millilitres = event(.bottle(.init(prepared: Volume(120, .ml), remaining: 20)), at(11, 0), at(11, 30), notes: "Finished")
        let whole = event(.bottle(.init(prepared: Volume(4, .oz), remaining: 0)), at(12, 0), at(12, 0))
        XCTAssertEqual(rows([ounces, millilitres, whole]), [
            "2026-01-02,08:15,eat,,4,3.5,,gavin,",
            "2026-01-02,11:00,eat,,4.06,3.38,,gavin,Finished",
            "2026-01-02,12:00,eat,,4,4,,gavin,",
        ])
    }

    func testOpenBottleHasNoConsumedAndDiscardedBottleConsumedZero() {
        var discarded = EventData.Bottle(prepared: Volume(150, .ml))
        discarded.discarded = true
        let open = event(.bottle(.init(prepared: Volume(5, .oz))), at(18, 0), nil)
        let waste = event(.bottle(discarded), at(9, 0), at(11, 30), notes: "too warm")
        XCTAssertEqual(rows([open, waste]), [
            "2026-01-02,09:00,eat,,5.07,0,,gavin,discarded; too warm",
            "2026-01-02,18:00,eat,,5,,,gavin,",
        ])
    }

    func testBreastFeedsHaveDurationAndSidesInNotes() {
        let both = event(.breast(.init(startedSide: .right, bothSides: true)), at(7, 0), at(7, 14), notes: "fussy")
        let left = event(.breast(.init(startedSide: .left, bothSides: false)), at(10, 0), at(10, 9))
        let running = event(.breast(.init(startedSide: .left, bothSides: false)), at(19, 50), nil)
        XCTAssertEqual(rows([both, left, running]), [
            "2026-01-02,07:00,eat,14,,,,gavin,breast R+L; fussy",
            "2026-01-02,10:00,eat,9,,,,gavin,breast L",
            "2026-01-02,19:50,eat,,,,,gavin,breast L",
        ])
    }

    func testSleepDurationRoundsToWholeMinutesAndOngoingIsEmpty() {
        let nap = event(.sleep, at(9, 30), at(10, 15).addingTimeInterval(29), notes: "Fussy before sleep")
        let rounded = event(.sleep, at(12, 15), at(13, 44).addingTimeInterval(30))
        let overnight = event(.sleep, at(19, 0, day: 1), at(6, 5))
        let ongoing = event(.sleep, at(19, 30), nil)
        XCTAssertEqual(rows([nap, rounded, overnight, ongoing]), [
            "2026-01-01,19:00,sleep,665,,,,gavin,",
            "2026-01-02,09:30,sleep,45,,,,gavin,Fussy before sleep",
            "2026-01-02,12:15,sleep,90,,,,gavin,",
            "2026-01-02,19:30,sleep,,,,,gavin,",
        ])
    }

    func testDiapersNameTheirContents() {
        let events = DiaperContents.allCases.enumerated().map { index, contents in
            event(.diaper(contents), at(10 + index, 20), at(10 + index, 20), notes: contents == .both ? "Blowout" : nil)
        }
        XCTAssertEqual(rows(events), [
            "2026-01-02,10:20,diaper,,,,wet,gavin,",
            "2026-01-02,11:20,diaper,,,,dirty,gavin,",
            "2026-01-02,12:20,diaper,,,,both,gavin,Blowout",
        ])
    }

    /// What an import kept without a detail leaves that cell empty: no amounts, no contents.
    func testMissingDetailsAreEmptyCells() {
        let events = [event(.bottle(.init(prepared: nil)), at(8, 0), at(8, 0)), event(.diaper(nil), at(9, 0), at(9, 0))]
        XCTAssertEqual(rows(events), ["2026-01-02,08:00,eat,,,,,gavin,", "2026-01-02,09:00,diaper,,,,,gavin,"])
    }

    func testNotesAreQuotedTheRFC4180Way() {
        let tricky = event(.note(category: "Medication"), at(9, 5), at(9, 5), notes: "vitamin D, 400 \"IU\"\nthen nap")
        let plain = event(.note(category: nil), at(9, 10), at(9, 10), notes: "first smile")
        let text = CSVExport.text(events: [tricky, plain], range: .all, now: now, calendar: calendar)
        XCTAssertEqual(text, header + "\r\n"
            + "2026-01-02,09:05,note,,,,,gavin,\"Medication: vitamin D, 400 \"\"IU\"\"\nthen nap\"\r\n"
            + "2026-01-02,09:10,note,,,,,gavin,first smile\r\n")
        // A line break inside a note is kept and quoted; a lone carriage return (which would overwrite a
        // terminal line) is written escaped, as every control character is (docs/terminal-text.md).
        XCTAssertEqual(CSVField.escaped("a\r\nb"), "\"a\r\nb\"")
        XCTAssertEqual(CSVField.escaped("a\rb"), #"a\u000db"#)
        XCTAssertEqual(CSVField.escaped(" plain "), " plain ")
        XCTAssertEqual(CSVField.escaped("\""), "\"\"\"\"")
    }

    func testRangesReachBackFromNow() {
        let hoursAgo = [1, 23, 25, 6 * 24, 8 * 24, 29 * 24, 31 * 24, 400 * 24]
        let events = hoursAgo.map { event(.diaper(.wet), now.addingTimeInterval(Double(-$0) * 3600), nil) }
        XCTAssertEqual(rows(events, range: .day).count, 2)
        XCTAssertEqual(rows(events, range: .week).count, 4)
        XCTAssertEqual(rows(events, range: .month).count, 6)
        XCTAssertEqual(rows(events, range: .all).count, 8)
    }

    func testWeekBoundaryIsTheSameWallTimeAcrossDaylightSaving() {
        // US clocks went forward on 2026-03-08: "7 days" before 12:00 on the 10th is 12:00 on the 3rd,
        // only 6 days 23 hours of elapsed time, so a plain 7 × 86,400 seconds would take in 11:00 as well.
        let tuesday = at(12, 0, day: 10, month: 3)
        let inside = event(.diaper(.wet), at(12, 0, day: 3, month: 3), nil)
        let outside = event(.diaper(.dirty), at(11, 30, day: 3, month: 3), nil)
        let text = CSVExport.text(events: [inside, outside], range: .week, now: tuesday, calendar: calendar)
        XCTAssertEqual(text, header + "\r\n2026-03-03,12:00,diaper,,,,wet,gavin,\r\n")
    }

    func testDeletedEventsAreLeftOutAndRowsAreChronological() {
        var deleted = event(.diaper(.both), at(9, 0), nil)
        deleted.deletedAt = at(9, 5)
        let events = [event(.sleep, at(13, 0), at(14, 0)), deleted, event(.diaper(.wet), at(8, 0), nil),
                      event(.diaper(.dirty), at(10, 0), nil, id: "b"), event(.diaper(.wet), at(10, 0), nil, id: "a")]
        XCTAssertEqual(rows(events.shuffled()), [
            "2026-01-02,08:00,diaper,,,,wet,gavin,",
            "2026-01-02,10:00,diaper,,,,wet,gavin,",
            "2026-01-02,10:00,diaper,,,,dirty,gavin,",
            "2026-01-02,13:00,sleep,60,,,,gavin,",
        ])
    }

    func testDateAndTimeAreTheWallClockWhereTheEventWasLogged() {
        // Logged in London at 01:30 on the 2nd; the exporting session is in New York, where it was 20:30 on the 1st.
        let london = ZonedCalendar(zone: ZoneRules(identifier: "Europe/London")!)
        var trip = event(.diaper(.wet), at(20, 30, day: 1), nil)
        trip.start = london.timestamp(trip.start.utc)
        XCTAssertEqual(rows([trip]), ["2026-01-02,01:30,diaper,,,,wet,gavin,"])
    }

    func testEveryFieldSurvivesARealCSVParser() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no /usr/bin/python3") }
        let notes = ["plain", "comma, inside", "say \"hi\"", "two\nlines", "crlf\r\nlines", "\"quoted\", all, over\n",
                     "  spaces  ", "", "émoji 🍼; unicode", "trailing quote\""]
        var events = notes.enumerated().map { index, text in
            event(.sleep, at(6, index), at(7, index), notes: text.isEmpty ? nil : text)
        }
        events.append(event(.note(category: "Feeding"), at(15, 0), nil, notes: "spat up, a lot\n\"again\""))
        events.append(event(.breast(.init(startedSide: .left, bothSides: true)), at(16, 0), at(16, 20), notes: "a,b"))
        let text = CSVExport.text(events: events, range: .all, now: now, calendar: calendar)
        let parsed = try parseWithPython(text)
        let expected = [CSVExport.columns] + events.sorted { $0.start.utc < $1.start.utc }.map(CSVExport.fields(of:))
        XCTAssertEqual(parsed, expected)
        XCTAssertEqual(parsed.dropFirst().prefix(notes.count).map(\.[8]), notes)
        XCTAssertEqual(parsed[notes.count + 1][8], "Feeding: spat up, a lot\n\"again\"")
        XCTAssertEqual(parsed[notes.count + 2][8], "breast L+R; a,b")
    }

    /// Rows as Python's `csv` module reads them (strict mode), returned as JSON.
    func parseWithPython(_ text: String) throws -> [[String]] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hush-csv-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = "import csv, json, sys\nwith open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
            + "    json.dump(list(csv.reader(f, strict=True)), sys.stdout)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return try JSONDecoder().decode([[String]].self, from: data)
    }

    func testTwoYearsExportQuickly() {
        // About 20,000 events, two years of history; the bound is loose for debug builds.
        let kinds: [EventData] = [.sleep, .diaper(.both), .bottle(.init(prepared: Volume(120, .ml), remaining: 10)),
                                  .breast(.init(startedSide: .left, bothSides: true)), .note(category: "Bath")]
        let events = (0..<20_000).map { index in
            event(kinds[index % kinds.count], now.addingTimeInterval(Double(-index) * 3000), now.addingTimeInterval(Double(-index) * 3000 + 600),
                  notes: index % 3 == 0 ? "note \(index), with a comma" : nil)
        }
        let started = Date()
        let text = CSVExport.text(events: events, range: .all, now: now, calendar: calendar)
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(text.components(separatedBy: "\r\n").count, 20_002)
        // Printed, never asserted: speed is the benchmark's to measure.
        print("exporting 20,000 events took \(String(format: "%.2f", elapsed)) s")
    }
}
