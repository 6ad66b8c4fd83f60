import Foundation

/// A statement run in a transaction that `psql` holds open on the test database until ``commit()``: a
/// row written but not yet committed, for a test that needs the server to meet one (a unique index
/// making its write wait). Waits until the statement has run.
///
/// ```swift
/// let held = try HeldTransaction(scratch.url, "INSERT INTO hush_records (…) VALUES (…)")
/// // … the server reads around the row, and its write waits on it …
/// try held.commit()
/// ```
final class HeldTransaction: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()

    init(_ url: String, _ statement: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [url, "-v", "ON_ERROR_STOP=1", "-q", "-A", "-t"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // psql runs each line as it comes and flushes before reading the next: the marker comes back
        // once the statement has run.
        try send("BEGIN;\n\(statement);\n\\echo held\n")
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("held\n") {
            let more = output.fileHandleForReading.availableData
            guard !more.isEmpty else { throw failure("psql ended before the statement ran") }
            seen.append(more)
        }
    }

    func commit() throws {
        try send("COMMIT;\n")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw failure("psql could not commit") }
    }

    private func send(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    private func failure(_ what: String) -> ScratchDatabaseFailed {
        process.terminate()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return ScratchDatabaseFailed(description: "\(what): \(text)")
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
