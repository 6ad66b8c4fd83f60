import Foundation
import XCTest

/// Sync as it happens without anyone typing `sync`: after each command in the background, into a
/// running `hush watch` within a second, and over native TLS.
final class SyncLiveTests: XCTestCase {
    /// A `hush watch` child whose output lines are kept with the time each arrived.
    final class WatchProcess: @unchecked Sendable {
        let process = Process()
        private var lines: [(Date, String)] = []
        private let lock = NSLock()

        init(_ device: SyncDevice) throws {
            process.executableURL = HushProcess.binary
            // In a zone where it is about noon now: outside quiet hours (22:00–06:00) whatever the hour the test runs.
            process.arguments = ["--store", device.store.path, "--as", device.person, "--tz", Self.noonZone(), "watch"]
            process.environment = HushProcess.environment(for: process.arguments!, extra: ["HUSH_AUTOSYNC": "0"])
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                let now = Date()
                self?.lock.withLock { self?.lines += text.split(separator: "\n").map { (now, String($0)) } }
            }
            try process.run()
        }

        /// `Etc/GMT±N` where the local hour is 11 to 13 now (the Etc names count hours west as plus).
        static func noonZone() -> String {
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            var east = 12 - utc.component(.hour, from: Date())
            if east > 12 { east -= 24 }
            if east < -12 { east += 24 }
            return east == 0 ? "Etc/GMT" : east > 0 ? "Etc/GMT-\(east)" : "Etc/GMT+\(-east)"
        }

        func firstLine(containing part: String, timeout: TimeInterval) -> (Date, String)? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if let line = lock.withLock({ lines.first { $0.1.contains(part) } }) { return line }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return nil
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }

    func testASubscribersWatchHearsOfficeHoursWithinASecond() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        let watch = try WatchProcess(grandma)
        Thread.sleep(forTimeInterval: 1)  // connected and caught up
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        let pushed = Date()
        let heard = try XCTUnwrap(watch.firstLine(containing: "Eddie is in!", timeout: 5), "the watch never heard")
        XCTAssertLessThan(heard.0.timeIntervalSince(pushed), 1.0, "office hours reached the watching device within a second")
    }

    func testEachCommandSyncsInTheBackground() throws {
        let server = try SyncServerProcess.start()
        var (gavin, leanne) = try SyncScenarios.family(server)
        gavin.autosync = true
        try gavin.ok("wet diaper")
        var received = false
        for _ in 0..<50 where !received {
            Thread.sleep(forTimeInterval: 0.2)
            received = try leanne.ok("sync").contains("from Gavin")
        }
        XCTAssertTrue(received, "Gavin's diaper reached the server with nobody typing sync")
        try assertContains(try gavin.ok("status"), "Synced ✓")
        leanne.autosync = true
        server.crash()
        try leanne.ok("ate 4oz")  // answered at once although the server is down
        try server.restart()
        try leanne.ok("note after the outage")  // the next command's background sync takes both
        var synced = false
        for _ in 0..<50 where !synced {
            Thread.sleep(forTimeInterval: 0.2)
            synced = try leanne.ok("status").contains("Synced ✓")
        }
        XCTAssertTrue(synced, "the background sync caught up after the outage")
        _ = try SyncScenarios.converge([gavin, leanne])
    }

    /// A server that accepts connections and never answers (the worst network there is): logging still
    /// answers at once. Waiting on it would take the client's 60-second limit, so the 10 s bound here
    /// cannot be met by a command that waits, however slow the machine.
    func testLoggingNeverWaitsForAServerThatDoesNotAnswer() throws {
        let server = try SyncServerProcess.start()
        var (gavin, _) = try SyncScenarios.family(server)
        let silent = Process()
        silent.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        silent.arguments = ["python3", "-c", "import socket,time\ns=socket.socket()\ns.bind(('127.0.0.1',0))\ns.listen(64)\nprint(s.getsockname()[1],flush=True)\ntime.sleep(300)"]
        let output = Pipe()
        silent.standardOutput = output
        try silent.run()
        defer { silent.terminate() }
        let port = try XCTUnwrap(Int(String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Still linked (token, household), but the address now leads to the silent listener.
        let path = gavin.store.path + "/sync.json"
        var state = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        state["server"] = "http://127.0.0.1:\(port)"
        try JSONSerialization.data(withJSONObject: state).write(to: URL(fileURLWithPath: path))
        gavin.autosync = true
        let started = Date()
        try assertContains(try gavin.ok("wet diaper"), "Logged pee")
        try assertContains(try gavin.ok("status"), "change waiting")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "logging waited for the network")
    }

    /// A store that moves to another server registers a new household there and sends it everything.
    func testMovingToAnotherServerSendsEverything() throws {
        let first = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(first)
        try gavin.ok("wet diaper")
        try gavin.ok("sync")
        let second = try SyncServerProcess.start()
        try gavin.ok("set server none")
        try assertContains(try gavin.ok("set server \(second.url)"), "Server set to \(second.url)")
        try assertContains(try gavin.ok("sync"), "Registered this household on \(second.url)")
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(second.url, token: try XCTUnwrap(gavin.token)))
        XCTAssertTrue(keys.contains { $0.hasPrefix("baby:") } && keys.contains { $0.hasPrefix("event:") }, "\(keys)")
    }

    func testNativeTLS() throws {
        let folder = try TemporaryStore()
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                             "-keyout", folder.path + "/key.pem", "-out", folder.path + "/cert.pem"]
        openssl.standardError = FileHandle.nullDevice
        guard (try? openssl.run()) != nil else { throw XCTSkip("openssl is not installed") }
        openssl.waitUntilExit()
        let server = Process()
        server.executableURL = HushProcess.binary
        server.arguments = ["serve", "--port", "0", "--data", folder.path + "/data", "--tls-cert", folder.path + "/cert.pem",
                            "--tls-key", folder.path + "/key.pem"]
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let url = try XCTUnwrap(line.range(of: #"https://127\.0\.0\.1:\d+"#, options: .regularExpression).map { String(line[$0]) }, line)
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "--cacert", folder.path + "/cert.pem", url + "/health"]
        let answer = Pipe()
        curl.standardOutput = answer
        try curl.run()
        curl.waitUntilExit()
        XCTAssertEqual(String(decoding: answer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), #"{"ok":true}"#)
    }
}
