import Foundation
import XCTest

/// A database of its own on the test cluster (`HUSH_TEST_POSTGRES`), made with `psql` and dropped at the
/// end, for a test that needs a server with no household yet (the shared database keeps every test's).
///
/// ```swift
/// let scratch = try ScratchDatabase.make()      // skips without HUSH_TEST_POSTGRES
/// let server = try SyncServerProcess.start(database: scratch.url, registration: "first")
/// ```
final class ScratchDatabase: Sendable {
    let name: String
    let url: String
    private let admin: String

    private init(admin: String, name: String, url: String) {
        self.admin = admin
        self.name = name
        self.url = url
    }

    static func make() throws -> ScratchDatabase {
        guard let shared = SyncServerProcess.postgresURL, var components = URLComponents(string: shared) else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        let name = "hush_scratch_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        components.path = "/" + name
        let scratch = ScratchDatabase(admin: shared, name: name, url: try XCTUnwrap(components.string))
        try scratch.psql("CREATE DATABASE \(name)")
        return scratch
    }

    /// Runs one statement on the scratch database; its rows, one a line, columns split by `|`.
    @discardableResult
    func query(_ statement: String) throws -> String {
        try psql(statement, database: url)
    }

    @discardableResult
    private func psql(_ statement: String, database: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = [database ?? admin, "-v", "ON_ERROR_STOP=1", "-q", "-A", "-t", "-c", statement]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let rows = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ScratchDatabaseFailed(description: "psql \(statement): \(text)") }
        return rows.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        // Servers still connected are ended with it: PostgreSQL 13 and later drop a database in use with FORCE.
        try? psql("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }
}

/// `psql` could not make or drop the scratch database, or run a test's statement on it.
struct ScratchDatabaseFailed: Error, CustomStringConvertible {
    let description: String
}
