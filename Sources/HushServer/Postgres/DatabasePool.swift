import Logging
import PostgresNIO
import Synchronization

/// The pooled connections the requests share (PostgresNIO's client), renewed after an outage. The
/// client reconnects by itself, but with a backoff that grows with every failed try (to a minute), so
/// after a minute's outage it could go on refusing requests for a quarter of a minute more with the
/// database back. ``ChangeListener`` notices the return within a second or two; ``renew(retiring:)``
/// then starts a fresh client and retires the old one once the calls it was given have had their time.
///
/// ```swift
/// let pool = await DatabasePool(configuration: address.pool(connections: 16), logger: logger)
/// try await pool.client.withConnection { … }
/// pool.renew(retiring: deadlines.call)        // the database is back
/// await pool.close()
/// ```
final class DatabasePool: Sendable {
    private struct Running: Sendable {
        var client: PostgresClient
        var task: Task<Void, Never>
    }

    private let configuration: PostgresClient.Configuration
    private let logger: Logger
    private let current: Mutex<Running>
    /// Old clients still finishing their calls; each ends after its grace, or at ``close()``.
    private let retiring = Mutex<[Task<Void, Never>]>([])

    init(configuration: PostgresClient.Configuration, logger: Logger) async {
        self.configuration = configuration
        self.logger = logger
        current = Mutex(await Self.start(configuration, logger: logger))
    }

    /// Nothing may lease a connection before `run()` has begun (the client warns that it has not); the
    /// task says when it is about to call it, and `run()` marks itself running before it first waits.
    private static func start(_ configuration: PostgresClient.Configuration, logger: Logger) async -> Running {
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let (starting, started) = AsyncStream<Void>.makeStream()
        let task = Task {
            started.finish()
            await client.run()
        }
        for await _ in starting {}
        return Running(client: client, task: task)
    }

    var client: PostgresClient { current.withLock { $0.client } }

    /// A fresh client for new calls; the old one is closed after `grace`, when every call given to it
    /// has finished or been given up.
    func renew(retiring grace: Duration) async {
        let fresh = await Self.start(configuration, logger: logger)
        let old = current.withLock { running in
            defer { running = fresh }
            return running
        }
        let ending = Task {
            try? await Task.sleep(for: grace)
            old.task.cancel()
            await old.task.value
        }
        retiring.withLock { $0.append(ending) }
    }

    /// Closes every client, the current and the retiring, at once.
    func close() async {
        for ending in retiring.withLock({ $0 }) { ending.cancel() }
        let running = current.withLock { $0 }
        running.task.cancel()
        await running.task.value
        for ending in retiring.withLock({ $0 }) { await ending.value }
    }
}
