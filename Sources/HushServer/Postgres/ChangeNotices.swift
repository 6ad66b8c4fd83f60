import Foundation
import Logging
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
/// let sending = Task { await notices.send(logger: logger) { try await ledger.notify($0) } }
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

    /// No more notices: ``send(logger:notify:)`` sends the last batch and returns.
    func finish() { wake.finish() }

    /// How long notices gather before they are sent together.
    static let gathering = Duration.milliseconds(25)

    /// `notify` sends one batch of `"household seq"` notices (``PostgresLedger/notify(_:)``, bounded by the
    /// call deadlines); a batch it fails to send is dropped, as a lost hint costs nothing.
    func send(logger: Logger, notify: @escaping @Sendable ([String]) async throws -> Void) async {
        for await _ in wakes {
            try? await Task.sleep(for: Self.gathering)
            await flush(logger: logger, notify: notify)
        }
        await flush(logger: logger, notify: notify)
    }

    private func flush(logger: Logger, notify: @Sendable ([String]) async throws -> Void) async {
        let batch = pending.withLock { batch in
            defer { batch = [:] }
            return batch.map { "\($0.key) \($0.value)" }
        }
        guard !batch.isEmpty else { return }
        do {
            try await notify(batch)
        } catch {
            // The outage, if this is one, is logged once by the ledger; a notice lost is only a hint.
            logger.debug("NOTIFY failed: \(error); other servers' streams learn of these changes at their next pull")
        }
    }
}
