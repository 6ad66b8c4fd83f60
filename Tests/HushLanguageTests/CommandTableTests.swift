@testable import HushLanguage
import XCTest

/// The command table decides which parser reads a line by its first word, in one place. These hold the
/// table to its own claims: every word two rows share is explained, and lines reach the row they name.
final class CommandTableTests: XCTestCase {
    private func sharedWordsOfTheRows() -> Set<String> {
        var seen: [String: Int] = [:]
        for row in CommandTable.rows {
            guard case .words(let words) = row.start else { continue }
            for word in Set(words) { seen[word, default: 0] += 1 }
        }
        return Set(seen.filter { $0.value > 1 }.keys)
    }

    func testEveryWordSeveralRowsShareIsExplained() {
        let shared = sharedWordsOfTheRows()
        let explained = Set(CommandTable.sharedWords.keys)
        XCTAssertEqual(shared.subtracting(explained).sorted(), [], "shared by several rows but not explained in CommandTable.sharedWords")
        XCTAssertEqual(explained.subtracting(shared).sorted(), [], "explained in CommandTable.sharedWords but shared by no two rows")
    }

    func testRowsAreTriedInTableOrderForASharedWord() {
        XCTAssertEqual(CommandTable.routes(startingWith: "set").map(\.name), ["question", "store", "sync", "settings", "edit"])
        XCTAssertEqual(CommandTable.routes(startingWith: "4oz").map(\.name), ["question", "edit"])
    }

    func testEachFamilyIsReachedThroughTheTable() throws {
        let parser = CommandParser(knownNames: ["Eddie", "Mia"])
        let lines: [(String, (Command) -> Bool)] = [
            ("set backups off", { if case .store = $0 { return true } else { return false } }),
            ("set units ml", { if case .set = $0 { return true } else { return false } }),
            ("sync", { if case .sync = $0 { return true } else { return false } }),
            ("trends 7d", { if case .trends = $0 { return true } else { return false } }),
            ("status for Mia", { if case .view(.status) = $0 { return true } else { return false } }),
            ("status", { if case .view(.status) = $0 { return true } else { return false } }),
            ("export csv", { if case .data = $0 { return true } else { return false } }),
            ("routines", { if case .routine = $0 { return true } else { return false } }),
            ("wet diaper", { if case .log = $0 { return true } else { return false } }),
        ]
        for (text, matches) in lines {
            let parsed = try parser.parse(text)
            XCTAssertTrue(matches(parsed.command), "\(text) → \(parsed.command)")
        }
    }

    /// Every name of every view is read as that view, alone or followed by other words, past the first
    /// look at its start word; words that start no name read no view.
    func testEveryViewIsReadByEachOfItsNames() {
        for view in ViewCommand.allCases {
            for name in view.names {
                XCTAssertFalse(name.isEmpty, "\(view): an empty name would name every line")
                XCTAssertEqual(ViewCommand.reading(name)?.view, view, name.joined(separator: " "))
                XCTAssertEqual(ViewCommand.reading(name + ["for", "mia"])?.count, name.count, name.joined(separator: " "))
            }
        }
        for words in [["wet", "diaper"], ["milk"], [], ["clock", "2024-01-01"]] { XCTAssertNil(ViewCommand.reading(words), "\(words)") }
    }
}
