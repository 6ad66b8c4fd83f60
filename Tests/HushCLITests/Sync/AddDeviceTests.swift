import Foundation
import XCTest

/// `add device` (docs/guide-phone.md): a real server, the real `hush`, a raw redeem as a phone sends it,
/// the QR code on a real pseudo-terminal read back by a real decoder, and the refusals.
final class AddDeviceTests: XCTestCase {
    private func server() throws -> SyncServerProcess { try SyncServerProcess.start(environment: AddDeviceScenarios.environment) }

    func testLinkOpensOnceIntoADeviceOfTheSamePersonThatTheTerminalRevokes() throws {
        try AddDeviceScenarios.redeemedOnce(try server())
    }

    func testLinkMadeOnOneServerOpensOnTheOtherOfAPostgresPair() throws {
        guard let url = SyncServerProcess.postgresURL else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        let first = try SyncServerProcess.start(database: url, environment: AddDeviceScenarios.environment)
        let second = try SyncServerProcess.start(database: url, environment: AddDeviceScenarios.environment)
        try AddDeviceScenarios.redeemedOnce(first, redeemedOn: second)
    }

    func testJSONIsTheLinkAndItsExpiryAndTheLinkStopsAtIt() throws {
        let server = try server()
        let (link, _) = try AddDeviceScenarios.json(server)
        // Eleven minutes on, the unused link no longer works.
        server.environment["HUSH_NOW"] = "2026-01-02T15:11:00Z"
        try server.restart()
        let late = try AppLinkRequest.redeem(link)
        XCTAssertEqual(late.status, 410, "\(late.json)")
        XCTAssertNil(late.cookie)
    }

    /// The expiry is said on the household's clock, with its zone when this device is elsewhere.
    func testExpiryIsOnTheHouseholdsClock() throws {
        let server = try server()
        var gavin = try AddDeviceScenarios.gavin(server)
        try gavin.ok("set zone America/New_York")
        try assertContains(try gavin.ok("add device"), "it works once, until 10:10 AM in America/New_York:\n")
        gavin.environment["TZ"] = "America/New_York"
        try assertContains(try gavin.ok("add device"), "it works once, until 10:10 AM:\n")
    }

    func testNotLinkedSaysHowToLinkAndAsksNoServer() throws {
        let device = try SyncDevice("Gavin", now: AddDeviceScenarios.now)
        try device.ok("new baby Eddie born 2025-09-01")
        let alone = try device.run("add device")
        XCTAssertEqual(alone.status, 1)
        XCTAssertEqual(alone.stdout, "")
        assertContains(alone.stderr, "this store has none: 'set server http://HOST:PORT', then 'sync' (the household's first device) or 'join CODE as NAME'")
        // A server set but never synced: nothing listens there, and nothing is asked of it.
        try device.ok("set server http://127.0.0.1:9")
        for phrase in ["add device", "link a phone", "add this phone --json"] {
            let unlinked = try device.run(phrase)
            XCTAssertEqual(unlinked.status, 1, phrase)
            let said = unlinked.stderr + unlinked.stdout
            assertContains(said, "this store is not linked to the household on http://127.0.0.1:9 yet: 'sync' links it")
            XCTAssertFalse(said.contains("can't reach"), "asked the server anyway: \(said)")
        }
    }

    func testVoiceRefusesAddingADevice() throws {
        let server = try SyncServerProcess.start(environment: VoiceScenarios.environment)
        let (gavin, _, _) = try VoiceScenarios.family(server)
        let token = try XCTUnwrap(gavin.token)
        let before = try AddDeviceScenarios.devices(gavin).count
        for line in ["add device", "add this phone", "link a phone", "add a new device", "Add device please"] {
            let reply = try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body(line))
            XCTAssertEqual(reply.status, 200, line)
            XCTAssertFalse(reply.ok, "\(line): \(reply.json)")
            XCTAssertEqual(reply.error, "Adding a device is not available by voice; use hush on one of your devices", line)
            XCTAssertFalse("\(reply.json)".contains("/app/link"), "a link was said: \(reply.json)")
        }
        XCTAssertEqual(try AddDeviceScenarios.devices(gavin).count, before)
    }
}

extension AddDeviceTests {
    /// A server whose link is not what the contract says (a path that is not the code's, a control
    /// character to drive the terminal, a time that is not UTC, a code that is not URL-safe, not JSON)
    /// gets one clear error, and nothing of its answer is printed or drawn.
    func testAnswersThatAreNotALinkArePrintedNowhere() throws {
        let replies = [
            #"{"code":"Zk3aB9","expires_at":"2026-01-02T15:10:00Z","path":"/app/link#Zk3aB8"}"#,
            #"{"code":"Zk3aB9","expires_at":"2026-01-02T15:10:00Z","path":"/app/link\u001b]0;pwned\u0007#Zk3aB9"}"#,
            #"{"code":"Zk3aB9","expires_at":"2026-01-02T15:10:00Z","path":"@evil.example/#Zk3aB9"}"#,
            #"{"code":"Zk3aB9","expires_at":"in ten minutes","path":"/app/link#Zk3aB9"}"#,
            #"{"code":"a b","expires_at":"2026-01-02T15:10:00Z","path":"/app/link#a b"}"#,
            #"{"code":"Zk3aB9","expires_at":"2026-01-02T15:10:00Z"}"#,
            #"<html>not json</html>"#,
        ]
        for reply in replies {
            let server = try HostileSyncServer(pull: Array(#"{"changes":[],"next":0,"more":false,"conflicts":[]}"#.utf8),
                                               deviceLink: Array(reply.utf8))
            let device = try SyncDevice("Gavin", now: AddDeviceScenarios.now)
            try device.ok("set server \(server.url)")
            try device.ok("sync")
            let answer = try device.run("add device")
            XCTAssertEqual(answer.status, 1, reply)
            XCTAssertEqual(answer.stdout, "", reply)
            XCTAssertEqual(answer.stderr, "error: the server's answer made no sense (POST /v1/device-links); nothing was changed here\n", reply)
            XCTAssertTrue(server.requests.contains("POST /v1/device-links"), "\(server.requests)")
        }
    }
}
