import Foundation
import XCTest

/// A family on a real server with each role joined the way families join, by sync: Gavin registered the
/// household (primary of Eddie), Leanne and Grandma joined with codes (caregiver, subscriber). Pushes are
/// sent by hand from each one's token, as a modified client would, and read back from the server.
///
/// ```swift
/// let family = try AuthorityFamily(try SyncServerProcess.start())
/// let eddie = try XCTUnwrap(try family.held("baby:" + family.baby))
/// XCTAssertNotNil(try family.push(family.leanne, key: "baby:" + family.baby, before: eddie, after: nil))  // refused
/// ```
struct AuthorityFamily {
    let server: SyncServerProcess
    let gavin: SyncDevice
    let leanne: SyncDevice
    let grandma: SyncDevice
    /// Eddie's id.
    let baby: String

    init(_ server: SyncServerProcess) throws {
        self.server = server
        (gavin, leanne) = try SyncScenarios.family(server)
        grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        for device in [gavin, leanne, grandma] { try device.ok("sync") }
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token)))
        baby = String(try XCTUnwrap(keys.first { $0.hasPrefix("baby:") }).dropFirst(5))
    }

    /// Every change the primary's token reads, oldest first.
    func changes() throws -> [[String: Any]] {
        try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token)).compactMap { $0["change"] as? [String: Any] }
    }

    /// The record the server holds for `key` (as the primary reads it); nil when it has none or it was removed.
    func held(_ key: String) throws -> [String: Any]? {
        try changes().last { $0["key"] as? String == key }?["after"] as? [String: Any]
    }

    /// The membership record of `person` with `baby` (Eddie's by default) that the server holds.
    func membership(of person: String, baby: String? = nil) throws -> (key: String, record: [String: Any]) {
        var found: [String: (String, [String: Any])] = [:]
        for change in try changes() {
            guard let key = change["key"] as? String, key.hasPrefix("entity:membership:") else { continue }
            found[key] = (change["after"] as? [String: Any]).map { (key, $0) }
        }
        let wanted = baby ?? self.baby
        return try XCTUnwrap(found.values.first {
            let value = RawRecords.value($0.1)
            return value["person"] as? String == person && value["baby_id"] as? String == wanted
        }, "no membership of \(person)")
    }

    /// Pushes one change with `device`'s token: nil when the server accepted it, else its reason.
    @discardableResult
    func push(_ device: SyncDevice, key: String, before: Any?, after: Any?, by: String? = nil,
              file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let id = "hand-\(UUID().uuidString)"
        let change: [String: Any] = ["id": id, "key": key, "before": before ?? NSNull(), "after": after ?? NSNull(),
                                     "by": by ?? device.person, "at": "2026-01-02T20:00:00Z"]
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: device.token, body: ["changes": [change]])
        XCTAssertEqual(status, 200, "\(String(describing: reply))", file: file, line: line)
        let answer = reply as? [String: Any]
        if let reason = (answer?["refused"] as? [String: String])?[id] { return reason }
        return answer?["accepted"] as? Int == 1 ? nil : "neither accepted nor refused: \(String(describing: reply))"
    }

    /// Checks who may push a change, by role: `allowed` must be accepted, the others refused. The change
    /// is built for each device anew (`key` names the record, `make` sees who sends it and the server's version),
    /// the refused first, so the allowed work on what they would meet.
    func check(_ what: String, allowed: [SyncDevice], refused: [SyncDevice], key: (SyncDevice) -> String,
               file: StaticString = #filePath, line: UInt = #line,
               make: (_ device: SyncDevice, _ key: String, _ held: [String: Any]?) throws -> Any?) throws {
        for device in refused {
            let key = key(device)
            let held = try self.held(key)
            let reason = try push(device, key: key, before: held, after: try make(device, key, held), file: file, line: line)
            XCTAssertNotNil(reason, "\(device.person) may not \(what), yet the server accepted it", file: file, line: line)
            XCTAssertEqual(try self.held(key).map(RawRecords.text), held.map(RawRecords.text), "\(what): a refusal changed nothing",
                           file: file, line: line)
        }
        for device in allowed {
            let key = key(device)
            let held = try self.held(key)
            let reason = try push(device, key: key, before: held, after: try make(device, key, held), file: file, line: line)
            XCTAssertNil(reason, "\(device.person) may \(what): \(reason ?? "")", file: file, line: line)
        }
    }
}
