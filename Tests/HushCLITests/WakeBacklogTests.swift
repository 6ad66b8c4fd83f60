import Foundation
import XCTest

/// The nap forecast made only when asked for gives what making it at every wake gave. Through the real
/// binary, two stores run the same generated history of a baby's days (naps logged as they happen, naps
/// logged afterwards, an undo, the method changed twice), in several `hush run`s: store A asks for the
/// forecast only between the runs, so its wakes wait in the backlog and are replayed then; store B asks
/// (`next nap`) right after every logged wake, which makes each window at its wake as before. Every answer
/// at every checkpoint, and the cached windows and hit-rate records, must be identical.
final class WakeBacklogTests: XCTestCase {
    private struct Seeded {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return range.lowerBound + Int(z % UInt64(range.count))
        }
    }

    /// One chunk of days: (line, whether it logs a finished sleep).
    /// Each day starts with the evening before's bedtime (`bedtime`, minutes after that day's midnight), so
    /// a chunk ends with the baby awake and its forecast a window.
    private func days(_ range: ClosedRange<Int>, bedtime: inout Int, random: inout Seeded) -> [(String, Bool)] {
        var lines: [(String, Bool)] = []
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        /// The clock line for `minutes` after midnight on day `day` (day 1 is 2026-01-01).
        func at(_ day: Int, _ minutes: Int) -> String {
            let date = utc.date(byAdding: .day, value: day - 1, to: utc.date(from: DateComponents(year: 2026, month: 1, day: 1))!)!
            let parts = utc.dateComponents([.year, .month, .day], from: date)
            return String(format: "clock %04d-%02d-%02d %02d:%02d", parts.year!, parts.month!, parts.day!, minutes / 60, minutes % 60)
        }
        func text(_ minutes: Int) -> String {
            let hour = minutes / 60, minute = minutes % 60
            return "\((hour + 11) % 12 + 1):\(minute < 10 ? "0" : "")\(minute)\(hour < 12 ? "am" : "pm")"
        }
        for day in range {
            lines.append((at(day - 1, bedtime), false))
            lines.append(("fell asleep", false))
            lines.append((at(day, 6 * 60 + 30 + random.next(-20...20)), false))
            lines.append(("woke up", true))
            var wake = 6 * 60 + 50
            var caughtUp: [String] = []
            for (nap, window) in [100, 150, 180].enumerated() {
                // Wide jitter, so some naps miss their window and the hit rate falls below 60% ("learning").
                let start = wake + window + random.next(-45...45), length = 40 + random.next(0...30)
                if day % 5 == 2, nap < 2 {
                    // Two naps logged together after the second, the second first: the window made at that wake
                    // did not know the first nap, so it must be made before the first nap is added.
                    caughtUp.insert("napped from \(text(start)) to \(text(start + length))", at: 0)
                    if nap == 1 {
                        lines.append((at(day, start + length + random.next(5...30)), false))
                        lines += caughtUp.map { ($0, true) }
                    }
                } else if random.next(0...5) == 0 {
                    // Logged afterwards, as someone catching up does.
                    lines.append((at(day, start + length + random.next(5...60)), false))
                    lines.append(("napped from \(text(start)) to \(text(start + length))", true))
                } else {
                    lines.append((at(day, start), false))
                    lines.append(("fell asleep", false))
                    lines.append((at(day, start + length), false))
                    lines.append(("woke up", true))
                    if nap == 1, day % 9 == 4 {
                        lines.append(("undo", false))
                        lines.append(("woke up", true))
                    }
                }
                wake = start + length
                lines.append(("wet diaper", false))
            }
            bedtime = max(wake + 60, 19 * 60 + random.next(-20...20))
            if day == 12 { lines.append(("set nap method prd", false)) }
            if day == 20 { lines.append(("set nap method by-nap", false)) }
        }
        return lines
    }

    private func hush(_ store: String, _ words: [String], now: String = "2025-12-31T06:00:00-05:00",
                      environment: [String: String] = [:]) throws -> HushProcess.Result {
        try HushProcess.run(["--store", store, "--now", now, "--tz", "America/New_York", "--as", "Leanne"] + words, environment: environment)
    }

    /// The baby's cached forecast: its window, the wake it counts from and the windows recorded at the
    /// wakes of the last 14 days, with the ids (made at random, so each store's own) left out.
    private func forecast(_ store: String) throws -> NSDictionary {
        let state = try Data(contentsOf: URL(fileURLWithPath: store + "/cache/state.json"))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: state) as? [String: Any])
        let forecasts = try XCTUnwrap(json["forecasts"] as? [String: Any])
        XCTAssertEqual(forecasts.count, 1)
        return try XCTUnwrap(withoutIDs(forecasts.values.first) as? NSDictionary)
    }

    private func withoutIDs(_ value: Any?) -> Any? {
        if let object = value as? [String: Any] {
            return object.filter { !$0.key.hasSuffix("id") }.mapValues { withoutIDs($0) as Any }
        }
        if let array = value as? [Any] { return array.map { withoutIDs($0) as Any } }
        return value
    }

    /// An answer as text, or its JSON with the ids left out.
    private func answer(_ output: String) -> NSObject {
        guard let json = try? JSONSerialization.jsonObject(with: Data(output.utf8)) else { return output as NSString }
        return withoutIDs(json) as? NSObject ?? output as NSString
    }

    func testWindowsMadeWhenAskedForAreTheWindowsMadeAtEveryWake() throws {
        try compareLazyWithEager(backlogLimit: nil)
    }

    /// A backlog that reaches its cap is replayed before the next wake is noted (the cap lowered to 5
    /// for the test, from 8,192), with the same answers, and never holds more than the cap.
    func testABacklogAtItsCapIsReplayedFirstWithTheSameWindows() throws {
        try compareLazyWithEager(backlogLimit: 5)
    }

    private func compareLazyWithEager(backlogLimit: Int?) throws {
        let limit = backlogLimit.map { ["HUSH_TEST_WAKE_BACKLOG_LIMIT": String($0)] } ?? [:]
        let folder = try TemporaryStore()
        let lazy = folder.path + "/lazy", eager = folder.path + "/eager"
        XCTAssertEqual(try hush(lazy, ["new baby Eddie born 2025-10-01"]).status, 0)
        XCTAssertEqual(try hush(eager, ["new baby Eddie born 2025-10-01"]).status, 0)
        var random = Seeded(state: 2026)
        var learning = 0, bedtime = 19 * 60
        for (index, chunk) in [1...9, 10...16, 17...25, 26...30].enumerated() {
            let lines = days(chunk, bedtime: &bedtime, random: &random)
            // Late on the chunk's last day: every nap of it logged, bedtime not yet.
            let now = String(format: "2026-01-%02dT23:30:00-05:00", chunk.upperBound)
            let lazyScript = folder.url.appendingPathComponent("lazy-\(index).hush")
            let eagerScript = folder.url.appendingPathComponent("eager-\(index).hush")
            try lines.map(\.0).joined(separator: "\n").write(to: lazyScript, atomically: true, encoding: .utf8)
            try lines.flatMap { $0.1 ? [$0.0, "next nap"] : [$0.0] }.joined(separator: "\n").write(to: eagerScript, atomically: true, encoding: .utf8)
            let lazyRun = try hush(lazy, ["run", lazyScript.path], environment: limit), eagerRun = try hush(eager, ["run", eagerScript.path])
            XCTAssertEqual(lazyRun.status, 0, lazyRun.stderr)
            XCTAssertEqual(eagerRun.status, 0, eagerRun.stderr)
            learning += eagerRun.stdout.components(separatedBy: "learning").count - 1

            // The lazy store's wakes wait for a forecast (it is not made at each wake).
            let state = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: lazy + "/cache/state.json"))) as? [String: Any])
            let backlog = (state["wake_backlogs"] as? [String: [String: Any]])?.values.first?["wakes"] as? [Any]
            let eagerState = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: eager + "/cache/state.json"))) as? [String: Any]
            XCTAssertNil(eagerState?["wake_backlogs"], "chunk \(index): asked at every wake, nothing waits")

            for question in [["--json", "next", "nap"], ["why"], ["--json", "status"], ["when", "is", "his", "next", "nap"]] {
                let asked = try hush(lazy, question, now: now, environment: limit), answered = try hush(eager, question, now: now)
                XCTAssertEqual(asked.status, 0, asked.stderr)
                XCTAssertEqual(answer(asked.stdout), answer(answered.stdout), "chunk \(index): \(question.joined(separator: " "))")
            }
            XCTAssertEqual(try forecast(lazy), try forecast(eager), "chunk \(index): the cached windows and their records")
            // Two numbers a wake (its end, its log time).
            let waiting = (backlog?.count ?? 0) / 2
            XCTAssertGreaterThan(waiting, 1, "chunk \(index): the lazy store's last wakes wait for a forecast")
            if let backlogLimit { XCTAssertLessThanOrEqual(waiting, backlogLimit, "chunk \(index): the cap holds") }
        }
        XCTAssertGreaterThan(learning, 0, "the history should make some windows widen (the hit rate's part of the chain)")
    }
}
