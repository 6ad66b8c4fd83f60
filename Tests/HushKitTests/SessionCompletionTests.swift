import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushKit
import XCTest

/// Tab completion offers command words first, baby names where a name fits, help topics after `help`.
final class SessionCompletionTests: XCTestCase {
    func testCompletesWordsNamesAndTopics() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-completion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = JournalStore(directory: folder.path)
        let calendar = ZonedCalendar(zone: ZoneRules(identifier: "UTC")!)
        let session = Session(store: store, calendar: calendar, person: "t", fixedNow: Date(timeIntervalSince1970: 1_767_384_000))
        try store.begin()
        _ = try Dispatcher(session: session).run(try CommandParser().parse("new baby Eddie born 2025-09-01"))
        _ = try Dispatcher(session: session).run(try CommandParser().parse("new baby Mia born 2025-12-01"))
        try store.end()
        let completion = SessionCompletion(session: session)
        XCTAssertEqual(completion.completions(prefix: "sta", lineBefore: ""), ["status"])
        XCTAssertEqual(completion.completions(prefix: "M", lineBefore: "baby "), ["Mia"])
        XCTAssertEqual(completion.completions(prefix: "E", lineBefore: "wet diaper for "), ["Eddie"])
        XCTAssertEqual(completion.completions(prefix: "m", lineBefore: "set nap "), ["method"])
        XCTAssertEqual(completion.completions(prefix: "", lineBefore: "set nap method "), ["by-nap", "standard"])
        XCTAssertEqual(completion.completions(prefix: "bo", lineBefore: "help "), ["bottles"])
        XCTAssertTrue(completion.completions(prefix: "dia", lineBefore: "wet ").contains("diaper"))
    }
}
