import Foundation
import XCTest

/// Deletion for real (PRD 11, the data issue): after deleting a baby, an account, or purging an event
/// deleted over 30 days ago, no byte of it is left in any of the store's files, the journal included.
final class DeletionTests: XCTestCase {
    private let now = "2026-01-02T15:00:00-05:00"

    private func run(_ store: TemporaryStore, _ words: [String], as person: String = "Gavin", at time: String? = nil) throws -> HushProcess.Result {
        try HushProcess.run(["--store", store.path, "--now", time ?? now, "--tz", "America/New_York", "--as", person] + words)
    }

    @discardableResult
    private func ok(_ store: TemporaryStore, _ line: String, as person: String = "Gavin", at time: String? = nil) throws -> String {
        let result = try run(store, ["-c", line], as: person, at: time)
        XCTAssertEqual(result.status, 0, "\(line): \(result.stderr)")
        return result.stdout
    }

    /// Every file under the store, as one blob of text (binary-safe enough for a search).
    private func everything(_ store: TemporaryStore) throws -> String {
        var text = ""
        let enumerator = FileManager.default.enumerator(atPath: store.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = store.path + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                text += String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            }
        }
        return text
    }

    private func join(_ store: TemporaryStore, _ person: String, as role: String) throws {
        let answer = try ok(store, "invite \(person) as \(role) --json")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        try ok(store, "join \(code) as \(person)")
    }

    func testDeletingABabyLeavesNoTraceInTheStoreFiles() throws {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-09-01")
        try ok(store, "new baby Zebulon born 2025-10-01")
        try ok(store, "note for Zebulon: zebra-marker-7 in the notes")
        try ok(store, "wet diaper for Zebulon")
        try join(store, "Grandma", as: "subscriber")
        XCTAssertTrue(try everything(store).contains("zebra-marker-7"))

        let refused = try run(store, ["delete", "baby", "Zebulon"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("--yes"), refused.stderr)
        XCTAssertTrue(try everything(store).contains("zebra-marker-7"), "a refused delete changes nothing")

        try ok(store, "delete baby Zebulon --yes")
        let files = try everything(store)
        XCTAssertFalse(files.contains("zebra-marker-7"), "the note survives somewhere in the store")
        XCTAssertFalse(files.contains("Zebulon"), "the baby's name survives somewhere in the store")
        // Eddie and his history are intact, and the store still works, undo included.
        XCTAssertTrue(try ok(store, "babies").contains("Eddie"))
        try ok(store, "wet diaper for Eddie")
        XCTAssertTrue(try ok(store, "undo").hasPrefix("Undid: Logged pee"))
    }

    func testEventsDeletedOver30DaysAgoArePurgedFromTheJournal() throws {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-09-01")
        try ok(store, "note purge-marker-42")
        try ok(store, "delete the last note")
        try ok(store, "status", at: "2026-01-30T15:00:00-05:00")
        XCTAssertTrue(try everything(store).contains("purge-marker-42"), "still restorable within 30 days")
        try ok(store, "status", at: "2026-02-02T15:01:00-05:00")
        XCTAssertFalse(try everything(store).contains("purge-marker-42"), "purged from every file")
        XCTAssertEqual(try ok(store, "deleted", at: "2026-02-02T15:02:00-05:00").trimmingCharacters(in: .whitespacesAndNewlines),
                       "Nothing deleted in the last 30 days")
    }

    func testDeletingAnAccountRemovesThePersonsNameAndData() throws {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-09-01")
        try join(store, "Leanne", as: "caregiver")
        try ok(store, "wet diaper", as: "Leanne")
        try ok(store, "start routine Oprah", as: "Leanne")
        // Her notification settings and what was delivered to her are hers too.
        try ok(store, "mute nap window", as: "Leanne")
        try ok(store, "made a 4oz bottle", as: "Leanne")
        let delivered = try run(store, ["watch", "--once"], as: "Leanne", at: "2026-01-02T16:45:00-05:00")
        XCTAssertTrue(delivered.stdout.contains("Bottle expires in 15 minutes"), delivered.stdout + delivered.stderr)
        try ok(store, "discard the bottle", as: "Leanne", at: "2026-01-02T16:46:00-05:00")

        let primary = try run(store, ["delete", "my", "account", "--yes"])
        XCTAssertEqual(primary.status, 1, "the sole primary must hand Eddie on or delete him first")
        XCTAssertTrue(primary.stderr.contains("make NAME primary"), primary.stderr)

        XCTAssertEqual(try run(store, ["delete", "my", "account"], as: "Leanne").status, 1, "needs --yes outside a terminal")
        try ok(store, "delete my account --yes", as: "Leanne", at: "2026-01-02T16:50:00-05:00")
        XCTAssertFalse(try everything(store).lowercased().contains("leanne"), "Leanne's name survives somewhere in the store")
        let export = try ok(store, "export json")
        XCTAssertTrue(export.contains("\"logged_by\" : \"former caregiver\""), "the diaper stays with Eddie, without her name")
        XCTAssertEqual(try run(store, ["status"], as: "Leanne").status, 1, "she is no longer connected to Eddie")
    }
}
