import Foundation
import XCTest

/// Names that look the same to a reader are one name on the server (`PersonName.key`): joining under
/// "Gavin" with a zero-width joiner inside, in fullwidth letters, or with a variation selector, while
/// Gavin is in the household, is refused as taken, as plain "gavin" is. Each invite below is made for the
/// look-alike name itself, so only the taken-name rule stands in the way.
final class LookalikeNameTests: XCTestCase {
    func testLookalikesOfATakenNameAreRefused() throws {
        let server = try SyncServerProcess.start()
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("invite Nana as caregiver")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        let template = try InviteCodeScenarios.record(server, token: gavin.token, prefix: "entity:invite:")
        let lookalikes = ["Gav\u{200D}in", "ＧＡＶＩＮ", "Ga\u{200C}vin", "Gavin\u{FE0F}", "gavin"]
        var codes: [String] = []
        var changes: [[String: Any]] = []
        for (index, name) in lookalikes.enumerated() {
            let code = "NAME-SAKE-2222" + String(Array("23456789")[index])
            var record = try InviteCodeScenarios.invite(template.record, id: "lookalike-\(index)", code: code)
            var entity = try XCTUnwrap(record["entity"] as? [String: Any])
            var value = try XCTUnwrap(entity["value"] as? [String: Any])
            value["invitee"] = name
            entity["value"] = value
            record["entity"] = entity
            codes.append(code)
            changes.append(["id": "g-lookalike-\(index)", "key": "entity:invite:lookalike-\(index)", "after": record, "by": "Gavin",
                            "at": "2026-01-02T20:00:00Z"])
        }
        let pushed = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: gavin.token, body: ["changes": changes])
        XCTAssertEqual((pushed.json as? [String: Any])?["accepted"] as? Int, lookalikes.count, "\(String(describing: pushed.json))")

        for (name, code) in zip(lookalikes, codes) {
            let joined = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": name])
            XCTAssertEqual(joined.status, 409, "\(name.debugDescription) joined while Gavin is in: \(String(describing: joined.json))")
            let error = (joined.json as? [String: Any])?["error"] as? String ?? ""
            XCTAssertTrue(error.contains("is already taken in this household"), "\(name.debugDescription): \(error)")
        }
        // Nothing was added: the household still has one device, Gavin's.
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        XCTAssertEqual(devices.map { $0["person"] as? String }, ["Gavin"])
        // A name made only of invisible characters is no name at all.
        let invisible = try RawSyncHTTP.send("POST", server.url + "/v1/households", body: ["person": "\u{200D}\u{200C}"])
        XCTAssertEqual(invisible.status, 400, "\(String(describing: invisible.json))")
    }
}
