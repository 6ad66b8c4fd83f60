import Foundation
import Logging
import NIOCore
import PostgresNIO

/// Hears other servers' changes (`LISTEN hush_changes`) on a connection of its own, outside the pool,
/// and keeps watch on the database for the whole server. A `SELECT 1` every ``heartbeat`` (held to the
/// statement deadline) finds a connection that died silently; a lost connection is made again with
/// backoff (a quarter of a second, doubling to ``longestBackoff``), its reason counted in the outage.
/// Once back after an outage it renews the pool (``DatabasePool``) and tells every stream open here the
/// household's latest sequence number, so devices pull what was accepted elsewhere while nobody
/// listened.
///
/// ```swift
/// let listening = Task { await ChangeListener(address: address, ledger: ledger).run() }   // until cancelled
/// ```
struct ChangeListener: Sendable {
    let address: DatabaseAddress
    let ledger: PostgresLedger

    static let heartbeat = Duration.seconds(2)
    static let longestBackoff = Duration.seconds(2)

    /// Returns when cancelled (the server stopping), quietly: a connection closed then is not a failure.
    func run() async {
        var backoff = Duration.milliseconds(250)
        var connections = 0
        var connectFailed = false
        while !Task.isCancelled {
            let attempt = ContinuousClock.now
            do {
                let connection: PostgresConnection
                do {
                    connection = try await PostgresConnection.connect(configuration: try address.single(), id: connections, logger: ledger.logger)
                } catch {
                    connectFailed = true
                    throw error
                }
                connections += 1
                backoff = .milliseconds(250)
                let renewing = connectFailed
                connectFailed = false
                do {
                    try await listen(on: connection, catchingUp: connections > 1 || renewing, renewing: renewing)
                } catch {
                    // Closed and waited for: a connection must be closed before it is let go.
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {
                if Task.isCancelled { return }
                let cause = DatabaseCause(error)
                // A heartbeat or LISTEN refused by a reachable server is no outage (and is a line of its own).
                if cause.isUnreachable || error is BackendUnavailable {
                    ledger.outages.failed((error as? BackendUnavailable)?.description ?? cause.description, since: attempt)
                } else {
                    ledger.logger.warning("LISTEN \(PostgresLedger.channel) failed: \(cause); listening again")
                }
            }
            try? await Task.sleep(for: backoff)
            backoff = min(backoff * 2, Self.longestBackoff)
        }
    }

    /// Listens until the connection fails or ends (thrown), or the task is cancelled. `catchingUp`: this
    /// connection replaces a lost one, so news may have been missed. `renewing`: the database was out
    /// (a connection could not be made), so the pool's backoff may have grown and its connections died.
    private func listen(on connection: PostgresConnection, catchingUp: Bool, renewing: Bool) async throws {
        let feed = ledger.feed
        try await connection.listen(on: PostgresLedger.channel) { notifications in
            ledger.outages.answered(since: .now)
            if catchingUp { await self.catchUp(renewing: renewing) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                // A failed heartbeat closes the connection, which ends the notifications below.
                group.addTask { try await self.beat(connection) }
                do {
                    for try await notification in notifications {
                        let parts = notification.payload.split(separator: " ")
                        if parts.count == 2, let seq = Int(parts[1]) {
                            ledger.snapshots.behind(String(parts[0]), seq: seq)
                            feed.publish(household: String(parts[0]), seq: seq)
                        }
                    }
                } catch {
                    group.cancelAll()
                    throw error
                }
                group.cancelAll()
                // The heartbeat's reason, when it was what ended the connection.
                do { try await group.next() } catch is CancellationError {}
                throw ListenEnded()
            }
        }
    }

    /// The notifications ended without an error: the server closed the connection.
    private struct ListenEnded: Error, CustomStringConvertible {
        var description: String { "the LISTEN connection was closed" }
    }

    /// A `SELECT 1` every heartbeat, each within the statement deadline; throws when one fails.
    private func beat(_ connection: PostgresConnection) async throws {
        let logger = ledger.logger
        while true {
            try await Task.sleep(for: Self.heartbeat)
            let started = ContinuousClock.now
            do {
                try await FirstOutcome<Void>.within(ledger.deadlines.statement, timeout: BackendUnavailable.timedOut(after: ledger.deadlines.statement),
                                                    late: { Self.abandon(connection) }) {
                    _ = try await connection.wholeRows("SELECT 1", logger: logger)
                }
            } catch {
                Self.abandon(connection)
                throw error
            }
            ledger.outages.answered(since: started)
        }
    }

    /// After a gap: after an outage a fresh pool (the old one's backoff may have grown long; its
    /// connections died with the database, so the two pools do not hold twice the connections), then
    /// every household with a stream here told its latest number, so devices pull what they missed. A
    /// failure here is the pool's, counted by its call; the next gap tries again.
    private func catchUp(renewing: Bool) async {
        if renewing { await ledger.pool.renew(retiring: ledger.deadlines.call) }
        let households = ledger.feed.households
        guard !households.isEmpty, let latest = try? await ledger.latestSeqs(households: households) else { return }
        for (household, seq) in latest { ledger.feed.publish(household: household, seq: seq) }
    }

    /// Closed without waiting: nothing is left to wait for.
    private static func abandon(_ connection: PostgresConnection) {
        let closing: EventLoopFuture<Void> = connection.close()
        _ = closing
    }
}
