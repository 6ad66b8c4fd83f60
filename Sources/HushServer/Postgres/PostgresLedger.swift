import Foundation
import HushDomain
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
    let pool: DatabasePool
    let deadlines: DatabaseDeadlines
    let logger: Logger
    let notices: ChangeNotices
    /// The outage going on, if any, logged once when it starts and once when it ends.
    let outages: OutageLog
    /// Devices that pushed here, so their next push skips the token's round trip.
    let pushing = PushingDevices()
    /// The calls in flight, looked at for their deadlines.
    let watch = CallWatch()
    /// The statements sent on every request and push, prepared once on each connection.
    let statements = PreparedStatements()
    /// What tells a batch its write is committed without asking again.
    let commits: CommitWatches
    /// Pushes to different households waiting together, sent as one batch.
    let batcher = PushBatcher<PendingPush, Written?>(limit: PostgresLedger.batches, weight: 1_000, hold: PostgresLedger.hold)
    /// The households pushed to here last, so a push of new records to one is planned without a read.
    let snapshots: HouseholdSnapshots
    private let sending = Mutex<Task<Void, Never>?>(nil)
    private let listening = Mutex<Task<Void, Never>?>(nil)
    static let channel = "hush_changes"

    /// Connects, runs the migrations, and starts listening for other servers' changes.
    public static func connect(url: String, deadlines: DatabaseDeadlines = .standard, snapshots: Int = PostgresLedger.snapshots,
                               logger: Logger) async throws -> PostgresLedger {
        try await connect(url: url, deadlines: deadlines, snapshots: snapshots, commits: CommitWatches(), logger: logger)
    }

    /// With `CommitWatches(reading: false)`, every batch asks for its commit again (``CommitWait``), as it
    /// does where no watch can be put on: how the tests drive that path.
    static func connect(url: String, deadlines: DatabaseDeadlines, snapshots: Int, commits: CommitWatches,
                        logger: Logger) async throws -> PostgresLedger {
        let address = try DatabaseAddress(url, deadlines: deadlines)
        let pool = await DatabasePool(configuration: address.pool(connections: Self.connections), logger: logger)
        let ledger = PostgresLedger(pool: pool, deadlines: deadlines, snapshots: snapshots, commits: commits, logger: logger)
        do {
            try await ledger.migrate()
        } catch {
            await pool.close()
            throw error
        }
        ledger.sending.withLock { $0 = Task { await ledger.notices.send(logger: logger) { try await ledger.notify($0) } } }
        let listener = ChangeListener(address: address, ledger: ledger)
        ledger.listening.withLock { $0 = Task { await listener.run() } }
        return ledger
    }

    private init(pool: DatabasePool, deadlines: DatabaseDeadlines, snapshots: Int, commits: CommitWatches, logger: Logger) {
        self.commits = commits
        self.snapshots = HouseholdSnapshots(capacity: snapshots)
        self.pool = pool
        self.deadlines = deadlines
        self.logger = logger
        feed = ChangeFeed()
        notices = ChangeNotices()
        outages = OutageLog(backend: "database", failing: "unreachable", logger: logger)
    }

    /// Connections each server keeps at most (`HUSH_PG_CONNECTIONS`, default 16), besides the one that
    /// listens. A batch of pushes holds one for a statement or two, so a few serve many devices; more only add
    /// PostgreSQL processes competing for the same cores.
    static let connections = ProcessEnvironment.value("HUSH_PG_CONNECTIONS").flatMap(Int.init).map { max(2, min($0, 200)) } ?? 16

    /// Push batches each server has in flight at once (`HUSH_PG_BATCHES`, default 2), each on a
    /// connection of its own: one can be read and planned while the other waits for its commit, and a
    /// batch held up (by another server's lock, say) does not hold up every push.
    static let batches = ProcessEnvironment.value("HUSH_PG_BATCHES").flatMap(Int.init).map { max(1, min($0, 16)) } ?? 2

    /// How long a batch waits at most for a household just answered to push again (`HUSH_PG_HOLD`, in
    /// microseconds, default 300; 0 never waits): about a device's round trip on a busy server.
    static let hold = Duration.microseconds(ProcessEnvironment.value("HUSH_PG_HOLD").flatMap(Int.init).map { max(0, min($0, 10_000)) } ?? 300)

    /// Households each server keeps a snapshot of (`HUSH_PG_SNAPSHOTS`, default 10,000; 0 reads every
    /// push), so a push of new records to one is planned without a read (``HouseholdSnapshots``).
    public static let snapshots = ProcessEnvironment.value("HUSH_PG_SNAPSHOTS").flatMap(Int.init).map { max(0, min($0, 1_000_000)) } ?? 10_000

    /// Reachable, or out since when and why: `/health` says so, so a supervisor or a load balancer can act.
    public func health() -> BackendHealth {
        guard let outage = outages.current else { return .reachable }
        return .unreachable(for: outage.since.duration(to: .now), cause: outage.cause)
    }

    /// Under the advisory lock, so servers started together migrate once. A migration may take longer
    /// than a request's statement (an index on a large table): it has an hour.
    func migrate() async throws {
        let logger = self.logger
        let patient = DatabaseDeadlines(connection: deadlines.connection, statement: .seconds(3600))
        try await call(within: patient) { connection in try await connection.withTransaction(logger: logger) { connection in
            try await connection.query("SET LOCAL statement_timeout = 0", logger: logger)
            _ = try await connection.wholeRows("SELECT pg_advisory_xact_lock(7412)", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS hush_schema (version integer NOT NULL)", logger: logger)
            var version = 0
            for row in try await connection.wholeRows("SELECT version FROM hush_schema", logger: logger) {
                version = try row.decode(Int.self)
            }
            guard version < PostgresSchema.migrations.count else { return }
            for migration in PostgresSchema.migrations[version...] {
                for statement in migration.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }) where !statement.isEmpty {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
            }
            try await connection.query("DELETE FROM hush_schema", logger: logger)
            try await connection.query("INSERT INTO hush_schema (version) VALUES (\(PostgresSchema.migrations.count))", logger: logger)
        } }
    }

    /// Sends the last notices, stops listening, then closes the connections, in that order: each step
    /// still needs what the next one ends. Each is bounded by the call deadlines, so a database gone
    /// away cannot hold the server's exit.
    public func close() async throws {
        notices.finish()
        await sending.withLock { $0 }?.value
        let listener = listening.withLock { $0 }
        listener?.cancel()
        await listener?.value
        await pool.close()
    }
}
