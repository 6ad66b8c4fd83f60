import Foundation
import HushKit
import Logging
import PostgresNIO
import Synchronization

/// The hosted backend: every household in one PostgreSQL database, so several `hush serve` processes can
/// run side by side behind a load balancer. Pushes to one household are applied one at a time whichever
/// server takes them (``push(_:by:now:trusted:)``); accepted pushes are announced with `NOTIFY hush_changes`
/// (``ChangeNotices``), and every server `LISTEN`s and tells its own streaming clients.
///
/// ```swift
/// let ledger = try await PostgresLedger.connect(url: "postgres://hush@127.0.0.1:5432/hush", logger: logger)
/// ```
public final class PostgresLedger: HouseholdLedger {
    public let feed: ChangeFeed
    let client: PostgresClient
    let logger: Logger
    let notices: ChangeNotices
    /// Devices that pushed here, so their next push skips the token's round trip.
    let pushing = PushingDevices()
    private let running: Task<Void, Never>
    private let sending = Mutex<Task<Void, Never>?>(nil)
    private let listening = Mutex<Task<Void, Never>?>(nil)
    static let channel = "hush_changes"

    /// Connects, runs the migrations, and starts listening for other servers' changes.
    public static func connect(url: String, logger: Logger) async throws -> PostgresLedger {
        let client = PostgresClient(configuration: try configuration(url), backgroundLogger: logger)
        // Nothing may lease a connection before `run()` has begun (the client warns that it has not); the
        // task says when it is about to call it, and `run()` marks itself running before it first waits.
        let (starting, started) = AsyncStream<Void>.makeStream()
        let running = Task {
            started.finish()
            await client.run()
        }
        for await _ in starting {}
        let feed = ChangeFeed()
        let notices = ChangeNotices()
        let ledger = PostgresLedger(client: client, logger: logger, feed: feed, notices: notices, running: running)
        do {
            try await ledger.migrate()
        } catch {
            running.cancel()
            throw error
        }
        ledger.sending.withLock { $0 = Task { await notices.send(through: client, channel: channel, logger: logger) } }
        ledger.listening.withLock { $0 = Task { await listen(client: client, feed: feed, logger: logger) } }
        return ledger
    }

    /// Reconnects after a lost connection; the clients' next pull catches up on anything missed. Returns
    /// when cancelled (the server stopping), quietly: a connection closed then is not a failure.
    private static func listen(client: PostgresClient, feed: ChangeFeed, logger: Logger) async {
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
                if Task.isCancelled { return }
                logger.warning("LISTEN \(channel) failed: \(error); retrying")
            }
            try? await Task.sleep(for: .seconds(1))
        }
    }

    private init(client: PostgresClient, logger: Logger, feed: ChangeFeed, notices: ChangeNotices, running: Task<Void, Never>) {
        self.client = client
        self.logger = logger
        self.feed = feed
        self.notices = notices
        self.running = running
    }

    /// Connections each server keeps at most (`HUSH_PG_CONNECTIONS`, default 16). A push holds one for two
    /// short statements, so a few serve many devices; more only add PostgreSQL processes competing for
    /// the same cores.
    static let connections = ProcessInfo.processInfo.environment["HUSH_PG_CONNECTIONS"].flatMap(Int.init).map { max(2, min($0, 200)) } ?? 16

    /// `postgres://user[:password]@host[:port]/database`; TLS is not used on loopback and preferred elsewhere.
    /// A server on the same machine is also reached through its Unix socket, as libpq spells it: a
    /// directory as the `host` parameter (`postgres://hush@/hush?host=/var/run/postgresql`, the socket
    /// `.s.PGSQL.5432` in it, the port from the URL).
    static func configuration(_ text: String) throws -> PostgresClient.Configuration {
        let usage = "--database must look like postgres://user:password@host:5432/database (or postgres://user@/database?host=/var/run/postgresql)"
        guard let url = URLComponents(string: text), ["postgres", "postgresql"].contains(url.scheme ?? "") else { throw LedgerError(usage) }
        let database = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        let socketDirectory = url.queryItems?.first(where: { $0.name == "host" })?.value.flatMap { $0.hasPrefix("/") ? $0 : nil }
        var configuration: PostgresClient.Configuration
        if let socketDirectory {
            configuration = PostgresClient.Configuration(
                unixSocketPath: socketDirectory + "/.s.PGSQL.\(url.port ?? 5432)", username: url.user ?? "postgres",
                password: url.password, database: database.isEmpty ? nil : database)
        } else {
            guard let host = url.host, !host.isEmpty else { throw LedgerError(usage) }
            let loopback = host == "127.0.0.1" || host == "localhost" || host == "::1"
            configuration = PostgresClient.Configuration(
                host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
                database: database.isEmpty ? nil : database, tls: loopback ? .disable : .prefer(.clientDefault))
        }
        configuration.options.maximumConnections = Self.connections
        // Every statement here finds its rows through an index, by the household's key (or a token's, an
        // invite's), so one plan per prepared statement serves every call. Left to choose, PostgreSQL
        // planned the push's read anew on every call (a third of its time in a push), because without
        // statistics for one household its estimate of the shared plan was pessimistic. And a plan made
        // while a table is young (a new database, before autovacuum's first ANALYZE) would read the whole
        // table, and be kept: so plans here use the indexes whatever the statistics say.
        configuration.options.additionalStartupParameters = [("plan_cache_mode", "force_generic_plan"), ("enable_seqscan", "off")]
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

    /// Sends the last notices, stops listening, then closes the connections, in that order: each step
    /// still needs what the next one ends.
    public func close() async throws {
        notices.finish()
        await sending.withLock { $0 }?.value
        let listener = listening.withLock { $0 }
        listener?.cancel()
        await listener?.value
        running.cancel()
        await running.value
    }
}
