import Foundation
import HushDomain
import HushLanguage
import XCTest

/// Every kind of event and every question topic, walked through the binary: a line of each kind logs an
/// event of that kind, `show` prints each of its labels whole in one column, the JSON export holds it and
/// imports into an empty store as it was, and a question about each topic is answered. The lists below
/// are switches, so a new kind or topic does not compile here until it has its line and its question.
final class EveryKindTests: XCTestCase {
    private let now = "2026-01-05T12:00:00-05:00"

    /// Lines that log events of `kind` (the morning of Monday, January 5), or change them.
    static func lines(of kind: EventKind) -> [String] {
        switch kind {
        case .eat: return ["ate 4oz, 0.5 left at 8am", "nursed left 10 min at 9am"]
        case .sleep: return ["napped from 10 to 11am"]
        case .diaper: return ["wet diaper at 11:10am"]
        case .note: return ["note medication: vitamin D 400 IU"]
        // Thrown away from the stash, the session shows its longest label ("thrown away").
        case .pump: return ["pumped 4oz to the fridge at 7am", "discard stash 1"]
        case .solids: return ["had banana at 11:30am"]
        }
    }

    /// A question about `topic`, and how its answer begins once the lines above are logged.
    static func question(about topic: QuestionTopic) -> (question: String, answer: String) {
        switch topic {
        case .feed: return ("when did she last eat", "Eddie last ate at 9:00 AM")
        case .bottle: return ("how many bottles today", "1 bottle today")
        case .breast: return ("which side next", "Start on the right side")
        case .diaper: return ("when did I change him", "The last diaper was at 11:10 AM")
        case .pee: return ("did she pee today", "Yes: 1 pee today")
        case .poop: return ("did she poop today", "No poop today")
        case .sleep: return ("how long did she sleep today", "Eddie slept 1h 0m today")
        case .nap: return ("how many naps today", "1 nap today")
        case .wake: return ("when did she wake up", "Eddie last woke up at 11:00 AM")
        case .note: return ("when was the last note", "The last note was at 12:00 PM")
        case .pump: return ("how much did I pump today", "Pumped 4 oz in 1 session today")
        }
    }

    @discardableResult
    private func ok(_ store: TemporaryStore, _ line: String) throws -> String {
        let result = try HushProcess.run(["--store", store.path, "--now", now, "--tz", "America/New_York", "--as", "Leanne", line])
        XCTAssertEqual(result.status, 0, "\(line): \(result.stderr)")
        return result.stdout
    }

    private func loggedStore() throws -> TemporaryStore {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-09-01")
        for kind in EventKind.allCases {
            for line in Self.lines(of: kind) { try ok(store, line) }
        }
        return store
    }

    private struct Export: Decodable { var events: [Event] }

    func testEveryKindLogsShowsItsLabelsWholeAndRoundTripsThroughTheExport() throws {
        let store = try loggedStore()
        let exported = try ok(store, "export json")
        let events = try JSONDecoder().decode(Export.self, from: Data(exported.utf8)).events
        XCTAssertEqual(Set(events.map(\.kind)), Set(EventKind.allCases), "a line of each kind logs an event of that kind")
        for kind in EventKind.allCases {
            let shown = try ok(store, "show last \(EventReference.Kind.every(kind).name)")
            let rows = shown.split(separator: "\n").dropFirst().map(String.init)
            guard let id = rows.first(where: { $0.hasPrefix("  id ") })?.split(separator: " ").last,
                  let event = events.first(where: { $0.id == id }) else { return XCTFail("\(kind): no event for \(shown)") }
            XCTAssertEqual(event.kind, kind, shown)
            // Every label the kind shows is printed whole, and every value starts in one column after it.
            let labels = ["id", "type", "started", "ended", "notes", "logged by", "created", "updated", "deleted"]
                + event.data.payload.detailRows(EventDetailContext(clock: { _ in "" }, expiry: nil)).map(\.label)
            let column = 2 + max(10, labels.map(\.count).max() ?? 0) + 1
            for row in rows {
                XCTAssertTrue(row.count > column && row.dropFirst(column - 1).first == " " && row.dropFirst(column).first != " ",
                              "\(kind): '\(row)' does not start its value at column \(column)")
            }
            for label in labels {
                XCTAssertTrue(rows.contains { $0.hasPrefix("  \(label) ") }, "\(kind): '\(label)' is not shown whole:\n\(shown)")
            }
        }
        let other = try TemporaryStore()
        try ok(other, "import json \(try write(exported, in: store))")
        XCTAssertEqual(try ok(other, "export json"), exported, "every kind imports from Hush's own export as it was")
    }

    func testEveryQuestionTopicIsAnswered() throws {
        let store = try loggedStore()
        for topic in QuestionTopic.allCases {
            let (question, answer) = Self.question(about: topic)
            let said = try ok(store, question)
            XCTAssertTrue(said.hasPrefix(answer), "\(topic): '\(question)' → \(said)")
        }
    }

    private func write(_ text: String, in store: TemporaryStore) throws -> String {
        let file = store.url.appendingPathComponent("export.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
