import Foundation

/// Runs the real `hush` and tells an exit (of any status) from death by a signal, with the fatal error's
/// message when there is one: for inputs that may be refused but must never crash the process.
///
/// ```swift
/// let outcome = try HushCrashCheck.run(["--store", path, "status"])
/// XCTAssertNil(outcome.signal, outcome.stderr)
/// ```
enum HushCrashCheck {
    struct Outcome {
        var status: Int32
        /// "signal 4 (…Fatal error: Double value cannot be converted to Int…)", or nil when it exited.
        var signal: String?
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = HushProcess.binary
        process.arguments = arguments
        // No backtrace: a crash ends at once, with the fatal error's line still first on stderr.
        process.environment = HushProcess.environment(for: arguments, extra: extra.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let collector = PipeCollector(output: output, errors: errors)
        process.waitUntilExit()
        let (stdout, stderr) = collector.finish()
        guard process.terminationReason == .uncaughtSignal else { return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr) }
        let fatal = stderr.split(separator: "\n").first { $0.contains("Fatal error") }.map { " (\($0))" } ?? ""
        return Outcome(status: process.terminationStatus, signal: "signal \(process.terminationStatus)" + fatal, stdout: stdout, stderr: stderr)
    }
}
