import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushServices
@testable import HushKit
import XCTest

/// A baby's event before the day it was born is a slip of the time ("2000h ago" for "2h ago", ten
/// digits for three), never logged: once, "wet diaper 999999999h ago" was confirmed as logged at a time
/// the journal could only write as year 0, which the export then left out. A parent's pumping may come
/// before the birth, by up to a year. An edit is held to the same.
final class BeforeBirthTests: XCTestCase {
    /// 2026-12-05 12:00 UTC, 7:00 AM in New York; Eddie born 2026-10-01.
    let now = Date(timeIntervalSince1970: 1_796_472_000)

    func withDispatcher(_ body: (Session, Dispatcher) throws -> Void) throws {
        try InProcessSession.with(now: now) { session, dispatcher in
            _ = try run(dispatcher, "new baby Eddie born 2026-10-01")
            try body(session, dispatcher)
        }
    }

    func run(_ dispatcher: Dispatcher, _ line: String) throws -> any Answer { try InProcessSession.run(dispatcher, line) }

    func testABabysEventBeforeItsBirthDayIsRefusedAtItsTime() throws {
        try withDispatcher { session, dispatcher in
            let lines = ["wet diaper 999999999h ago", "wet diaper 2000h ago", "slept 2 hours 999999999h ago", "napped from sep 30 1pm to 2pm",
                         "ate 4oz 99999 hours ago", "had banana 3000 hours ago", "nursed left 10 min 2000h ago",
                         "pumped 4oz 99999 hours ago", "pumped 4oz 999999999h ago"]
            for line in lines {
                XCTAssertThrowsError(try run(dispatcher, line), line) { error in
                    guard case .beforeBirth(let name, let born, _, let range)? = error as? DomainError else {
                        return XCTFail("\(line): \(error)")
                    }
                    XCTAssertEqual(name, "Eddie")
                    XCTAssertEqual(born, "Thu Oct 1 2026")
                    // The caret is under the time said.
                    let at = try? XCTUnwrap(range, line)
                    let said = at.map { String(Array(line)[$0.start..<min($0.end, line.count)]) } ?? ""
                    XCTAssertTrue(said.contains("ago") || said.contains("sep 30"), "\(line): \(said)")
                }
            }
            XCTAssertEqual(try session.store.allEvents().count, 0, "nothing refused was logged")
            // The birth day itself, the days after, and a parent's pumping within the year before are logged.
            for line in ["wet diaper 1000h ago", "pumped 4oz 2000h ago", "napped from oct 1 1am to 2am"] {
                XCTAssertNoThrow(try run(dispatcher, line), line)
            }
            XCTAssertEqual(try session.store.allEvents().count, 3)
        }
    }

    func testAnEditCannotMoveAnEventBeforeTheBirthEither() throws {
        try withDispatcher { session, dispatcher in
            _ = try run(dispatcher, "wet diaper")
            for line in ["edit the last diaper to 999999999h ago", "move the last diaper to 2000h ago"] {
                XCTAssertThrowsError(try run(dispatcher, line), line) { error in
                    guard case .beforeBirth(_, _, _, let range?)? = error as? DomainError else { return XCTFail("\(line): \(error)") }
                    XCTAssertTrue(String(Array(line)[range.start..<min(range.end, line.count)]).hasSuffix("ago"), line)
                }
            }
            XCTAssertEqual(try session.store.allEvents().map(\.start.utc), [now], "the diaper kept its time")
            XCTAssertNoThrow(try run(dispatcher, "move the last diaper to 2h ago"))
        }
    }
}
