import Foundation
import XCTest

/// The question corpus (`Tests/Corpora/questions.tsv`): each history is logged, then all its questions go
/// through the real binary in one pipe with `--json`, each answer's sentence is compared, and the store
/// must be byte-identical afterwards (a question never writes).
final class QuestionCorpusTests: XCTestCase {
    struct History {
        var name: String
        var now: String
        var setup: [String] = []
        var questions: [(line: String, answer: String)] = []
    }

    static func histories() throws -> [History] {
        let path = HushProcess.projectRoot.appendingPathComponent("Tests/Corpora/questions.tsv").path
        var histories: [History] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("@history ") {
                let parts = line.split(separator: " ").map(String.init)
                histories.append(History(name: parts[1], now: parts[2]))
            } else if line.hasPrefix("+ ") {
                histories[histories.count - 1].setup.append(String(line.dropFirst(2)))
            } else {
                let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
                XCTAssertEqual(fields.count, 2, "a question and its answer: \(line)")
                histories[histories.count - 1].questions.append((fields[0], fields.count > 1 ? fields[1] : ""))
            }
        }
        return histories
    }

    func testEveryQuestionIsAnsweredExactly() throws {
        let histories = try Self.histories()
        XCTAssertGreaterThanOrEqual(histories.reduce(0) { $0 + $1.questions.count }, 100)
        for history in histories {
            let store = try TemporaryStore()
            let base = ["--store", store.path, "--now", history.now, "--tz", "America/New_York", "--as", "Gavin"]
            let setup = try HushProcess.run(base, stdin: history.setup.joined(separator: "\n") + "\n")
            XCTAssertEqual(setup.status, 0, "\(history.name): \(setup.stderr)")
            let before = try HushProcess.run(base + ["export", "json"]).stdout
            let asked = try HushProcess.run(base + ["--json", "--keep-going"], stdin: history.questions.map(\.line).joined(separator: "\n") + "\n")
            let lines = asked.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, history.questions.count, "\(history.name): one answer a question\n\(asked.stdout)")
            for (question, line) in zip(history.questions, lines) {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                let ok = object?["ok"] as? Bool ?? false
                let answer = ok ? (object?["answer"] as? String ?? "") : "REFUSED"
                XCTAssertEqual(answer, question.answer, "\(history.name): '\(question.line)'")
                if ok { XCTAssertNotNil(object?["facts"] as? [String: Any], question.line) }
            }
            XCTAssertEqual(try HushProcess.run(base + ["export", "json"]).stdout, before, "\(history.name): a question changed the store")
        }
    }
}
