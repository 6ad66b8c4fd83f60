import Foundation
import XCTest

/// `hush-load` running in the background while a test breaks the backend under it: four devices, each
/// pushing its events one at a time, with a per-request timeout, retrying 503s and hung requests as a
/// device does. ``waitUntilPushing()`` returns once the timed pushes have begun, so the fault lands in
/// their middle; ``report()`` waits (bounded) for its JSON line.
///
/// ```swift
/// let load = try LoadUnderFault(server: server.url, events: 300, timeout: 20)
/// try load.waitUntilPushing(); try cluster.restart(mode: "fast")
/// let report = try load.report()       // ["hung": 0, "missing": 0, …]
/// ```
final class LoadUnderFault: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var stdout = Data()
    private var stderr = Data()

    init(server: String, devices: Int = 4, events: Int, timeout: Double) throws {
        process.executableURL = HushProcess.productsDirectory.appendingPathComponent("hush-load")
        process.arguments = ["--server", server, "--devices", String(devices), "--events", String(events),
                             "--timeout", String(timeout), "--retry-for", "120", "--json"]
        process.environment = HushProcess.environment(for: [])
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.stdout.append(data) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.stderr.append(data) }
        }
        try process.run()
    }

    var errorText: String { lock.withLock { String(decoding: stderr, as: UTF8.self) } }

    /// Returns once hush-load says its devices are registered and pushing.
    func waitUntilPushing(file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(60)
        while !errorText.contains("pushing"), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard errorText.contains("pushing") else {
            throw ScratchDatabaseFailed(description: "hush-load never started pushing: \(errorText)")
        }
    }

    /// Its report's JSON, once it has exited; it is stopped and the test fails if it runs past `seconds`.
    func report(within seconds: TimeInterval = 240, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("hush-load was still running after \(Int(seconds)) s: \(errorText)", file: file, line: line)
        }
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.2)
        let text = lock.withLock { String(decoding: stdout, as: UTF8.self) }
        print(text, terminator: "")
        guard let json = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
              let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw ScratchDatabaseFailed(description: "hush-load printed no report (exit \(process.terminationStatus)): \(errorText)\(text)")
        }
        return report
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }
}
