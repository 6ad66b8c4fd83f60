import Foundation
import XCTest

/// Runs the real `hush` binary as a child process, the way users and CI run it.
///
/// ```swift
/// let store = try TemporaryStore()
/// let result = try HushProcess.run(["--store", store.path, "wet diaper"], now: "2026-01-02T15:00:00-05:00")
/// XCTAssertEqual(result.status, 0)
/// ```
enum HushProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The directory holding the built products (`hush`, `hush-trivial`): the one holding the test bundle.
    static var productsDirectory: URL {
        // On Linux the bundle URL is the products folder itself; on macOS it is the .xctest bundle inside it.
        let bundle = Bundle(for: Marker.self).bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }

    static var binary: URL { productsDirectory.appendingPathComponent("hush") }

    /// The project's root folder (holds `examples/`, `grammar/`).
    static var projectRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The shared folder beside the project (specs, corpus, data), if present.
    static var sharedFolder: URL { projectRoot.deletingLastPathComponent().appendingPathComponent("shared") }

    /// The environment every test's `hush` runs with: the caller's HUSH_* (but the clock shift), TZ and colour settings kept out,
    /// UTC, and purchases in an account file beside the test's store, never the real one in $HOME.
    static func environment(for arguments: [String], extra: [String: String] = [:]) -> [String: String] {
        // HUSH_CLOCK_SHIFT passes through: `.ci/any-hour` moves every child's clock to another hour with it.
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            (!key.hasPrefix("HUSH_") || key == "HUSH_CLOCK_SHIFT") && key != "TZ" && key != "NO_COLOR"
        }
        environment["TZ"] = "UTC"
        if let index = arguments.firstIndex(of: "--store"), index + 1 < arguments.count {
            environment["HUSH_ACCOUNT"] = arguments[index + 1] + ".account.json"
        }
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `hush` with arguments, optional standard input, and an environment without the caller's HUSH_*,
    /// TZ or colour settings leaking in.
    static func run(
        _ arguments: [String],
        stdin: String? = nil,
        environment extra: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment(for: arguments, extra: extra)
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes concurrently so a chatty child never blocks on a full pipe.
        let collector = PipeCollector(output: output, errors: errors)
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let (out, err) = collector.finish()
        return Result(status: process.terminationStatus, stdout: out, stderr: err)
    }

    private final class Marker {}
}

/// Drains a child's stdout and stderr on background threads.
final class PipeCollector: @unchecked Sendable {
    private var out = Data()
    private var err = Data()
    private let group = DispatchGroup()
    private let lock = NSLock()

    init(output: Pipe, errors: Pipe) {
        drain(output.fileHandleForReading) { data in self.lock.withLock { self.out = data } }
        drain(errors.fileHandleForReading) { data in self.lock.withLock { self.err = data } }
    }

    private func drain(_ handle: FileHandle, into store: @escaping @Sendable (Data) -> Void) {
        group.enter()
        DispatchQueue.global().async {
            store(handle.readDataToEndOfFile())
            self.group.leave()
        }
    }

    func finish() -> (String, String) {
        group.wait()
        return lock.withLock { (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)) }
    }
}

/// A fresh store folder under the system's temporary directory, removed when the test ends.
final class TemporaryStore {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hush-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        // The simulated App Store account tests give each store (see HushProcess.run).
        try? FileManager.default.removeItem(atPath: url.path + ".account.json")
    }
}
