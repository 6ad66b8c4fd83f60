import Foundation
import XCTest

/// `POST /v1/say` through a real `hush serve`, called with curl as a voice assistant would, against
/// real devices of one family: Gavin (primary), Leanne (caregiver) and Nana (subscriber). The clock is
/// pinned on the server and the devices alike (`HUSH_NOW`, `--now`), so the answers hold at any hour.
enum VoiceScenarios {
    static let now = "2026-01-02T15:00:00Z"
    static let environment = ["HUSH_NOW": now, "TZ": "UTC"]

    /// One call: the HTTP status and the reply's JSON.
    struct Reply {
        var status: Int
        var json: [String: Any]
        var ok: Bool { json["ok"] as? Bool ?? false }
        var speech: String { json["speech"] as? String ?? "" }
        var text: String { json["text"] as? String ?? "" }
        var error: String { json["error"] as? String ?? "" }
    }

    static func curlProcess(_ server: SyncServerProcess, token: String?, body: String) -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-w", "\n%{http_code}", "-X", "POST", "-H", "Content-Type: application/json"]
            + (token.map { ["-H", "Authorization: Bearer \($0)"] } ?? []) + ["--data-binary", body, server.url + "/v1/say"]
        let output = Pipe()
        process.standardOutput = output
        return (process, output)
    }

    static func reply(_ output: Pipe, file: StaticString = #filePath, line: UInt = #line) throws -> Reply {
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let status = Int(text.split(separator: "\n").last ?? "") ?? 0
        let body = text.split(separator: "\n").dropLast().joined(separator: "\n")
        let json = (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
        XCTAssertNotNil(json, "not a JSON reply (\(status)): \(body)", file: file, line: line)
        return Reply(status: status, json: json ?? [:])
    }

    static func say(_ server: SyncServerProcess, token: String?, body: String, file: StaticString = #filePath, line: UInt = #line) throws -> Reply {
        let (process, output) = curlProcess(server, token: token, body: body)
        try process.run()
        let answer = try reply(output, file: file, line: line)
        process.waitUntilExit()
        return answer
    }

    /// `curl -X POST /v1/devices` with a device's token: the new token, for the same person.
    static func assistantToken(_ server: SyncServerProcess, from token: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-X", "POST", "-H", "Authorization: Bearer \(token)", server.url + "/v1/devices"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let grant = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        XCTAssertEqual(grant?["person"] as? String, "Gavin")
        return try XCTUnwrap(grant?["token"] as? String, String(decoding: data, as: UTF8.self))
    }

    /// `{"text": line}` (and `"baby"`), as JSON.
    static func body(_ line: String, baby: String? = nil) -> String {
        var object: [String: String] = ["text": line]
        if let baby { object["baby"] = baby }
        return String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Gavin's device registers the household with Eddie; Leanne joins as caregiver, Nana as subscriber.
    static func family(_ server: SyncServerProcess) throws -> (gavin: SyncDevice, leanne: SyncDevice, nana: SyncDevice) {
        let gavin = try SyncDevice("Gavin", now: now)
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try assertContains(try gavin.ok("sync"), "Registered this household")
        func join(_ name: String, _ role: String) throws -> SyncDevice {
            let answer = try gavin.ok("invite \(name) as \(role) --json")
            let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
            let device = try SyncDevice(name, now: now)
            try device.ok("set server \(server.url)")
            try assertContains(try device.ok("join \(code) as \(name)"), "\(name) joined Eddie as \(role)")
            return device
        }
        let family = (gavin, try join("Leanne", "caregiver"), try join("Nana", "subscriber"))
        // Everyone up to date, so each later sync counts only what the voice lines did.
        for device in [family.0, family.1, family.2] { try device.ok("sync") }
        return family
    }

    /// A statement logs and reaches the other devices (and their event stream); a question answers from
    /// what the devices logged.
    static func statementsAndQuestions(_ server: SyncServerProcess) throws {
        let (gavin, leanne, _) = try family(server)
        let token = try XCTUnwrap(gavin.token)
        let stream = try EventStreamReader(url: server.url + "/v1/stream", token: XCTUnwrap(leanne.token))
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 5), "the stream's first message")
        let seen = stream.count

        let logged = try say(server, token: token, body: body("ate 4oz, 0.5 left"))
        XCTAssertEqual(logged.status, 200, "\(logged.json)")
        XCTAssertTrue(logged.ok, "\(logged.json)")
        assertContains(logged.text, "3.5 oz")
        assertContains(logged.speech, "three and a half ounces")
        XCTAssertNotNil(stream.waitForLine(after: seen, timeout: 5), "Leanne's stream heard nothing of the voice line")
        // The bottle, and whatever else the line changed (the baby's usual bottle), all attributed to Gavin.
        let pulled = try leanne.ok("sync")
        assertContains(pulled, " from Gavin")
        XCTAssertFalse(pulled.contains("received 0"), pulled)
        let bottles = try leanne.events().values.filter { $0["event_type"] as? String == "eat" }
        XCTAssertEqual(bottles.count, 1, "Leanne's device holds the bottle said by voice")
        XCTAssertEqual(bottles.first?["logged_by"] as? String, "Gavin")
        // Gavin's own device, whose token the voice assistant used, receives it too.
        try assertContains(try gavin.ok("sync"), " from Gavin")
        XCTAssertEqual(try gavin.events().count, 1)

        try leanne.ok("wet diaper 20 min ago")
        try leanne.ok("sync")
        // A token of its own for the assistant (`POST /v1/devices`), listed among the household's devices.
        let own = try assistantToken(server, from: token)
        XCTAssertNotEqual(own, token)
        try assertContains(try gavin.ok("devices"), "Gavin")
        let asked = try say(server, token: own, body: body("when was the last diaper?"))
        XCTAssertTrue(asked.ok, "\(asked.json)")
        assertContains(asked.text, "2:40 PM (20m ago)")
        XCTAssertFalse(asked.speech.isEmpty)
        let fed = try say(server, token: token, body: body("how much did Eddie eat today", baby: "Eddie"))
        XCTAssertTrue(fed.ok, "\(fed.json)")
        assertContains(fed.text, "3.5 oz")
        // A question changes nothing: Leanne receives nothing new.
        try assertContains(try leanne.ok("sync"), "received 0")
    }

    /// No token, a wrong one, malformed bodies, an unknown baby, a command voice does not run.
    static func refusals(_ server: SyncServerProcess) throws {
        let (gavin, _, _) = try family(server)
        let token = try XCTUnwrap(gavin.token)
        for bad in [nil, "not-a-token"] {
            let answer = try say(server, token: bad, body: body("wet diaper"))
            XCTAssertEqual(answer.status, 401)
            XCTAssertFalse(answer.ok)
            assertContains(answer.error, "device token")
            // The header is for whoever set the assistant up; the listener hears what to do.
            XCTAssertEqual(answer.speech, "Sorry, Hush doesn't know this assistant. Give it a new token from one of your devices.")
        }
        let malformed: [(String, String)] = [
            ("{\"text\": \"wet", "not valid JSON"), ("{}", "missing \"text\""), ("{\"txt\": \"wet diaper\"}", "missing \"text\""),
            ("{\"text\": 5}", "\"text\" must be a string"), ("[\"wet diaper\"]", "must be a JSON object"), ("", "the body is empty"),
            ("{\"text\": \"  \"}", "\"text\" is empty"), ("{\"text\": \"wet diaper\", \"baby\": 3}", "\"baby\" must be a string"),
        ]
        for (sent, problem) in malformed {
            let answer = try say(server, token: token, body: sent)
            XCTAssertEqual(answer.status, 400, "for \(sent)")
            XCTAssertFalse(answer.ok)
            assertContains(answer.error, problem, "for \(sent)")
        }
        let unknown = try say(server, token: token, body: body("wet diaper", baby: "Edie"))
        XCTAssertFalse(unknown.ok)
        assertContains(unknown.error, "no baby named 'Edie' — did you mean 'Eddie'?")
        let file = try say(server, token: token, body: body("export csv to /tmp/hush-voice-export.csv"))
        XCTAssertFalse(file.ok)
        assertContains(file.error, "not available by voice")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/hush-voice-export.csv"))
        // The pediatrician's report is a file too; the trends table is only words.
        let report = try say(server, token: token, body: body("report 7d to /tmp/hush-voice-report.html"))
        XCTAssertFalse(report.ok)
        assertContains(report.error, "not available by voice")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/hush-voice-report.html"))
        let trends = try say(server, token: token, body: body("how was this week"))
        XCTAssertTrue(trends.ok, "\(trends.json)")
        let typo = try say(server, token: token, body: body("ate fuor oz"))
        XCTAssertEqual(typo.status, 200)
        XCTAssertFalse(typo.ok)
        XCTAssertEqual(typo.json["column"] as? Int, 5, "\(typo.json)")
        assertContains(typo.speech, "Sorry")
        // Nothing above logged anything.
        try assertContains(try gavin.ok("sync"), "received 0")
        XCTAssertEqual(try gavin.events().count, 0)

        // Two babies: "baby" picks one for that request only; the next request without it is asked which.
        try gavin.ok("new baby Mia born 2025-10-01")
        try gavin.ok("sync")
        let forMia = try say(server, token: token, body: body("wet diaper", baby: "mia"))
        XCTAssertTrue(forMia.ok, "\(forMia.json)")
        let unsaid = try say(server, token: token, body: body("dirty diaper"))
        XCTAssertFalse(unsaid.ok, "logged without knowing whose: \(unsaid.json)")
        assertContains(unsaid.error, "which baby?")
        let named = try say(server, token: token, body: body("dirty diaper for Eddie"))
        XCTAssertTrue(named.ok, "\(named.json)")
        try gavin.ok("sync")
        let babies = try JSONSerialization.jsonObject(with: Data(try gavin.ok("export json").utf8)) as? [String: Any]
        let ids = Dictionary(uniqueKeysWithValues: (babies?["babies"] as? [[String: Any]] ?? []).map { ($0["name"] as! String, $0["id"] as! String) })
        let byBaby = Dictionary(grouping: try gavin.events().values) { $0["baby_id"] as? String ?? "" }
        XCTAssertEqual(byBaby[ids["Mia"] ?? "-"]?.count, 1, "Mia's wet diaper")
        XCTAssertEqual(byBaby[ids["Eddie"] ?? "-"]?.count, 1, "Eddie's dirty diaper")
    }

    /// A subscriber's token asks about office hours and is refused everything else, logging included.
    static func subscriber(_ server: SyncServerProcess) throws {
        let (gavin, _, nana) = try family(server)
        let token = try XCTUnwrap(nana.token)
        let closed = try say(server, token: token, body: body("is Eddie available?"))
        XCTAssertTrue(closed.ok, "\(closed.json)")
        assertContains(closed.text, "haven't opened yet")
        // A subscriber cannot open office hours, so is not told to.
        XCTAssertFalse(closed.speech.contains("office hours on"), closed.speech)
        XCTAssertFalse(closed.text.contains("office hours on"), closed.text)
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        for question in ["is the baby free for a call", "are office hours open", "office hours"] {
            let open = try say(server, token: token, body: body(question))
            XCTAssertTrue(open.ok, "\(question): \(open.json)")
            assertContains(open.text, "The baby is in · Eddie · since 3:00 PM (Gavin)", question)
        }
        for refused in ["wet diaper", "when did he last eat", "status", "office hours off"] {
            let answer = try say(server, token: token, body: body(refused))
            XCTAssertFalse(answer.ok, "\(refused) ran for a subscriber: \(answer.json)")
            XCTAssertFalse(answer.error.isEmpty)
        }
        try assertContains(try gavin.ok("sync"), "received 0")
        XCTAssertEqual(try gavin.events().count, 0, "a subscriber's voice logged something")
    }

    /// Two people, eight calls each, all at once: every line is logged once, on every device. With two
    /// servers (sharing PostgreSQL) the calls alternate between them.
    static func concurrentCalls(_ server: SyncServerProcess, and other: SyncServerProcess? = nil) throws {
        let (gavin, leanne, _) = try family(server)
        var calls: [(Process, Pipe)] = []
        for number in 1...8 {
            for (device, name) in [(gavin, "gavin"), (leanne, "leanne")] {
                let target = number.isMultiple(of: 2) ? other ?? server : server
                calls.append(curlProcess(target, token: device.token, body: body("note \(name) call \(number)")))
            }
        }
        for (process, _) in calls { try process.run() }
        for (process, output) in calls {
            let answer = try reply(output)
            process.waitUntilExit()
            XCTAssertTrue(answer.ok, "\(answer.json)")
        }
        let events = try SyncScenarios.converge([gavin, leanne])
        let notes = events.values.compactMap { ($0["details"] as? [String: Any])?["text"] as? String ?? $0["note"] as? String }
        XCTAssertEqual(events.count, 16, "every call's note, once: \(notes.sorted())")
    }
}
