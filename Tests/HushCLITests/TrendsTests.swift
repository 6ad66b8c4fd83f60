import Foundation
import XCTest

/// `trends`, `stripes` and `report` through the real binary on a history logged with a pinned clock:
/// exact rows, the same numbers as the questions and the dashboard, a store left unchanged, colour only
/// when asked for, and pictures that fit 80 columns.
final class TrendsTests: XCTestCase {
    static let zone = "America/New_York"
    /// Thursday afternoon; Monday Dec 29 starts the week.
    static let now = "2026-01-01T15:00:00-05:00"

    /// Four days: two full ones with naps, bottles, a breast feed and diapers, a night sleep across
    /// midnight, a day with only the evening's sleep, and today so far.
    static let history = """
        new baby Eddie born 2025-09-01
        clock 2025-12-29 23:00
        fell asleep at 9am
        woke up at 10:30am
        ate 4oz, 0.5 left at 11am
        wet diaper at 11:05am
        napped from 1 to 2:30pm
        nursed left 15 min at 3pm
        pee and poop at 3:30pm
        ate 5oz at 6pm
        clock 2025-12-30 12:30
        slept from yesterday 7:30pm to 2:10am
        ate 3oz, 1 left at 2:30am
        slept from 2:50am to 6:40am
        dirty diaper at 7am
        ate 4oz at 7:30am
        napped from 9:30 to 11am
        wet diaper at noon
        clock 2025-12-31 23:00
        fell asleep at 8pm
        clock 2026-01-01 09:00
        woke up at 5am
        ate 4oz at 5:10am
        made a 4oz bottle at 8:45am
        clock 2026-01-01 14:00
        fell asleep at 1:30pm
        """

    private func logged() throws -> (store: TemporaryStore, base: [String]) { try Self.logged() }

    /// The history in a fresh store, and the arguments that run `hush` on it at ``now``.
    static func logged() throws -> (store: TemporaryStore, base: [String]) {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--tz", Self.zone, "--as", "Gavin"]
        let setup = try HushProcess.run(base + ["--now", "2025-12-29T08:00:00-05:00"], stdin: Self.history + "\n")
        XCTAssertEqual(setup.status, 0, setup.stderr)
        return (store, base + ["--now", Self.now])
    }

    private func days(_ result: HushProcess.Result) throws -> [[String: Any]] {
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(object["ok"] as? Bool, true)
        return try XCTUnwrap(object["days"] as? [[String: Any]])
    }

    func testEachDayIsCountedExactly() throws {
        let (store, base) = try logged()
        _ = store
        let rows = try days(try HushProcess.run(base + ["trends 4d --json"]))
        struct Row: Equatable {
            var date: String, sleep: Int, night: Int, naps: Int, longest: Int, feeds: Int, amount: Double, unit = "oz", wet: Int, dirty: Int
        }
        let read = rows.map { day in
            Row(date: day["date"] as? String ?? "?", sleep: day["sleep_minutes"] as? Int ?? -1, night: day["night_sleep_minutes"] as? Int ?? -1,
                naps: day["naps"] as? Int ?? -1, longest: day["longest_sleep_minutes"] as? Int ?? -1, feeds: day["feeds"] as? Int ?? -1,
                amount: day["amount"] as? Double ?? -1, unit: day["unit"] as? String ?? "?", wet: day["wet"] as? Int ?? -1, dirty: day["dirty"] as? Int ?? -1)
        }
        XCTAssertEqual(read, [
            // 9:00–10:30, 1:00–2:30 and 7:30 PM to midnight; the night part is from 7:30 PM; the longest runs to 2:10 AM.
            Row(date: "2025-12-29", sleep: 450, night: 270, naps: 2, longest: 400, feeds: 3, amount: 8.5, wet: 2, dirty: 1),
            // Midnight–2:10, 2:50–6:40 and a 9:30 nap; the 2:50 AM sleep is the night's, not a nap; the 3 oz bottle left 1.
            Row(date: "2025-12-30", sleep: 450, night: 320, naps: 1, longest: 230, feeds: 2, amount: 6, wet: 1, dirty: 1),
            // Only the evening's sleep: 4 hours before midnight, 9 hours whole (counted where it began).
            Row(date: "2025-12-31", sleep: 240, night: 240, naps: 0, longest: 540, feeds: 0, amount: 0, wet: 0, dirty: 0),
            // Midnight to 5 AM, and the nap running since 1:30 PM up to now; a bottle only made is no feed.
            Row(date: "2026-01-01", sleep: 390, night: 300, naps: 1, longest: 90, feeds: 1, amount: 4, wet: 0, dirty: 0),
        ])
        XCTAssertEqual(rows.first.map { $0.keys.sorted() }, ["amount", "date", "dirty", "feeds", "longest_sleep_minutes", "naps",
                                                             "night_sleep_minutes", "pump_sessions", "pumped", "sleep_minutes", "unit", "wet"])
    }

    /// Yesterday's row says what the questions say about yesterday, and today's what `status` says.
    func testRowsAgreeWithQuestionsAndTheDashboard() throws {
        let (store, base) = try logged()
        _ = store
        let rows = try days(try HushProcess.run(base + ["trends 2d --json"]))
        let yesterday = rows[0], today = rows[1]
        func facts(_ question: String) throws -> [String: Any] {
            let result = try HushProcess.run(base + ["\(question) --json"])
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return try XCTUnwrap(object?["facts"] as? [String: Any], "\(question): \(result.stdout)\(result.stderr)")
        }
        XCTAssertEqual(try facts("how many feeds yesterday")["count"] as? Int, yesterday["feeds"] as? Int)
        XCTAssertEqual(try facts("how many naps yesterday")["count"] as? Int, yesterday["naps"] as? Int)
        XCTAssertEqual(try facts("how much sleep yesterday")["minutes"] as? Int, yesterday["sleep_minutes"] as? Int)
        XCTAssertEqual(try facts("how many feeds today")["count"] as? Int, today["feeds"] as? Int)
        XCTAssertEqual(try facts("how much did he eat today")["amount"] as? Double, today["amount"] as? Double)
        let week = try days(try HushProcess.run(base + ["trends 4d --json"]))
        XCTAssertEqual(try facts("how much did he eat this week")["amount"] as? Double, week.reduce(0) { $0 + ($1["amount"] as? Double ?? 0) })
        XCTAssertEqual(try facts("how many wet diapers this week")["count"] as? Int, week.reduce(0) { $0 + ($1["wet"] as? Int ?? 0) })
        XCTAssertEqual(try facts("how many poops this week")["count"] as? Int, week.reduce(0) { $0 + ($1["dirty"] as? Int ?? 0) })
        let status = try JSONSerialization.jsonObject(with: Data(try HushProcess.run(base + ["status --json"]).stdout.utf8)) as? [String: Any]
        let counts = try XCTUnwrap((status?["status"] as? [String: Any])?["today"] as? [String: Any])
        XCTAssertEqual(counts["feeds"] as? Int, today["feeds"] as? Int)
        XCTAssertEqual(counts["sleep_minutes"] as? Int, today["sleep_minutes"] as? Int)
        XCTAssertEqual(counts["pee"] as? Int, today["wet"] as? Int)
        // "How was this week" is Monday to today, as "this week" is for questions.
        XCTAssertEqual(try days(try HushProcess.run(base + ["how was this week --json"])).map { $0["date"] as? String },
                       ["2025-12-29", "2025-12-30", "2025-12-31", "2026-01-01"])
    }

    func testTheViewsNeitherChangeTheStoreNorOverflowEightyColumns() throws {
        let (store, base) = try logged()
        let before = try HushProcess.run(base + ["export", "json"]).stdout
        for line in ["trends 30d", "stripes 30d", "sleep this week", "feeds in the last 14 days", "diapers this week"] {
            let result = try HushProcess.run(base + [line])
            XCTAssertEqual(result.status, 0, "\(line): \(result.stderr)")
            for row in result.stdout.split(separator: "\n") {
                XCTAssertLessThanOrEqual(row.count, 80, "\(line): '\(row)'")
                XCTAssertFalse(row.contains("\u{1B}"), "\(line): colour in a pipe")
            }
        }
        let report = store.url.appendingPathComponent("report.html").path
        XCTAssertEqual(try HushProcess.run(base + ["report 7d to \(report)"]).stdout, "Wrote Eddie's report for the last 7 days to \(report)\n")
        XCTAssertEqual(try HushProcess.run(base + ["export", "json"]).stdout, before, "a view changed the store")
    }

    func testColourOnlyWhenAskedAndNeverWithNoColor() throws {
        let (store, base) = try logged()
        _ = store
        let coloured = try HushProcess.run(base + ["--color", "always", "trends 4d"]).stdout
        XCTAssertTrue(coloured.contains("\u{1B}[38;2;155;138;165m█"), coloured)
        let plain = try HushProcess.run(base + ["--color", "auto", "trends 4d"], environment: ["NO_COLOR": "1"]).stdout
        XCTAssertFalse(plain.contains("\u{1B}"))
        XCTAssertEqual(plain, try HushProcess.run(base + ["--color", "never", "trends 4d"]).stdout)
        XCTAssertTrue(plain.contains("█"), "bars are drawn in plain text too")
    }

    func testStripesShowSleepFeedsAndTheRuler() throws {
        let (store, base) = try logged()
        _ = store
        let lines = try HushProcess.run(base + ["stripes 4d"]).stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "       12a      3a       6a       9a       12p      3p       6p       9p")
        // Tuesday: asleep from midnight to 2:10, the 2:30 feed, asleep 2:50–6:40, the 7:30 feed, the 9:30 nap.
        XCTAssertEqual(lines[3], "Tue 30 ███████•████████████  •     █████")
        // Today: asleep to 5 AM, the 5:10 feed, and the nap since 1:30 PM (half of the 1:20 mark) to 3 PM, now.
        XCTAssertEqual(lines[5], "Today  ███████████████•                        █████")
        XCTAssertTrue(lines.last!.hasPrefix("█ asleep"))
    }

    func testBadSpansAreRefusedWithTheirColumn() throws {
        let (store, base) = try logged()
        _ = store
        let result = try HushProcess.run(base + ["trends 200d"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("unexpected '200d'; expected 1 to 92 days"), result.stderr)
        XCTAssertTrue(result.stderr.contains("       ^~~~"), result.stderr)
    }

    /// Pumping is the caregiver's: its own view ("trends pumping"), its own keys in every day's JSON, and
    /// nothing of it in the baby's full table.
    func testPumpingHasItsOwnView() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--tz", Self.zone, "--as", "Gavin", "--now", Self.now]
        let setup = try HushProcess.run(base, stdin: """
            new baby Eddie born 2025-09-01
            pumped 4oz yesterday at 9am
            pumped 2oz left and 2.5oz right at 8am
            pumped 3oz to the freezer at 1pm
            """ + "\n")
        XCTAssertEqual(setup.status, 0, setup.stderr)
        let rows = try days(try HushProcess.run(base + ["trends 2d --json"]))
        XCTAssertEqual(rows.map { $0["pump_sessions"] as? Int }, [1, 2])
        XCTAssertEqual(rows.map { $0["pumped"] as? Double }, [4, 7.5])
        let table = try HushProcess.run(base + ["pumped in the last 2 days"]).stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(table[1], "        Sessions  Pumped")
        XCTAssertTrue(table[2].hasPrefix("Wed 31         1") && table[2].hasSuffix("4 oz"), table[2])
        XCTAssertTrue(table[3].hasPrefix("Today          2") && table[3].hasSuffix("7.5 oz"), table[3])
        XCTAssertFalse(try HushProcess.run(base + ["trends 2d"]).stdout.contains("Pumped"), "the baby's table shows no pumping")
    }
}
