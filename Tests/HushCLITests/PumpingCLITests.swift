import Foundation
import HushStore
import XCTest

/// Pumping, breast-milk bottles and the milk stash through the real binary: what is logged, what the
/// stash holds across processes, undo, the exports and their round trip, and refusals that change nothing.
final class PumpingCLITests: XCTestCase {
    let zone = ["--tz", "America/New_York", "--as", "Leanne"]

    @discardableResult
    func run(_ store: TemporaryStore, _ line: String, at now: String, expect status: Int32 = 0) throws -> HushProcess.Result {
        let result = try HushProcess.run(["--store", store.path, "--now", now] + zone + [line])
        XCTAssertEqual(result.status, status, "\(line): \(result.stdout)\(result.stderr)")
        return result
    }

    func journal(_ store: TemporaryStore) throws -> Data { try Data(contentsOf: store.url.appendingPathComponent("journal.jsonl")) }

    func testPumpingLogsAndStatusCountsTodaysMilk() throws {
        let store = try TemporaryStore()
        try run(store, "new baby Eddie born 2025-09-01", at: "2026-01-05T06:00:00-05:00")
        XCTAssertEqual(try run(store, "I pumped 2oz left and 2.5oz right", at: "2026-01-05T06:00:00-05:00").stdout,
                       "Pumped 4.5 oz (left 2, right 2.5) at 6:00 AM\n")
        XCTAssertEqual(try run(store, "pumped for 20 minutes, 5 oz", at: "2026-01-05T11:40:00-05:00").stdout,
                       "Pumped 5 oz, 20m (11:20 AM – 11:40 AM)\n")
        let status = try run(store, "status", at: "2026-01-05T12:00:00-05:00").stdout
        XCTAssertTrue(status.contains("Pumped  20m ago (5 oz) · today 9.5 oz in 2 sessions"), status)
        let json = try run(store, "status --json", at: "2026-01-05T12:00:00-05:00").stdout
        XCTAssertTrue(json.contains(#""pumped_today":{"amount":9.5,"sessions":2,"unit":"oz"}"#), json)
        // The next day's total starts again; the last session is still yesterday's.
        let tomorrow = try run(store, "status", at: "2026-01-06T08:00:00-05:00").stdout
        XCTAssertTrue(tomorrow.contains("Pumped  20h 20m ago (5 oz)\n"), tomorrow)
        let csv = try run(store, "export csv all", at: "2026-01-06T08:00:00-05:00").stdout
        XCTAssertTrue(csv.contains("2026-01-05,06:00,pump,,4.5,,,Leanne,pump L 2 oz R 2.5 oz\r\n"), csv)
        XCTAssertTrue(csv.contains("2026-01-05,11:20,pump,20,5,,,Leanne,pump\r\n"), csv)
    }

    func testRefusedPumpingLinesChangeNothing() throws {
        let store = try TemporaryStore()
        try run(store, "new baby Eddie born 2025-09-01", at: "2026-01-05T06:00:00-05:00")
        try run(store, "pumped 4oz to the freezer", at: "2026-01-05T06:00:00-05:00")
        let before = try journal(store)
        for line in ["pumped 4", "pumped 4oz and made a bottle", "nursed left and made a bottle of breast milk", "pumped left 10 min",
                     "made a 4oz bottle of formula and breast milk", "made a bottle from the freezer 6oz", "dad pumped 4oz for the cat"] {
            let result = try run(store, line, at: "2026-01-05T07:00:00-05:00", expect: 1)
            XCTAssertTrue(result.stderr.contains("error:"), "\(line): \(result.stderr)")
            XCTAssertEqual(try journal(store), before, "\(line) changed the store")
        }
        // "dumped" keeps its meaning: it throws a bottle away.
        try run(store, "made a 4oz bottle", at: "2026-01-05T07:00:00-05:00")
        XCTAssertEqual(try run(store, "dumped the bottle", at: "2026-01-05T07:10:00-05:00").stdout, "Discarded the 4 oz bottle made at 7:00 AM\n")
    }

    func testStashAcrossProcessesUndoAndTheRoundTrip() throws {
        let store = try TemporaryStore()
        try run(store, "new baby Eddie born 2025-09-01", at: "2026-01-05T06:00:00-05:00")
        try run(store, "pumped 4oz to the freezer", at: "2026-01-05T06:00:00-05:00")
        try run(store, "pumped 3oz to the fridge", at: "2026-01-06T06:00:00-05:00")
        let made = try run(store, "thawed a 3oz bag", at: "2026-01-07T08:00:00-05:00").stdout
        XCTAssertEqual(made, "Made a 3 oz bottle of thawed breast milk at 8:00 AM · expires 10:00 AM · from the freezer: "
                       + "the 4 oz pumped Mon Jan 5 6:00 AM (1 oz left, thawed: use by Tomorrow 8:00 AM)\n")
        var stash = try run(store, "stash", at: "2026-01-07T09:00:00-05:00").stdout
        XCTAssertTrue(stash.contains("Fridge (thawed)  1 oz  thawed 8:00 AM"), stash)
        XCTAssertTrue(stash.contains("Fridge           3 oz  pumped Yesterday 6:00 AM  use by Sat Jan 10 6:00 AM"), stash)
        // Undo puts the milk back in the freezer, frozen.
        try run(store, "undo", at: "2026-01-07T09:00:00-05:00")
        stash = try run(store, "stash", at: "2026-01-07T09:00:00-05:00").stdout
        XCTAssertTrue(stash.contains("Freezer  4 oz  pumped Mon Jan 5 6:00 AM  use by Sun Jul 5 6:00 AM"), stash)
        // An expired portion is listed as such, never dropped.
        stash = try run(store, "stash", at: "2026-01-11T09:00:00-05:00").stdout
        XCTAssertTrue(stash.contains("3 oz  pumped Tue Jan 6 6:00 AM  expired Yesterday 6:00 AM (throw away)"), stash)
        XCTAssertTrue(stash.contains("4 oz good (freezer 4 oz · fridge 0 oz)"), stash)
        XCTAssertEqual(try run(store, "discard the expired milk", at: "2026-01-11T09:00:00-05:00").stdout,
                       "Threw away the 3 oz portion pumped Tue Jan 6 6:00 AM from the fridge past its use-by\n")
        XCTAssertFalse(try run(store, "stash", at: "2026-01-11T09:00:00-05:00").stdout.contains("Fridge"), "thrown away, gone from the stash")
        // `show` sizes its labels' column from its rows: "thrown away" whole, every value in one column.
        let shown = try run(store, "show last pump", at: "2026-01-11T09:00:00-05:00").stdout
        XCTAssertTrue(shown.contains("\n  thrown away 3 oz\n"), shown)
        let valuesStart = shown.split(separator: "\n").dropFirst().map { Array($0) }.map { $0.count > 14 && $0[13] == " " && $0[14] != " " }
        XCTAssertEqual(Set(valuesStart), [true], "every value starts after the longest label and one space: \(shown)")
        XCTAssertTrue(try run(store, "how much did I pump in the last 7 days", at: "2026-01-11T09:00:00-05:00").stdout.hasPrefix("Pumped 7 oz"),
                      "the session stays pumped")
        try run(store, "undo", at: "2026-01-11T09:00:00-05:00")

        // export → import into an empty store → export: the same bytes, the stash rebuilt from the events.
        let exported = try run(store, "export json", at: "2026-01-11T09:00:00-05:00").stdout
        XCTAssertTrue(exported.contains(#""event_type" : "pump""#))
        XCTAssertTrue(exported.contains(#""storage" : "freezer""#))
        let file = store.url.appendingPathComponent("out.json")
        try exported.write(to: file, atomically: true, encoding: .utf8)
        let other = try TemporaryStore()
        try run(other, "import json \(file.path)", at: "2026-01-11T09:00:00-05:00")
        XCTAssertEqual(try run(other, "export json", at: "2026-01-11T09:00:00-05:00").stdout, exported)
        XCTAssertEqual(try run(other, "stash", at: "2026-01-11T09:00:00-05:00").stdout, stash)
    }

    func testBreastMilkBottlesFollowTheirOwnWindowsAndExpiredOnesAreRefused() throws {
        let store = try TemporaryStore()
        try run(store, "new baby Eddie born 2025-09-01", at: "2026-01-05T06:00:00-05:00")
        XCTAssertEqual(try run(store, "made a 4oz bottle of breast milk", at: "2026-01-05T08:00:00-05:00").stdout,
                       "Made a 4 oz bottle of breast milk at 8:00 AM · expires 12:00 PM\n")
        XCTAssertEqual(try run(store, "made a 4oz bottle", at: "2026-01-05T08:00:00-05:00").stdout,
                       "Made a 4 oz bottle at 8:00 AM · expires 10:00 AM\n", "without a word or a setting, a bottle is formula")
        // The formula bottle expires first and is refused; the breast milk is still good until noon.
        try run(store, "discard the bottle", at: "2026-01-05T10:30:00-05:00")
        XCTAssertEqual(try run(store, "feeding", at: "2026-01-05T11:00:00-05:00").stdout,
                       "Started feeding the 4 oz bottle at 11:00 AM · expires 12:00 PM\n", "the earlier limit stands")
        try run(store, "finished", at: "2026-01-05T11:20:00-05:00")
        try run(store, "made a 3oz bottle of breast milk", at: "2026-01-05T12:00:00-05:00")
        let late = try run(store, "feeding", at: "2026-01-05T16:01:00-05:00", expect: 1)
        XCTAssertTrue(late.stderr.contains("expired at 4:00 PM; make a fresh one"), late.stderr)
        // The household default, and a window changed like formula's.
        try run(store, "set bottle contents breast milk", at: "2026-01-05T16:05:00-05:00")
        try run(store, "set expiry milk room 3h", at: "2026-01-05T16:05:00-05:00")
        XCTAssertEqual(try run(store, "made a 4oz bottle", at: "2026-01-05T16:10:00-05:00").stdout,
                       "Made a 4 oz bottle of breast milk at 4:10 PM · expires 7:10 PM\n")
        let reminders = try run(store, "reminders", at: "2026-01-05T16:10:00-05:00").stdout
        XCTAssertTrue(reminders.contains("6:55 PM  Bottle expires in 15 minutes"), reminders)
        // A night bottle's expiry rings through quiet hours (10 PM – 6 AM), as formula's does.
        try run(store, "discard the bottle", at: "2026-01-06T00:50:00-05:00")
        try run(store, "made a 4oz bottle", at: "2026-01-06T01:00:00-05:00")
        XCTAssertEqual(try run(store, "reminders --json", at: "2026-01-06T01:00:00-05:00").stdout,
                       #"[{"at":"2026-01-06T08:45:00Z","baby":"Eddie","body":"Eddie's bottle, made at 1:00 AM, expires at 4:00 AM","kind":"bottle_expiry","title":"Bottle expires in 15 minutes"}]"# + "\n",
                       "3 hours (the milk room window set above), and not held until 6 AM")
        let export = try run(store, "export json", at: "2026-01-05T16:10:00-05:00").stdout
        XCTAssertTrue(export.contains(#""contents" : "breast_milk""#) && export.contains(#""contents" : "formula""#), "contents pinned in the export")
    }

    /// `stash` reads the cache alone, so `check store` holds the cached stash to a replay of the journal.
    func testCheckStoreFindsACachedStashThatDisagreesWithTheJournal() throws {
        let store = try TemporaryStore()
        try run(store, "new baby Eddie born 2025-09-01", at: "2026-01-05T06:00:00-05:00")
        try run(store, "pumped 4oz to the freezer", at: "2026-01-05T06:00:00-05:00")
        XCTAssertTrue(try run(store, "check store", at: "2026-01-05T06:00:00-05:00").stdout.contains("healthy"))
        let cache = store.url.appendingPathComponent("cache/state.json")
        var text = try String(contentsOf: cache, encoding: .utf8)
        let used = try XCTUnwrap(text.range(of: #""stash_used":0,"#, options: .backwards), "the stash is cached")
        text.replaceSubrange(used, with: #""stash_used":1,"#)
        // Sealed again, as a state is written: `check store` must find the stash, not a failed seal.
        try Data(JournalChecksum.seal(Array(JournalChecksum.unsealed(Data(text.utf8))))).write(to: cache)
        let checked = try run(store, "check store", at: "2026-01-05T06:00:00-05:00", expect: 1).stdout
        XCTAssertTrue(checked.contains("the milk stash disagrees with the journal"), checked)
        try run(store, "repair store --yes", at: "2026-01-05T06:00:00-05:00")
        XCTAssertTrue(try run(store, "stash", at: "2026-01-05T06:00:00-05:00").stdout.contains("Freezer  4 oz"), "rebuilt from the journal")
    }
}
