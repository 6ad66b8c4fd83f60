import Foundation
import XCTest

/// Through the real binary: three weeks of a baby whose wake windows grow through the day (1h 40m before
/// the 1st nap, 2h 30m before the 2nd, 3h before the 3rd). `stats predictions` scores both methods on her
/// naps after the first 14 days whatever the setting, and the by-nap method, centred on each nap's own
/// wake windows, hits where the PRD's one mean for the day misses the first nap.
final class NapMethodTests: XCTestCase {
    private func hush(_ store: String, _ words: [String], now: String) throws -> HushProcess.Result {
        try HushProcess.run(["--store", store, "--now", now, "--tz", "America/New_York", "--as", "Leanne"] + words)
    }

    /// "8:10am" for minutes after midnight.
    private func clock(_ minutes: Int) -> String {
        let hour = minutes / 60, minute = minutes % 60
        return "\((hour + 11) % 12 + 1):\(minute < 10 ? "0" : "")\(minute)\(hour < 12 ? "am" : "pm")"
    }

    private func script(days: Int) -> String {
        var lines = ["new baby Eddie born 2025-09-01"]
        for day in 1...days {
            lines.append("clock 2026-01-\(day < 10 ? "0" : "")\(day) 23:00")
            lines.append("slept from yesterday 7:15pm to 6:30am")
            var wake = 6 * 60 + 30
            for (window, length) in [(100, 60), (150, 60), (180, 40)] {
                let start = wake + window + (day * 7 + window) % 21 - 10
                lines.append("napped from \(clock(start)) to \(clock(start + length))")
                wake = start + length
            }
        }
        return lines.joined(separator: "\n")
    }

    func testStatsPredictionsScoresBothMethodsAndTheSettingSwitchesTheWindow() throws {
        let store = try TemporaryStore()
        let file = store.url.appendingPathComponent("weeks.hush")
        try script(days: 21).write(to: file, atomically: true, encoding: .utf8)
        let now = "2026-01-22T07:00:00-05:00"
        let setup = try hush(store.path + "/s", ["run", file.path], now: now)
        XCTAssertEqual(setup.status, 0, setup.stderr)

        let stats = try hush(store.path + "/s", ["--json", "stats", "predictions"], now: now)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any], stats.stdout)
        XCTAssertEqual(json["ok"] as? Bool, true)
        XCTAssertEqual(Set(json.keys), ["ok", "methods", "bedtime"])
        // The by-nap bedtime window, scored on every bedtime of the history.
        let bedtime = try XCTUnwrap(json["bedtime"] as? [String: Any], stats.stdout)
        XCTAssertEqual(Set(bedtime.keys), ["bedtimes_scored", "hit_rate", "mean_width_minutes"])
        XCTAssertGreaterThan(bedtime["bedtimes_scored"] as? Int ?? 0, 5, "a bedtime a day")
        let methods = try XCTUnwrap(json["methods"] as? [[String: Any]])
        XCTAssertEqual(methods.compactMap { $0["method"] as? String }, ["by-nap", "standard"])
        let scored = methods.compactMap { $0["naps_scored"] as? Int }, rates = methods.compactMap { $0["hit_rate"] as? Double }
        XCTAssertEqual(scored.count, 2)
        XCTAssertGreaterThan(scored[0], 15, "about 3 naps a day for the last week")
        XCTAssertEqual(scored[0], scored[1], "both methods score the same naps")
        XCTAssertGreaterThan(rates[0], rates[1], "by-nap \(rates[0]) against prd \(rates[1])")

        XCTAssertEqual(try hush(store.path + "/s", ["set", "nap", "method", "prd"], now: now).status, 0)
        let text = try hush(store.path + "/s", ["stats", "predictions"], now: now).stdout
        XCTAssertTrue(text.contains("(the setting is standard)"), text)
        XCTAssertTrue(text.contains("by-nap would have done better here ('set nap method by-nap' switches)"), text)
        XCTAssertTrue(try hush(store.path + "/s", ["why"], now: now).stdout.contains("Method: standard"))
        XCTAssertTrue(try hush(store.path + "/s", ["settings"], now: now).stdout.contains("nap method            standard"))
        XCTAssertEqual(try hush(store.path + "/s", ["set", "nap", "method", "by-nap"], now: now).status, 0)
        let evening = try hush(store.path + "/s", ["why"], now: now).stdout
        XCTAssertTrue(evening.hasPrefix("Bedtime: usually 2h 5"), "after the day's 3 naps the night comes next: \(evening)")
        XCTAssertEqual(try hush(store.path + "/s", ["-c", "slept from yesterday 7:15pm to 6:30am"], now: now).status, 0)
        let why = try hush(store.path + "/s", ["why"], now: now).stdout
        XCTAssertTrue(why.hasPrefix("1st nap: usually 1h "), why)
        XCTAssertTrue(why.contains("last 14 days, 14 samples"), why)
    }
}
