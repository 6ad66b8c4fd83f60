import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushRendering
@testable import HushKit
import XCTest

/// Questions in process, on a temporary store with a fixed clock: the three renderings of one answer,
/// the store untouched, and answers that follow the clock.
final class QuestionAnswerTests: XCTestCase {
    /// 2026-01-02 15:00 in New York.
    let now = Date(timeIntervalSince1970: 1_767_384_000)

    func withSession(_ body: (Session, Dispatcher) throws -> Void) throws { try InProcessSession.with(now: now, body) }

    func run(_ dispatcher: Dispatcher, _ line: String) throws -> any Answer { try InProcessSession.run(dispatcher, line) }

    func testOneAnswerThreeWaysAndNoWrite() throws {
        try withSession { session, dispatcher in
            for line in ["new baby Eddie born 2025-09-01", "poop at 9am", "fell asleep at 2:15pm"] { _ = try run(dispatcher, line) }
            let journal = try session.store.allEvents()
            let poop = try run(dispatcher, "did he poop today")
            XCTAssertEqual(try HumanRenderer(style: TextStyle(enabled: false)).render(poop), "Yes: 1 poop today, at 9:00 AM")
            XCTAssertEqual(try SpeechRenderer().render(poop), "Yes. One poop today, at nine AM.")
            let json = try JSONSerialization.jsonObject(with: Data(try JSONRenderer().render(poop).utf8)) as? [String: Any]
            XCTAssertEqual(json?["ok"] as? Bool, true)
            XCTAssertEqual(json?["question"] as? String, "did-poop")
            XCTAssertEqual((json?["facts"] as? [String: Any])?["count"] as? Int, 1)
            XCTAssertEqual((json?["facts"] as? [String: Any])?["times"] as? [String], ["2026-01-02T09:00:00-05:00"])
            let asleep = try run(dispatcher, "is he asleep")
            XCTAssertEqual(try HumanRenderer(style: TextStyle(enabled: false)).render(asleep), "Yes, asleep for 45m (since 2:15 PM)")
            XCTAssertEqual(try session.store.allEvents(), journal, "a question never writes")
        }
    }

    func testAnswersFollowTheClock() throws {
        try withSession { session, dispatcher in
            for line in ["new baby Eddie born 2025-09-01", "ate 4oz, 0.5 left at 1pm"] { _ = try run(dispatcher, line) }
            let text = { try HumanRenderer(style: TextStyle(enabled: false)).render(try self.run(dispatcher, "when is the next feed due")) }
            XCTAssertEqual(try text(), "The next feed is due at 4:00 PM, in 1h 0m: 3 hours after the last, at 1:00 PM")
            session.fixedNow = now.addingTimeInterval(2 * 3600)
            XCTAssertEqual(try text(), "The next feed is overdue since 4:00 PM (1h 0m): 3 hours after the last, at 1:00 PM")
        }
    }
}
