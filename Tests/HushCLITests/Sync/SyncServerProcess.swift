import Foundation
import XCTest

/// A real `hush serve` child on loopback for the sync tests: the embedded backend in a temporary folder,
/// or PostgreSQL when a URL is given. It can be killed (SIGKILL, as a crash) and started again on the
/// same port and data.
///
/// ```swift
/// let server = try SyncServerProcess.start()
/// server.url          // "http://127.0.0.1:41234"
/// server.crash(); try server.restart()
/// ```
final class SyncServerProcess {
    let data: TemporaryStore?
    let database: String?
    /// Extra environment for the server (`HUSH_NOW`, `TZ` for the voice endpoint's clock).
    var environment: [String: String] = [:]
    /// Extra `hush serve` options (`--idle-timeout 1`, `--registration closed`).
    var options: [String] = []
    /// `ulimit` arguments the server starts under (`-n 256`: a low descriptor limit, soft and hard;
    /// `-Sn 256`: the soft one only), through `/bin/sh`, which then becomes the server (`exec`).
    var ulimit: String?
    /// The `hush` that serves: the tests' own build, or another (the app benchmark's release build).
    var binary = HushProcess.binary
    private(set) var url = ""
    private(set) var port = 0
    private var process: Process?
    private var output: Pipe?

    private init(data: TemporaryStore?, database: String?) {
        self.data = data
        self.database = database
    }

    /// Starts a server: embedded unless `database` is given. Registration is open unless `registration`
    /// says otherwise: the tests keep several households on one server (and PostgreSQL's database outlives
    /// a run), as a server for several families does.
    static func start(database: String? = nil, environment: [String: String] = [:], registration: String? = "open",
                      options: [String] = [], ulimit: String? = nil, binary: URL? = nil) throws -> SyncServerProcess {
        let server = SyncServerProcess(data: database == nil ? try TemporaryStore() : nil, database: database)
        if let binary { server.binary = binary }
        server.environment = environment
        server.ulimit = ulimit
        server.options = (registration.map { ["--registration", $0] } ?? []) + options
        try server.launch(port: 0)
        return server
    }

    /// The embedded backend's folder (`--data`).
    var dataDirectory: String? { data.map { $0.path + "/server" } }

    /// What the server wrote to stderr since it last started (notes about its ledger, errors).
    var errors: String {
        (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    }

    private let errorsPath = NSTemporaryDirectory() + "hush-serve-errors-\(UUID().uuidString)"

    /// The PostgreSQL URL the CI gives the tests (`.ci/postgres-start`), or nil to skip.
    static var postgresURL: String? {
        ProcessInfo.processInfo.environment["HUSH_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private func launch(port: Int) throws {
        let process = Process()
        process.executableURL = binary
        var arguments = ["serve", "--port", String(port)]
        if let database { arguments += ["--database", database] } else { arguments += ["--data", data!.path + "/server"] }
        process.arguments = arguments + options
        if let ulimit {
            process.arguments = ["-c", "ulimit \(ulimit) && exec \"$0\" \"$@\"", binary.path] + arguments + options
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
        }
        process.environment = HushProcess.environment(for: [], extra: environment)
        let output = Pipe()
        process.standardOutput = output
        FileManager.default.createFile(atPath: errorsPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorsPath) ?? FileHandle.nullDevice
        try process.run()
        self.process = process
        self.output = output
        // The one line it prints once listening names the real port.
        var text = ""
        let handle = output.fileHandleForReading
        let deadline = Date().addingTimeInterval(20)
        while !text.contains("\n"), Date() < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression) else {
            process.terminate()
            // A failure, not a skip: a server that cannot start is exactly what these tests must catch.
            throw ServerDidNotStart(description: "hush serve did not start: \(text)\(errors)")
        }
        url = String(text[range])
        self.port = Int(url.split(separator: ":").last!)!
    }

    /// The server's resident memory in kilobytes (`VmRSS`), nil once it has stopped.
    var residentKilobytes: Int? {
        guard let process, process.isRunning,
              let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    var isRunning: Bool { process?.isRunning ?? false }

    /// The server's process id while it runs (the shell that set `ulimit` became the server).
    var processIdentifier: Int32? { process.map { $0.processIdentifier } }

    /// SIGKILL: no chance to finish anything, as in a crash or power cut.
    func crash() {
        guard let process, process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// SIGTERM, as a service manager stops a server: true when it exited within `seconds` (it is killed
    /// if not, so the test goes on), with its exit status.
    func stop(within seconds: TimeInterval) -> (inTime: Bool, status: Int32?) {
        guard let process, process.isRunning else { return (true, self.process?.terminationStatus) }
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            crash()
            return (false, nil)
        }
        process.waitUntilExit()
        return (true, process.terminationStatus)
    }

    /// Starts again on the same port and data.
    func restart() throws {
        crash()
        try launch(port: port)
    }

    deinit {
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: errorsPath)
    }
}

/// One caregiver's device in a sync test: its own store, its person, and commands run through the real
/// binary with background sync off (the tests say when to sync), unless `autosync` is set.
struct SyncDevice {
    let store: TemporaryStore
    let person: String
    var autosync = false
    var now: String?
    /// More environment for every command (`TZ`: the zone the device is in).
    var environment: [String: String] = [:]

    init(_ person: String, now: String? = nil) throws {
        store = try TemporaryStore()
        self.person = person
        self.now = now
    }

    @discardableResult
    func run(_ command: String, now: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> HushProcess.Result {
        var arguments = ["--store", store.path, "--as", person]
        if let when = now ?? self.now { arguments += ["--now", when] }
        arguments.append(command)
        return try HushProcess.run(arguments, environment: (autosync ? [:] : ["HUSH_AUTOSYNC": "0"]).merging(environment) { $1 })
    }

    /// Runs a script file (`hush run FILE`).
    @discardableResult
    func script(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try HushProcess.run(["--store", store.path, "--as", person, "run", path], environment: ["HUSH_AUTOSYNC": "0"])
        XCTAssertEqual(result.status, 0, "\(person): script failed: \(result.stderr)", file: file, line: line)
        return result.stdout
    }

    /// Runs and fails the test unless it succeeded; returns stdout.
    @discardableResult
    func ok(_ command: String, now: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try run(command, now: now)
        XCTAssertEqual(result.status, 0, "\(person): '\(command)' failed: \(result.stderr)\(result.stdout)", file: file, line: line)
        return result.stdout
    }

    /// The device's events as `export json` has them: id → the whole event.
    func events() throws -> [String: [String: Any]] {
        let text = try ok("export json")
        let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        var byID: [String: [String: Any]] = [:]
        for event in document["events"] as? [[String: Any]] ?? [] { byID[event["id"] as! String] = event }
        return byID
    }

    /// The token this device was given, from its sync state.
    var token: String? {
        guard let data = FileManager.default.contents(atPath: store.path + "/sync.json"),
              let state = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return state["token"] as? String
    }
}

/// Fails unless `text` contains `part`, showing the whole text (an answer's exact words matter here).
func assertContains(_ text: @autoclosure () throws -> String, _ part: String, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) rethrows {
    let whole = try text()
    XCTAssertTrue(whole.contains(part), "expected '\(part)' in: \(whole) \(message)", file: file, line: line)
}

/// `hush serve` printed no address: the test fails with what the server wrote.
struct ServerDidNotStart: Error, CustomStringConvertible {
    let description: String
}
