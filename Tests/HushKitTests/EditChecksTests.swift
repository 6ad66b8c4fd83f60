import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushServices
@testable import HushRendering
@testable import HushKit
import XCTest

/// An edit is checked as a new log of the changed event is, on a real store with the clock pinned at
/// 3 PM: an unlikely amount asks first (and a script's line must end in "yes"), what no bottle holds
/// and a span of no length are refused, and a refusal leaves the store as it was.
final class EditChecksTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie"])
    var folder: URL!
    var session: Session!
    var dispatcher: Dispatcher!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-edit-checks-\(UUID().uuidString)")
        session = Session(store: JournalStore(directory: folder.path), calendar: ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!),
                          person: "gavin", fixedNow: Date(timeIntervalSince1970: 1_767_384_000))
        try session.store.begin()
        dispatcher = Dispatcher(session: session)
        try run("new baby Eddie born 2025-09-01")
    }

    override func tearDown() {
        try? session.store.end()
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func run(_ line: String) throws -> String {
        (try dispatcher.run(try parser.parse(line)) as? RecordedAnswer)?.summary ?? ""
    }

    /// The line's error as a script shows it; the store's events are checked unchanged.
    func refusal(_ line: String, file: StaticString = #filePath, line number: UInt = #line) throws -> Error? {
        let before = try session.store.allEvents()
        defer { XCTAssertEqual(try? session.store.allEvents(), before, "'\(line)' changed nothing", file: file, line: number) }
        do {
            try run(line)
            return nil
        } catch {
            return error
        }
    }

    func message(_ error: Error?) -> String? { error.map { ErrorReport.describe($0).message } }

    func testAnUnlikelyBottleEditAsksAndAnImpossibleOneIsRefused() throws {
        try run("ate 4oz, 0.5 left")
        XCTAssertEqual(message(try refusal("last bottle was 40oz")), "40 oz is more than a bottle holds")
        let asked = try XCTUnwrap(try refusal("last bottle was 14oz") as? ConfirmationRequest)
        XCTAssertEqual(asked.question, "A bottle of 14 oz is more than 12 oz (355 ml). Change it anyway?")
        XCTAssertEqual(message(asked), "a bottle of 14 oz is more than 12 oz (355 ml); check it, and say it again ending in 'yes' to log it")
        XCTAssertTrue(try parser.parse("last bottle was 14oz, yes").confirmed)
        XCTAssertEqual(try run("last bottle was 14oz, yes"),
                       "Changed the 4 oz bottle: now 3:00 PM, 14 oz, 0.5 oz left, was 3:00 PM, 4 oz, 0.5 oz left")
        // Confirmed once, the same doubt is not asked again for a change beside it.
        XCTAssertEqual(try run("last bottle had 1 left"),
                       "Changed the 14 oz bottle: now 3:00 PM, 14 oz, 1 oz left, was 3:00 PM, 14 oz, 0.5 oz left")
    }

    func testAnEditedBottleKeepsItsLeftoverAndTheUnitsSetting() throws {
        try run("ate 4oz, 0.5 left")
        XCTAssertEqual(try run("last bottle was 120ml"),
                       "Changed the 4 oz bottle: now 3:00 PM, 120 ml, 14.79 ml left, was 3:00 PM, 4 oz, 0.5 oz left")
        // "ate 5" logs 5 oz in an ounce household; so does the edit, whatever unit the bottle had.
        XCTAssertEqual(try run("last bottle was 5"),
                       "Changed the 120 ml bottle: now 3:00 PM, 5 oz, 0.5 oz left, was 3:00 PM, 120 ml, 14.79 ml left")
        XCTAssertEqual(message(try refusal("last bottle was 150")), "150 oz is more than a bottle holds; did you mean 150 ml?")
    }

    func testAnEditedNapIsRefusedAnEndAtOrBeforeItsStart() throws {
        try run("napped from 12:10 to 1:30pm")
        XCTAssertEqual(message(try refusal("last nap started at 1:30")),
                       "the sleep would start at 1:30 PM and end at 1:30 PM; its start must come before its end, so say a start before 1:30 PM, or 'move the last sleep to …' to move it whole")
        XCTAssertEqual(message(try refusal("last nap ended at 12:10")),
                       "the sleep would start at 12:10 PM and end at 12:10 PM; its end must come after its start, so say an end after 12:10 PM")
        XCTAssertNotNil(try refusal("last nap started at 2"))
        XCTAssertEqual(try run("last nap started at 12:00"), "Changed the sleep: now 12:00 PM – 1:30 PM, was 12:10 PM – 1:30 PM")
    }
}
