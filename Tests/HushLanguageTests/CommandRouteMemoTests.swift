import Dispatch
@testable import HushLanguage
import XCTest

/// A process reading many lines keeps the rows each first word chose. The memo must answer what the rows
/// themselves answer, keep nothing for a one-shot's single question, and hold a bounded number of words
/// however many different ones a script starts its lines with.
final class CommandRouteMemoTests: XCTestCase {
    private func fromTheRows(_ word: String) -> [String] {
        CommandTable.rows.filter { $0.starts(with: word) }.map(\.name)
    }

    func testTheFirstQuestionIsAskedAndNotKept() {
        let memo = CommandRouteMemo()
        var asked = 0
        _ = memo.routes(for: "set") { asked += 1; return [] }
        XCTAssertEqual(memo.count, 0)
        _ = memo.routes(for: "set") { asked += 1; return CommandTable.rows.filter { $0.starts(with: "set") } }
        XCTAssertEqual(memo.count, 1)
        let kept = memo.routes(for: "set") { asked += 1; return [] }
        XCTAssertEqual(asked, 2, "the third question reads the memo")
        XCTAssertEqual(kept.map(\.name), fromTheRows("set"))
    }

    func testTheTablesAnswersMatchTheRowsForEveryStartWordTwice() {
        var words: Set<String> = ["4oz", "wet", "clock", "Eddie", "", "¿qué", "set"]
        for row in CommandTable.rows {
            if case .words(let starts) = row.start { words.formUnion(starts) }
        }
        for pass in 0..<3 {
            for word in words.sorted() {
                XCTAssertEqual(CommandTable.routes(startingWith: word).map(\.name), fromTheRows(word), "\(word), pass \(pass)")
            }
        }
    }

    /// The server reads lines from several request handlers at once, all through the one memo.
    func testManyThreadsAtOnceGetTheRowsOwnAnswers() {
        let memo = CommandRouteMemo()
        let words = ["set", "4oz", "wet", "clock", "export", "how", "new", "revoke"] + (0..<100).map { "w\($0)" }
        let expected = words.map(fromTheRows)
        DispatchQueue.concurrentPerform(iterations: 400) { round in
            let index = round % words.count
            let routes = memo.routes(for: words[index]) { CommandTable.rows.filter { $0.starts(with: words[index]) } }
            XCTAssertEqual(routes.map(\.name), expected[index], words[index])
        }
        XCTAssertLessThanOrEqual(memo.count, CommandRouteMemo.capacity)
    }

    func testManyDifferentWordsKeepTheMemoBounded() {
        let memo = CommandRouteMemo()
        for index in 0..<1_000 {
            let word = "word\(index)"
            let routes = memo.routes(for: word) { CommandTable.rows.filter { $0.starts(with: word) } }
            XCTAssertEqual(routes.map(\.name), fromTheRows(word))
            XCTAssertLessThanOrEqual(memo.count, CommandRouteMemo.capacity)
        }
        XCTAssertGreaterThan(memo.count, 0)
    }
}
