import Foundation
import XCTest

/// Who hears which reminder, through the real binary: caregivers hear the baby's, subscribers only
/// office hours, each person can mute a kind for themself alone, and a nap window's reminder goes
/// once the baby is asleep. Each check delivers with `watch --once` as one person.
final class ReminderAudienceTests: XCTestCase {
    private func run(_ store: TemporaryStore, _ words: [String], as person: String = "Gavin", at time: String) throws -> HushProcess.Result {
        try HushProcess.run(["--store", store.path, "--now", time, "--tz", "America/New_York", "--as", person] + words)
    }

    @discardableResult
    private func ok(_ store: TemporaryStore, _ line: String, as person: String = "Gavin", at time: String) throws -> String {
        let result = try run(store, ["-c", line], as: person, at: time)
        XCTAssertEqual(result.status, 0, "\(line): \(result.stderr)")
        return result.stdout
    }

    /// What `watch --once` delivers to `person` at `time`.
    private func delivered(_ store: TemporaryStore, to person: String, at time: String) throws -> String {
        let result = try run(store, ["watch", "--once"], as: person, at: time)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    private func join(_ store: TemporaryStore, _ person: String, as role: String, at time: String) throws {
        let answer = try ok(store, "invite \(person) as \(role) --json", at: time)
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        try ok(store, "join \(code) as \(person)", as: person, at: time)
    }

    func testCaregiversHearTheBabySubscribersHearOfficeHoursAndMutesArePersonal() throws {
        let store = try TemporaryStore()
        let noon = "2026-01-10T12:00:00-05:00"
        try ok(store, "new baby Eddie born 2025-11-01", at: noon)
        try join(store, "Leanne", as: "caregiver", at: noon)
        try join(store, "Gran", as: "subscriber", at: noon)
        try ok(store, "mute bottle expiry", as: "Leanne", at: noon)
        try ok(store, "made a 4oz bottle", at: noon)
        try ok(store, "office hours on", at: "2026-01-10T13:40:00-05:00")

        let gavin = try delivered(store, to: "Gavin", at: "2026-01-10T13:45:00-05:00")
        XCTAssertTrue(gavin.contains("Bottle expires in 15 minutes"), gavin)
        XCTAssertFalse(gavin.contains("is in!"), "office hours are for subscribers: \(gavin)")
        XCTAssertEqual(try delivered(store, to: "Leanne", at: "2026-01-10T13:45:00-05:00"), "", "Leanne muted bottle expiry")
        let gran = try delivered(store, to: "Gran", at: "2026-01-10T13:45:00-05:00")
        XCTAssertTrue(gran.contains("Eddie is in!"), gran)
        XCTAssertFalse(gran.contains("Bottle"), "a subscriber hears nothing of the bottles: \(gran)")

        // Once each: a second look delivers nothing to anyone; unmuting brings Leanne's back.
        for person in ["Gavin", "Gran"] {
            XCTAssertEqual(try delivered(store, to: person, at: "2026-01-10T13:46:00-05:00"), "", person)
        }
        try ok(store, "unmute all", as: "Leanne", at: "2026-01-10T13:46:00-05:00")
        XCTAssertTrue(try delivered(store, to: "Leanne", at: "2026-01-10T13:47:00-05:00").contains("Bottle expires in 13 minutes"))
    }

    func testANapWindowReminderIsCancelledWhenTheBabyFallsAsleep() throws {
        let store = try TemporaryStore()
        let start = "2026-01-10T07:00:00-05:00"
        try ok(store, "new baby Eddie born 2025-11-01", at: start)
        try ok(store, "set notifications nap window on", at: start)
        try ok(store, "napped from 7 to 8:30am", at: "2026-01-10T08:30:00-05:00")
        let json = try ok(store, "reminders --json", at: "2026-01-10T08:31:00-05:00")
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let nap = try XCTUnwrap(list.first { $0["kind"] as? String == "nap_window" }, json)
        XCTAssertEqual(nap["title"] as? String, "Nap window starting")
        XCTAssertTrue((nap["body"] as? String)?.hasPrefix("Eddie may be getting tired") == true, json)
        let at = try XCTUnwrap(ISO8601DateFormatter().date(from: try XCTUnwrap(nap["at"] as? String)))

        // Asleep a minute before the window: nothing is left to ring.
        let asleep = ISO8601DateFormatter().string(from: at.addingTimeInterval(-60))
        try ok(store, "fell asleep", at: asleep)
        XCTAssertFalse(try ok(store, "reminders --json", at: asleep).contains("nap_window"))
        XCTAssertEqual(try delivered(store, to: "Gavin", at: ISO8601DateFormatter().string(from: at)), "")
    }

    /// By the nap of the day, a late-afternoon wake of a ten-month-old is followed by bedtime (its window
    /// opens after 7 PM): the nap-window reminder does not ring for it with a nap's text.
    func testTheNapWindowReminderDoesNotRingForBedtime() throws {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-03-01", at: "2026-01-10T07:00:00-05:00")
        try ok(store, "set notifications nap window on", at: "2026-01-10T07:00:00-05:00")
        try ok(store, "napped from 7 to 8:30am", at: "2026-01-10T08:30:00-05:00")
        XCTAssertTrue(try ok(store, "reminders --json", at: "2026-01-10T08:31:00-05:00").contains("nap_window"), "a morning wake: the next nap's window")
        try ok(store, "napped from 3 to 5pm", at: "2026-01-10T17:00:00-05:00")
        let evening = try ok(store, "next nap", at: "2026-01-10T17:01:00-05:00")
        XCTAssertTrue(evening.lowercased().contains("bedtime"), evening)
        XCTAssertFalse(try ok(store, "reminders --json", at: "2026-01-10T17:01:00-05:00").contains("nap_window"))
    }
}
