import Foundation
import XCTest

/// Logging across both daylight-saving nights in New York, London and Sydney, by the binary and by voice
/// (a server in UTC, each household in its zone): a clock time the clocks skipped is refused naming the
/// gap and logs nothing; one that happened twice logs its most recent past occurrence, the second.
final class DaylightNightsTests: XCTestCase {
    /// The start of the only event in a device's store, in UTC.
    private func onlyStart(_ device: SyncDevice) throws -> String? {
        let events = try device.events().values
        XCTAssertLessThanOrEqual(events.count, 1)
        return (events.first?["start_time"] as? [String: Any])?["utc"] as? String
    }

    /// A device in the night's zone with Eddie, its clock the morning after.
    private func device(_ night: DaylightNight) throws -> SyncDevice {
        var device = try SyncDevice("Gavin", now: night.now)
        device.environment = ["TZ": night.zone]
        try device.ok("new baby Eddie born 2025-09-01")
        return device
    }

    /// The device's binary with options before the line (`--json`, `--speak`), or lines on stdin.
    private func hush(_ device: SyncDevice, _ arguments: [String], stdin: String? = nil) throws -> HushProcess.Result {
        try HushProcess.run(["--store", device.store.path, "--as", device.person, "--now", device.now ?? ""] + arguments,
                            stdin: stdin, environment: device.environment)
    }

    /// The line logged with `--json`: its `phrase` (what Hush says back, in its own language).
    private func phrase(_ device: SyncDevice, _ line: String, stdin: String? = nil) throws -> String {
        let output = try hush(device, stdin == nil ? ["--json", line] : ["--json"], stdin: stdin).stdout
        let answers = output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return try XCTUnwrap(answers.last?["phrase"] as? String, output)
    }

    func testTheBinaryRefusesASkippedTimeAndLogsTheLaterOfADoubledOne() throws {
        for night in DaylightNight.all {
            let device = try device(night)
            if let refusal = night.refusal {
                let logged = try device.run("wet diaper at \(night.said)")
                XCTAssertNotEqual(logged.status, 0, "\(night.zone): \(logged.stdout)")
                assertContains(logged.stderr, "error: " + refusal, night.zone)
                XCTAssertNil(try onlyStart(device), "\(night.zone): a refused line logs nothing")
                let spoken = try hush(device, ["--speak", "wet diaper at \(night.said)"])
                assertContains(spoken.stderr, "did not happen on Sunday", night.zone)
                continue
            }
            let said = try phrase(device, "wet diaper at \(night.said)")
            XCTAssertEqual(try onlyStart(device), night.logged, night.zone)
            // What Hush says back, said again in another store, makes the same record.
            let again = try self.device(night)
            _ = try phrase(again, said)
            XCTAssertEqual(try onlyStart(again), night.logged, "\(night.zone): \(said)")
        }
    }

    /// The first pass through a doubled hour (here by moving the clock there) is said back in UTC, since
    /// its clock time said again would mean the second.
    func testTheFirstPassThroughADoubledHourIsSaidBackSoItLogsTheSame() throws {
        for night in DaylightNight.all where night.logged != nil {
            let utc = ISO8601DateFormatter()
            let first = utc.string(from: try XCTUnwrap(utc.date(from: night.logged!)).addingTimeInterval(-3600))
            let device = try device(night)
            // The morning after is the same local date in every zone here.
            let said = try phrase(device, "", stdin: "clock \(night.now.prefix(10)) 0\(night.said.dropLast(2))\nwet diaper\n")
            XCTAssertTrue(said.hasSuffix(" UTC"), "\(night.zone): \(said)")
            XCTAssertEqual(try onlyStart(device), first, night.zone)
            let again = try self.device(night)
            _ = try phrase(again, said)
            XCTAssertEqual(try onlyStart(again), first, "\(night.zone): \(said)")
        }
    }

    func testVoiceRefusesASkippedTimeAndLogsTheLaterOfADoubledOne() throws {
        for night in DaylightNight.all {
            let server = try SyncServerProcess.start(environment: ["HUSH_NOW": night.now, "TZ": "UTC"])
            var gavin = try SyncDevice("Gavin", now: night.now)
            gavin.environment = ["TZ": night.zone]
            try gavin.ok("new baby Eddie born 2025-09-01")
            try gavin.ok("set server \(server.url)")
            try gavin.ok("sync")
            let token = try XCTUnwrap(gavin.token)
            let reply = try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body("wet diaper at \(night.said)"))
            try gavin.ok("sync")
            if let refusal = night.refusal {
                XCTAssertFalse(reply.ok, "\(night.zone): \(reply.json)")
                XCTAssertEqual(reply.error, refusal, night.zone)
                assertContains(reply.speech, "did not happen on Sunday", night.zone)
                XCTAssertNil(try onlyStart(gavin), "\(night.zone): a refused line logs nothing")
            } else {
                XCTAssertTrue(reply.ok, "\(night.zone): \(reply.json)")
                XCTAssertEqual(try onlyStart(gavin), night.logged, night.zone)
            }
        }
    }
}
