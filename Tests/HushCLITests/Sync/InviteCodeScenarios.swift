import Foundation
import XCTest

/// Invite codes belong to one invite on the whole server (docs/security.md, Invite codes), run against
/// both backends by ``InviteCodeTests``: another household pushing a family's code, as a new invite or
/// by editing its own, is refused that change, and the family page and `join` still lead to the family;
/// the family's own edits of its invites (revoked, used) are kept; several households claiming one new
/// code at the same moment leave it with exactly one.
enum InviteCodeScenarios {
    /// The record (`after`) of the newest change to a key starting with `prefix` that `token` may read.
    static func record(_ server: SyncServerProcess, token: String?, prefix: String) throws -> (key: String, record: [String: Any]) {
        let changes = try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(token))
        let change = try XCTUnwrap(changes.compactMap { $0["change"] as? [String: Any] }.last { ($0["key"] as? String)?.hasPrefix(prefix) == true })
        return (try XCTUnwrap(change["key"] as? String), try XCTUnwrap(change["after"] as? [String: Any]))
    }

    /// An invite record with another id and code (and baby, when given), as a device would write it.
    static func invite(_ record: [String: Any], id: String, code: String, baby: String? = nil) throws -> [String: Any] {
        var entity = try XCTUnwrap(record["entity"] as? [String: Any])
        var value = try XCTUnwrap(entity["value"] as? [String: Any])
        value["id"] = id
        value["code"] = code
        if let baby { value["baby_id"] = baby }
        entity["id"] = id
        entity["value"] = value
        return ["entity": entity]
    }

    /// Gavin's household with Eddie on `server`, and the subscriber code he made for Grandma, synced.
    static func familyWithGrandmasCode(_ server: SyncServerProcess) throws -> (gavin: SyncDevice, code: String) {
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        let answer = try gavin.ok("invite Grandma as subscriber --json")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        try gavin.ok("sync")
        return (gavin, code)
    }

    /// Gavin's household with Eddie and an invite for Nana on `server`, synced: the baby's and the
    /// invite's records, for other households to copy.
    static func familyWithAnInvite(_ server: SyncServerProcess) throws -> (baby: [String: Any], invite: [String: Any]) {
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("invite Nana as caregiver")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        return (try record(server, token: gavin.token, prefix: "baby:").record,
                try record(server, token: gavin.token, prefix: "entity:invite:").record)
    }

    /// A household of its own registered at `url` by `person`, with a copy of `baby` under the id
    /// `babyID` pushed: its token.
    static func claimant(_ url: String, person: String, baby: [String: Any], babyID: String) throws -> String {
        let registered = try RawSyncHTTP.register(url, person: person)
        let token = try XCTUnwrap((registered.json as? [String: Any])?["token"] as? String, registered.text)
        var record = try XCTUnwrap(baby["baby"] as? [String: Any])
        record["id"] = babyID
        let pushed = try RawSyncHTTP.send("POST", url + "/v1/changes", token: token, body: ["changes": [
            change("b-\(babyID)", key: "baby:\(babyID)", after: ["baby": record]),
        ]])
        XCTAssertEqual(pushed.status, 200)
        return token
    }

    static func change(_ id: String, key: String, before: Any? = nil, after: [String: Any]) -> [String: Any] {
        var change: [String: Any] = ["id": id, "key": key, "after": after, "by": "Mallory", "at": "2026-01-02T20:00:00Z"]
        if let before { change["before"] = before }
        return change
    }

    /// Mallory, on the same server with a household of her own, pushes Gavin's subscriber code twice:
    /// on a new invite, and as an edit of her own invite. Both are refused; grandma's link and code still
    /// lead to Eddie in Gavin's household.
    static func anotherHouseholdsCopyIsRefused(_ server: SyncServerProcess) throws {
        let (gavin, code) = try familyWithGrandmasCode(server)

        let mallory = try SyncDevice("Mallory")
        try mallory.ok("new baby Nemo born 2025-01-01")
        try mallory.ok("invite Bob as subscriber")
        try mallory.ok("set server \(server.url)")
        try assertContains(try mallory.ok("sync"), "Registered this household")
        let own = try record(server, token: mallory.token, prefix: "entity:invite:")
        let ownID = String(own.key.dropFirst("entity:invite:".count))
        let copied = try invite(own.record, id: "copied-1", code: code)
        let edited = try invite(own.record, id: ownID, code: code)
        let pushed = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: mallory.token, body: ["changes": [
            change("m-new", key: "entity:invite:copied-1", after: copied),
            change("m-edit", key: own.key, before: own.record, after: edited),
        ]])
        XCTAssertEqual(pushed.status, 200, "a refused change is an answer, not a failure: \(String(describing: pushed.json))")
        let refused = (pushed.json as? [String: Any])?["refused"] as? [String: String]
        XCTAssertEqual(refused?["m-new"], "that invite code is taken (another invite has it): make a new invite", "\(String(describing: pushed.json))")
        XCTAssertEqual(refused?["m-edit"], "that invite code is taken (another invite has it): make a new invite")
        XCTAssertEqual((pushed.json as? [String: Any])?["accepted"] as? Int, 0)

        // The family page and the code still lead to Gavin's household and nobody else's.
        let status = try RawSyncHTTP.send("GET", server.url + "/family/\(code)/status")
        XCTAssertEqual((status.json as? [String: Any])?["baby"] as? String, "Eddie", "\(String(describing: status.json))")
        let grandma = try SyncDevice("Grandma")
        try grandma.ok("set server \(server.url)")
        try assertContains(try grandma.ok("join \(code) as Grandma"), "Grandma joined Eddie as subscriber")
        let babies = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(grandma.token))).filter { $0.hasPrefix("baby:") }
        let eddie = try record(server, token: gavin.token, prefix: "baby:").key
        XCTAssertEqual(babies, [eddie], "grandma is in Gavin's household")
        // Mallory's own invite kept its own code: her edit changed nothing.
        XCTAssertEqual(try record(server, token: mallory.token, prefix: own.key).record as NSDictionary, own.record as NSDictionary)
    }

    /// A household's own edits of its invite keep its code: revoked on the device, the revocation
    /// reaches the server (the code then answers "revoked"), and a used invite's code stays taken.
    static func ownEditsAreKept(_ server: SyncServerProcess) throws {
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        let answer = try gavin.ok("invite Nana as caregiver --json")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        try gavin.ok("sync")
        try gavin.ok("revoke invite \(code)")
        try gavin.ok("sync")
        let joined = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": "Nana"])
        XCTAssertEqual(joined.status, 410, "the revocation reached the server: \(String(describing: joined.json))")
        assertContains((joined.json as? [String: Any])?["error"] as? String ?? "", "revoked")

        // A used invite (the server's own edit when grandma joined) still holds its code.
        _ = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        let used = try record(server, token: gavin.token, prefix: "entity:invite:")
        let usedCode = try XCTUnwrap(((used.record["entity"] as? [String: Any])?["value"] as? [String: Any])?["code"] as? String)
        let mallory = try RawSyncHTTP.register(server.url, person: "Mallory")
        let token = try XCTUnwrap((mallory.json as? [String: Any])?["token"] as? String)
        let baby = try record(server, token: gavin.token, prefix: "baby:")
        var nemo = try XCTUnwrap(baby.record["baby"] as? [String: Any])
        nemo["id"] = "nemo-1"
        nemo["name"] = "Nemo"
        let pushed = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": [
            change("n-baby", key: "baby:nemo-1", after: ["baby": nemo]),
            change("n-invite", key: "entity:invite:n-1", after: try invite(used.record, id: "n-1", code: usedCode, baby: "nemo-1")),
        ]])
        let reply = pushed.json as? [String: Any]
        XCTAssertEqual(reply?["accepted"] as? Int, 1, "Nemo is kept, the invite is not: \(String(describing: reply))")
        XCTAssertEqual((reply?["refused"] as? [String: String])?["n-invite"], "that invite code is taken (another invite has it): make a new invite")
    }
}
