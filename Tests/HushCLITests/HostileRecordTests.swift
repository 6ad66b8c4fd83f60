import Foundation
import HushDomain
import HushStore
import XCTest

/// Records no device would write, put into a store the way a pulled change arrives (read from its JSON
/// by the sync reader and committed by the store as a pull commits it): amounts of 1e300, years of 9999,
/// offsets of 2^62. Every view over them must answer (an error is fine) and never die on a signal: an
/// unchecked conversion in one view would otherwise take every device of the household down with it.
///
/// ```swift
/// try assertNoCrash(HostileRecord.bottle(prepared: "1e300"))
/// ```
final class HostileRecordTests: XCTestCase {
    /// The views a caregiver opens after a sync, and the question most asked.
    static let views: [[String]] = [
        ["status"], ["today"], ["timeline"], ["handover"], ["export", "csv"], ["export", "json"], ["trends"],
        ["trends", "pumping"], ["when", "did", "she", "last", "eat"], ["history"], ["stash"], ["settings"],
    ]

    func testHugeAndNegativeBottleAmounts() throws {
        for amount in ["1e300", "-1e300", "1e18", "-5", "9.2e18", "1.7976931348623157e308", "5e-324"] {
            try assertNoCrash([HostileRecord.bottle(prepared: amount, remaining: "0", unit: "oz")], show: "last bottle", "prepared \(amount) oz")
            try assertNoCrash([HostileRecord.bottle(prepared: amount, remaining: "null", unit: "ml")], show: "last bottle", "prepared \(amount) ml")
        }
        for remaining in ["1e300", "-1e300", "1e18"] {
            try assertNoCrash([HostileRecord.bottle(prepared: "4", remaining: remaining, unit: "oz")], show: "last bottle", "remaining \(remaining)")
        }
    }

    func testHugePumpAmounts() throws {
        for amount in ["1e300", "-1e300", "1e18"] {
            try assertNoCrash([HostileRecord.pump(amount: amount)], show: "last pump", "pumped \(amount)")
        }
    }

    func testSleepsAndEventsAtTheEdgesOfTime() throws {
        try assertNoCrash([HostileRecord.sleep(start: HostileRecord.time("0000-01-01T00:00:00Z"), end: HostileRecord.time("9999-12-31T23:59:59Z"))],
                          show: "last sleep", "a sleep of ten thousand years")
        try assertNoCrash([HostileRecord.sleep(start: HostileRecord.time("2026-01-02T18:00:00Z"), end: HostileRecord.time("9999-12-31T23:59:59Z"))],
                          show: "last sleep", "a sleep ending in 9999")
        try assertNoCrash([HostileRecord.sleep(start: HostileRecord.time("0000-01-01T00:00:00Z"), end: "null")],
                          show: "last sleep", "a sleep going on since year 0")
        try assertNoCrash([HostileRecord.diaper(at: HostileRecord.time("9999-12-31T23:59:59Z", offset: 86_399))],
                          show: "last diaper", "a diaper in 9999, a day ahead of UTC")
        try assertNoCrash([HostileRecord.diaper(at: HostileRecord.time("0000-01-01T00:00:00Z", offset: -86_399))],
                          show: "last diaper", "a diaper before year 0")
        try assertNoCrash([HostileRecord.bottle(prepared: "4", remaining: "0", unit: "oz", feedingStarted: "\"0000-01-01T00:00:00Z\"",
                                                useBy: "\"9999-12-31T23:59:59Z\"")], show: "last bottle", "a bottle fed from year 0")
    }

    func testOffsetsNoZoneHas() throws {
        for offset in ["4611686018427387904", "-4611686018427387904", "9223372036854775807", "-9223372036854775808", "86400000"] {
            try assertNoCrash([HostileRecord.diaper(at: HostileRecord.time("2026-01-02T18:00:00Z", offset: offset))],
                              show: "last diaper", "offset_seconds \(offset)")
        }
    }

    func testBabySettingsOutOfAnyRange() throws {
        for minutes in ["4611686018427387904", "-4611686018427387904", "9223372036854775807", "-9223372036854775808"] {
            try assertNoCrash([HostileRecord.bottle(prepared: "4", remaining: "null", unit: "oz")], settings: HostileRecord.settings(minutes: minutes),
                              show: "last bottle", "settings of \(minutes) minutes")
        }
        try assertNoCrash([], settings: HostileRecord.settings(minutes: "60", bottle: "1e300"), show: "last bottle", "a default bottle of 1e300")
    }

    /// Everything at once, as a hostile household would send it.
    func testAllTogether() throws {
        try assertNoCrash([
            HostileRecord.bottle(prepared: "1e300", remaining: "0", unit: "oz"), HostileRecord.bottle(prepared: "1e18", remaining: "1e300", unit: "ml"),
            HostileRecord.bottle(prepared: "-5", remaining: "null", unit: "oz"), HostileRecord.pump(amount: "1e300"),
            HostileRecord.sleep(start: HostileRecord.time("0000-01-01T00:00:00Z"), end: HostileRecord.time("9999-12-31T23:59:59Z")),
            HostileRecord.diaper(at: HostileRecord.time("9999-12-31T23:59:59Z", offset: 86_399)),
            HostileRecord.diaper(at: HostileRecord.time("2026-01-02T18:00:00Z", offset: "4611686018427387904")),
        ], settings: HostileRecord.settings(minutes: "4611686018427387904", bottle: "1e300"), show: "last sleep", "all together")
    }

    /// The store's cache is the store's own file, but a damaged one may hold numbers no command wrote:
    /// each is refused where it is read, and the cache is made again from the journal.
    func testADamagedCacheIsRebuiltNotTrappedOn() throws {
        let damages: [(String, (inout [String: Any], String) -> Void)] = [
            ("a negative inode", { state, _ in state["journal"] = (state["journal"] as? [String: Any] ?? [:]).merging(["inode": -1]) { $1 } }),
            ("undo references past Int", { state, _ in state["undo"] = ["undo": "99999999999999999999:5 1:99999999999999999999", "redo": ""] }),
            ("forecast times past any year", { state, baby in
                var forecast = ((state["forecasts"] as? [String: Any])?[baby] as? [String: Any]) ?? [:]
                forecast["recorded"] = "\(Int.max) \(Int.min) 0"
                state["forecasts"] = [baby: forecast]
            }),
            ("forecast times of more digits than any year", { state, baby in
                var forecast = ((state["forecasts"] as? [String: Any])?[baby] as? [String: Any]) ?? [:]
                forecast["recorded"] = "99999999999999999999999 1 2"
                state["forecasts"] = [baby: forecast]
            }),
            ("undo files of sizes and numbers past any Hush's", { state, _ in
                let recent = (1...64).map { "\($0):\($0)" }.joined(separator: " ")
                // As large as the reader takes numbers (exactly, through a double): two such counts overflow a sum.
                let big = 1 << 62
                let files: [[String: Any]] = [["checksum": 1, "count": big, "file": big, "length": big],
                                              ["checksum": 1, "count": big, "file": big - 2_048, "length": big]]
                state["undo"] = ["older": files, "undo": recent, "redo": ""]
            }),
            ("wake times that overflow when added", { state, baby in
                state["wake_backlogs"] = [baby: ["method": "by-nap", "zone": "UTC", "sleep_id": "x", "wakes": [Int.max, Int.max, Int.max, Int.max]]]
            }),
        ]
        for (name, damage) in damages {
            let probe = try StoreProbe()
            try probe.newBaby()
            for words in ["nap 1pm to 2pm", "ate 4oz", "status"] { try probe.ok(words) }
            let babyID = try XCTUnwrap((probe.export()["babies"] as? [[String: Any]])?.first?["id"] as? String)
            let path = probe.path + "/cache/state.json"
            var state = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            damage(&state, babyID)
            // Sealed again, as a state is written: the reader must meet the hostile record, not a failed seal.
            let written = try JSONSerialization.data(withJSONObject: state)
            try Data(JournalChecksum.seal(Array(written))).write(to: URL(fileURLWithPath: path))
            let status = try HushCrashCheck.run(probe.arguments + ["status"])
            XCTAssertNil(status.signal, "\(name): `status` crashed")
            XCTAssertEqual(status.status, 0, "\(name): \(status.stderr)")
            // Undo may find nothing left to undo once its references are dropped; it must not crash.
            XCTAssertNil(try HushCrashCheck.run(probe.arguments + ["undo"]).signal, "\(name): `undo` crashed")
            // Nor may a change, which moves undo references to the older part's files.
            XCTAssertNil(try HushCrashCheck.run(probe.arguments + ["wet diaper"]).signal, "\(name): a change crashed")
        }
    }

    /// An import file is anyone's: lengths and amounts no double or `Int` holds are read or refused, never trapped on.
    func testAHostileImportIsReadOrRefusedNeverTrappedOn() throws {
        let probe = try StoreProbe()
        try probe.newBaby()
        let rows = [
            #""Type","Start","End","Duration","Start Condition","Start Location","End Condition","Notes""#,
            #""Sleep","2026-01-01 13:00","","9999999999999999:00","","","","""#,
            #""Sleep","2026-01-01 15:00","","1000000000:00","","","","""#,
            #""Feed","2026-01-01 16:00","","\#(String(repeating: "9", count: 400))ml","Formula","Bottle","","""#,
            #""Feed","2026-01-01 17:00","","99999999999999999999999oz","Formula","Bottle","","""#,
        ]
        let file = try probe.script("hostile.csv", rows)
        let imported = try HushCrashCheck.run(probe.arguments + ["import", "huckleberry", file, "--yes"])
        XCTAssertNil(imported.signal, "the import crashed")
        var crashed: [String] = []
        for view in Self.views + [["show", "last", "sleep"]] {
            if let signal = try HushCrashCheck.run(probe.arguments + view).signal { crashed.append("`\(view.joined(separator: " "))`: \(signal)") }
        }
        XCTAssertTrue(crashed.isEmpty, "\(crashed.count) views crashed:\n" + crashed.joined(separator: "\n"))
    }

    // MARK: - Running

    /// A store with Eddie and an ordinary day, then `records` (and Eddie's `settings`) committed as a pull
    /// commits them; every view and `show` of `show` must end without a signal.
    private func assertNoCrash(_ records: [HostileRecord], settings: String? = nil, show: String, _ context: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let probe = try StoreProbe()
        try probe.newBaby()
        for words in ["wet diaper", "ate 4oz", "pumped 100ml"] { try probe.ok(words) }
        let babies = try XCTUnwrap(probe.export()["babies"] as? [[String: Any]])
        let baby = try XCTUnwrap(babies.first)
        let babyID = try XCTUnwrap(baby["id"] as? String)
        var changes: [(before: String?, after: String)] = records.enumerated().map { index, record in (nil, record.json(baby: babyID, index: index)) }
        if let settings {
            let before = try JSONSerialization.data(withJSONObject: ["baby": baby], options: [.sortedKeys])
            var hostile = baby
            hostile["settings"] = try JSONSerialization.jsonObject(with: Data(settings.utf8))
            let after = try JSONSerialization.data(withJSONObject: ["baby": hostile], options: [.sortedKeys])
            changes.append((String(decoding: before, as: UTF8.self), String(decoding: after, as: UTF8.self)))
        }
        try Self.commitAsPulled(changes, into: probe.path)
        var crashed: [String] = []
        for view in Self.views + [["show"] + show.split(separator: " ").map(String.init)] {
            if let signal = try HushCrashCheck.run(probe.arguments + view).signal { crashed.append("`\(view.joined(separator: " "))`: \(signal)") }
        }
        XCTAssertTrue(crashed.isEmpty, "\(context): \(crashed.count) views crashed:\n" + crashed.joined(separator: "\n"), file: file, line: line)
    }

    /// Reads each change's JSON with the reader a pull uses and commits them in one entry by the sync author.
    static func commitAsPulled(_ changes: [(before: String?, after: String)], into path: String) throws {
        let store = JournalStore(directory: path)
        try store.begin()
        let records = try changes.map { change in
            RecordChange(before: try change.before.flatMap { try SyncChange.record(JSONValue.parse(Array($0.utf8))) },
                         after: try SyncChange.record(JSONValue.parse(Array(change.after.utf8))))
        }
        try store.commit(action: .set, summary: "Synced \(records.count) changes from Mallory", changes: records,
                         at: Date(timeIntervalSince1970: 1_767_384_000), by: "(sync)", keepStamps: true)
        try store.end()
    }
}
