import Foundation
@testable import HushDomain
@testable import HushServices
import XCTest

/// Pumping rows of the three apps' exports become pump sessions (they were notes, or left out), on rows
/// written here and on the real Huckleberry exports in `../shared/data` (skipped when absent).
extension ImporterTests {

    func testHuckleberryPumpRowsInEveryShape() throws {
        // Listed oldest first, as the import orders its events.
        let batch = try huckleberry([
            "Pump,2021-07-14 22:39,,00:17,30ml,,,Plus 15ml hand expression ",
            "Pump,2021-07-15 08:00,,,,,,",
            "Pump,2021-07-19 09:40,2021-07-19 10:20,00:40,45ml,,95ml,",
            "Pump,2021-09-02 19:24,2021-09-02 19:34,00:10,0ml,,99.99999999999999ml,",
            "Pump,2025-03-20 09:42,,,70ml,,,",
        ])
        let pumps: [EventData.Pump?] = batch.events.map { $0.data.pump }
        let amounts: [Volume?] = pumps.map { $0?.amount }
        XCTAssertEqual(amounts, [Volume(30, .ml), nil, Volume(140, .ml), Volume(100, .ml), Volume(70, .ml)])
        XCTAssertTrue(pumps.allSatisfy { $0?.left == nil && $0?.right == nil && $0?.storage == nil },
                      "the export doesn't say which side is which, nor where the milk went: nothing is guessed")
        XCTAssertEqual(batch.events[2].notes, "per side in the export: 45 ml and 95 ml (which side is which isn't recorded)")
        XCTAssertEqual(batch.events[2].end?.utc, at(2021, 7, 19, 10, 20))
        XCTAssertEqual(batch.events[0].end?.utc, at(2021, 7, 14, 22, 56), "Start plus Duration when there is no End")
        XCTAssertEqual(batch.events[0].notes, "Plus 15ml hand expression")
        XCTAssertEqual(batch.events[4].end?.utc, batch.events[4].start.utc, "no end and no length: a moment")
        XCTAssertEqual(batch.incomplete.map { $0.reason }, ["a pumping session with no amount"])
    }

    func testBabyBuddyPumpingFiles() throws {
        let newer = try babyBuddy([
            "id,child_id,child_first_name,child_last_name,amount,start,end,notes",
            "1,1,Eddie,B,120,2026-01-02 08:00:00,2026-01-02 08:20:00,",
            "2,1,Eddie,B,3.5,2026-01-02 12:00:00,2026-01-02 12:15:00,evening",
        ])
        let amounts: [Volume?] = newer.events.map { $0.data.pump?.amount }
        XCTAssertEqual(amounts, [Volume(120, .ml), Volume(3.5, .oz)])
        let ends: [Date?] = newer.events.map { $0.end?.utc }
        XCTAssertEqual(ends, [at(2026, 1, 2, 8, 20), at(2026, 1, 2, 12, 15)])
        let older = try babyBuddy(["child_id,amount,time,notes", "1,90,2026-01-03 07:00:00,"])
        let older90: [Volume?] = older.events.map { $0.data.pump?.amount }
        XCTAssertEqual(older90, [Volume(90, .ml)])
    }

    func testBabyConnectPumping() throws {
        let batch = try babyConnect([
            "12/12/20 7:05 PM,12/12/20 7:25 PM,20,Pumping,4,,Mom pumped 4 oz,,A",
            "12/12/20 9:30 AM,,,Pumping,120,,,,A",
        ])
        let amounts: [Volume?] = batch.events.map { $0.data.pump?.amount }
        XCTAssertEqual(amounts, [Volume(120, .ml), Volume(4, .oz)], "oldest first; Text gives the unit")
        XCTAssertEqual(batch.events.map { $0.loggedBy }, ["A", "A"])
        XCTAssertEqual(batch.events[1].notes, "Mom pumped 4 oz")
        XCTAssertEqual(batch.events[0].notes, "no unit in the export; read as ml")
    }

    /// The real exports' Pump rows (31 and 171 of them) are all kept as pump sessions.
    func testRealHuckleberryPumpRows() throws {
        for (file, expected) in [("huckleberry-export-a.csv", 31), ("huckleberry-export-b.csv", 171)] {
            let text = try real(file)
            let batch = try HuckleberryImporter.read(text, context: context("huckleberry"))
            let pumps = batch.events.filter { $0.kind == .pump }
            let lines = text.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("\"Pump\"") }
            XCTAssertEqual(lines.count, expected, file)
            XCTAssertEqual(pumps.count, Set(lines).count, "\(file): every distinct Pump row is a pumping session")
            XCTAssertTrue(pumps.allSatisfy { ($0.data.pump?.amount?.value ?? 0) < 600 }, file)
            XCTAssertFalse(batch.events.contains { $0.data == .note(category: "Pumping") }, "\(file): no pumping left as a note")
        }
    }
}
