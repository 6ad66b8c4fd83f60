import Foundation
import Logging
import PostgresNIO
import Synchronization

/// Tells the other servers sharing the database what was accepted here, off the push's path: a push
/// that committed posts its household's new sequence number, and one loop sends whatever has gathered
/// as one `NOTIFY` per household, in one statement. PostgreSQL takes a database-wide lock to queue a
/// notification and holds it until that transaction's commit is on disk, so a `NOTIFY` inside every
/// push made all pushes on all servers commit one at a time. A notice is a hint (a stream's "pull
/// now"), not data: its transaction commits without waiting for the disk, and one lost in a crash
/// costs a client nothing its next pull does not bring. Pushes themselves commit durably as before.
///
/// The loop waits ``gathering`` after the first notice before it sends, so a busy server sends one
/// statement for many pushes (about 40 a second at most) instead of nearly one per push; other servers'
/// streams still hear of a change well within a second.
///
/// ```swift
/// let notices = ChangeNotices()
/// let sending = Task { await notices.send(through: client, channel: "hush_changes", logger: logger) }
/// notices.post(household: "h1", seq: 42)     // after the push committed
/// notices.finish(); await sending.value      // sends what is left, then returns
/// ```
final class ChangeNotices: Sendable {
    private let pending = Mutex<[String: Int]>([:])
    private let wake: AsyncStream<Void>.Continuation
    private let wakes: AsyncStream<Void>

    init() {
        (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    func post(household: String, seq: Int) {
        pending.withLock { $0[household] = max($0[household] ?? 0, seq) }
        wake.yield()
    }

    /// No more notices: ``send(through:channel:logger:)`` sends the last batch and returns.
    func finish() { wake.finish() }

    /// How long notices gather before they are sent together.
    static let gathering = Duration.milliseconds(25)

    func send(through client: PostgresClient, channel: String, logger: Logger) async {
        for await _ in wakes {
            try? await Task.sleep(for: Self.gathering)
            await flush(through: client, channel: channel, logger: logger)
        }
        await flush(through: client, channel: channel, logger: logger)
    }

    private func flush(through client: PostgresClient, channel: String, logger: Logger) async {
        let batch = pending.withLock { batch in
            defer { batch = [:] }
            return batch.map { "\($0.key) \($0.value)" }
        }
        guard !batch.isEmpty else { return }
        do {
            let rows = try await client.query("""
                SELECT pg_notify(\(channel), notice) FROM set_config('synchronous_commit', 'off', true) AS relaxed, unnest(\(batch)::text[]) AS notice
                """, logger: logger)
            for try await _ in rows {}
        } catch {
            logger.warning("NOTIFY \(channel) failed: \(error); other servers' streams learn of these changes at their next pull")
        }
    }
}
