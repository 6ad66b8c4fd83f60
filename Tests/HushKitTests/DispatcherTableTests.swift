import Foundation
import XCTest
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushRendering
@testable import HushKit

/// The dispatcher's table picks each command's feature handler; the handlers do what the Runner and the
/// executable used to do for them (the network step, the clipboard), through what the session is given.
final class DispatcherTableTests: XCTestCase {
    var session: Session!
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-table-\(UUID().uuidString)")

    override func setUpWithError() throws {
        let calendar = ZonedCalendar(zone: ZoneRules(identifier: "UTC")!)
        session = Session(store: JournalStore(directory: folder.path), calendar: calendar, person: "t",
                          fixedNow: Date(timeIntervalSince1970: 1_767_384_000))
        try session.store.begin()
        _ = try Dispatcher(session: session).run(try CommandParser().parse("new baby Eddie born 2025-09-01"))
    }

    override func tearDownWithError() throws {
        try session.store.end()
        try? FileManager.default.removeItem(at: folder)
    }

    func handlerName(_ line: String) throws -> String {
        let parsed = try CommandParser(knownNames: ["Eddie"]).parse(line)
        return "\(type(of: Dispatcher(session: session).handler(for: parsed.command)))"
    }

    func testEachFamilyHasItsHandlerAndViewsAreTheFallback() throws {
        let expected = [
            "wet diaper": "EventsHandler", "undo": "EventsHandler", "delete 1": "EventsHandler",
            "status": "ViewsHandler", "foods": "ViewsHandler", "today": "ViewsHandler", "next nap": "ViewsHandler",
            "did he poop today?": "ViewsHandler", "settings": "SettingsHandler", "help": "SettingsHandler",
            "quit": "SettingsHandler", "people": "PeopleHandler", "routines": "RoutinesHandler",
            "export json": "DataHandler", "reminders": "RemindersHandler", "conflicts": "SyncHandler",
            "sync": "SyncHandler", "check store": "StoreHandler",
        ]
        for (line, handler) in expected {
            XCTAssertEqual(try handlerName(line), handler, line)
        }
    }

    func testSyncReleasesTheStoreBeforeItNeedsTheServer() throws {
        var released = 0
        session.releaseStore = { released += 1 }
        XCTAssertThrowsError(try Dispatcher(session: session).run(try CommandParser().parse("sync"))) { error in
            XCTAssertEqual(error as? SyncError, .noServer)
        }
        XCTAssertEqual(released, 1)
        // Commands that need no network keep the store: nothing is released for them.
        _ = try Dispatcher(session: session).run(try CommandParser().parse("conflicts"))
        XCTAssertEqual(released, 1)
    }

    func testCopyingWithoutAClipboardSaysSoAndCopyingWithOneUsesIt() throws {
        XCTAssertThrowsError(try Dispatcher(session: session).run(try CommandParser().parse("export csv --copy"))) { error in
            XCTAssertTrue("\(error)".contains("no clipboard here"), "\(error)")
        }
        final class Kept: ClipboardWriter {
            var text = ""
            func copy(_ text: String) throws -> String { self.text = text; return "kept" }
        }
        let kept = Kept()
        session.clipboard = kept
        _ = try Dispatcher(session: session).run(try CommandParser().parse("wet diaper"))
        let answer = try Dispatcher(session: session).run(try CommandParser().parse("export csv --copy"))
        XCTAssertEqual(try answer.text(style: TextStyle(enabled: false)), "Copied 1 event of Eddie's (all time) to the clipboard (kept) as CSV")
        XCTAssertTrue(kept.text.hasPrefix("date,time,event_type"), kept.text)
        XCTAssertTrue(kept.text.contains(",diaper,"), kept.text)
    }
}
