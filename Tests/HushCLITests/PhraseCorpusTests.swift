import Foundation
import XCTest

/// Runs every row of `../shared/corpus/phrases.tsv` through the real binary, as its README specifies:
/// a fresh store with Eddie, the setup lines, then the phrase on standard input; then checks the
/// assertions against `export json`. Rows whose `needs` area is implemented must pass; the others are
/// listed so progress on later issues is visible.
final class PhraseCorpusTests: XCTestCase {
    /// Areas that must pass: `A` interpreter, `B` tracking. Add `H` (natural language) when it lands.
    static let implementedAreas: Set<String> = ["A", "B", "H"]
    static let now = "2026-01-02T15:00:00-05:00"
    static let zone = "America/New_York"

    struct Row {
        var id: String
        var needs: String
        var setup: [String]
        var phrase: String
        var expect: String
    }

    func testEveryImplementedRowMeansWhatItShould() throws {
        let path = HushProcess.sharedFolder.appendingPathComponent("corpus/phrases.tsv").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw XCTSkip("phrase corpus not found at \(path); it lives in ../shared beside the project")
        }
        let rows = text.split(separator: "\n").compactMap { line -> Row? in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            let setup = fields[2].isEmpty ? [] : fields[2].components(separatedBy: " ; ")
            return Row(id: fields[0], needs: fields[1], setup: setup, phrase: fields[3], expect: fields[4])
        }
        XCTAssertGreaterThan(rows.count, 40)
        var later: [String] = []
        for row in rows {
            let failure = try check(row)
            if Self.implementedAreas.contains(row.needs) {
                if let failure { XCTFail("\(row.id) '\(row.phrase)': \(failure)") }
            } else if let failure {
                later.append("\(row.id) [\(row.needs)] '\(row.phrase)': \(failure)")
            }
        }
        if !later.isEmpty {
            print("Rows for later issues that do not pass yet (\(later.count)):\n  " + later.joined(separator: "\n  "))
        }
    }

    /// Nil when the row passes, else what went wrong.
    func check(_ row: Row) throws -> String? {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", Self.now, "--tz", Self.zone]
        let setup = try HushProcess.run(base, stdin: (["new baby Eddie born 2025-09-01"] + row.setup).joined(separator: "\n") + "\n")
        guard setup.status == 0 else { return "setup failed: \(setup.stderr)" }
        let before = try export(base)
        let result = try HushProcess.run(base, stdin: row.phrase + "\n")
        let after = try export(base)
        if row.expect == "error" {
            if result.status == 0 { return "expected an error, got: \(result.stdout)" }
            if !sameData(before, after) { return "an error changed the store" }
            if result.stderr.isEmpty { return "error without a message" }
            return nil
        }
        guard result.status == 0 else { return "failed: \(result.stderr)" }
        return verify(row.expect, in: after)
    }

    func export(_ base: [String]) throws -> [String: Any] {
        let result = try HushProcess.run(base + ["export", "json", "--json"])
        // Not a skip: an export that fails is a failure, not a corpus left unchecked.
        XCTAssertEqual(result.status, 0, "export failed: \(result.stderr)")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "export failed: \(result.stderr)")
    }

    /// Compares two exports ignoring when they were made.
    func sameData(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        var a = a, b = b
        a["exported_at"] = nil
        b["exported_at"] = nil
        return NSDictionary(dictionary: a).isEqual(to: b)
    }

    func verify(_ expect: String, in document: [String: Any]) -> String? {
        let events = document["events"] as? [[String: Any]] ?? []
        let babies = document["babies"] as? [[String: Any]] ?? []
        // The event under test is the most recently changed one that is not deleted: after "delete the last
        // diaper" the corpus asks about the diaper that remains (p48), as `count=` counts live events.
        let live = events.filter { $0["deleted_at"] == nil || $0["deleted_at"] is NSNull }
        guard let event = live.max(by: { ($0["updated_at"] as? String ?? "") < ($1["updated_at"] as? String ?? "") }) else {
            return "no event recorded"
        }
        let data = event["data"] as? [String: Any] ?? [:]
        for assertion in expect.split(separator: " ") {
            let parts = assertion.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let (key, want) = (parts[0], parts[1])
            let problem: String?
            switch key {
            case "count":
                let live = events.filter { $0["deleted_at"] == nil || $0["deleted_at"] is NSNull }.count
                problem = String(live) == want ? nil : "count \(live), want \(want)"
            case "baby":
                let name = babies.first { $0["id"] as? String == event["baby_id"] as? String }?["name"] as? String
                problem = name == want ? nil : "baby \(name ?? "?"), want \(want)"
            case "start", "end", "feeding_started":
                let value: String?
                switch key {
                case "start": value = (event["start_time"] as? [String: Any])?["utc"] as? String
                case "end": value = (event["end_time"] as? [String: Any])?["utc"] as? String
                default: value = data["feeding_started_at"] as? String
                }
                problem = CorpusTime.matches(value, want, now: Self.now, zone: Self.zone)
            case "amount_prepared", "amount_remaining":
                let value = data[key]
                if want == "null" {
                    problem = value == nil || value is NSNull ? nil : "\(key) \(value!), want null"
                } else {
                    problem = (value as? NSNumber)?.doubleValue == Double(want) ? nil : "\(key) \(String(describing: value)), want \(want)"
                }
            default:
                let value = event[key] ?? data[key]
                var normal = value.map { "\($0)" }
                if want == "true" || want == "false", let flag = value as? Bool { normal = flag ? "true" : "false" }
                problem = normal == want ? nil : "\(key) \(normal ?? "missing"), want \(want)"
            }
            if let problem { return problem }
        }
        return nil
    }
}
