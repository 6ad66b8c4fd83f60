import Foundation
import HushKit
import Logging
import PostgresNIO

/// The hosted backend: every household in one PostgreSQL database, so several `hush serve` processes can
/// run side by side behind a load balancer. A push locks its household's row, so pushes to one household
/// are applied one at a time whichever server takes them; each accepted push sends `NOTIFY hush_changes`,
/// and every server `LISTEN`s and tells its own streaming clients.
///
/// ```swift
/// let ledger = try await PostgresLedger.connect(url: "postgres://hush@127.0.0.1:5432/hush", logger: logger)
/// ```
public final class PostgresLedger: HouseholdLedger {
    public let feed: ChangeFeed
    let client: PostgresClient
    let logger: Logger
    private let tasks: [Task<Void, Never>]
    static let channel = "hush_changes"

    /// Connects, runs the migrations, and starts listening for other servers' changes.
    public static func connect(url: String, logger: Logger) async throws -> PostgresLedger {
        let client = PostgresClient(configuration: try configuration(url), backgroundLogger: logger)
        let running = Task { await client.run() }
        let feed = ChangeFeed()
        let listening = Task {
            // Reconnects after a lost connection; the clients' next pull catches up on anything missed.
            while !Task.isCancelled {
                do {
                    try await client.withConnection { connection in
                        try await connection.listen(on: channel) { notifications in
                            for try await notification in notifications {
                                let parts = notification.payload.split(separator: " ")
                                if parts.count == 2, let seq = Int(parts[1]) { feed.publish(household: String(parts[0]), seq: seq) }
                            }
                        }
                    }
                } catch {
                    logger.warning("LISTEN \(channel) failed: \(error); retrying")
                }
                try? await Task.sleep(for: .seconds(1))
            }
        }
        let ledger = PostgresLedger(client: client, logger: logger, tasks: [running, listening], feed: feed)
        try await ledger.migrate()
        return ledger
    }

    private init(client: PostgresClient, logger: Logger, tasks: [Task<Void, Never>], feed: ChangeFeed) {
        self.client = client
        self.logger = logger
        self.tasks = tasks
        self.feed = feed
    }

    /// `postgres://user[:password]@host[:port]/database`; TLS is not used on loopback and preferred elsewhere.
    static func configuration(_ text: String) throws -> PostgresClient.Configuration {
        guard let url = URLComponents(string: text), ["postgres", "postgresql"].contains(url.scheme ?? ""), let host = url.host, !host.isEmpty else {
            throw LedgerError("--database must look like postgres://user:password@host:5432/database")
        }
        let database = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        let loopback = host == "127.0.0.1" || host == "localhost" || host == "::1"
        var configuration = PostgresClient.Configuration(
            host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
            database: database.isEmpty ? nil : database, tls: loopback ? .disable : .prefer(try .clientDefault))
        configuration.options.maximumConnections = 16
        return configuration
    }

    func migrate() async throws {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(7412)", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS hush_schema (version integer NOT NULL)", logger: logger)
            var version = 0
            for try await value in try await connection.query("SELECT version FROM hush_schema", logger: logger).decode(Int.self) {
                version = value
            }
            guard version < PostgresSchema.migrations.count else { return }
            for migration in PostgresSchema.migrations[version...] {
                for statement in migration.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }) where !statement.isEmpty {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
            }
            try await connection.query("DELETE FROM hush_schema", logger: logger)
            try await connection.query("INSERT INTO hush_schema (version) VALUES (\(PostgresSchema.migrations.count))", logger: logger)
        }
    }

    public func close() async throws {
        for task in tasks { task.cancel() }
    }
}
