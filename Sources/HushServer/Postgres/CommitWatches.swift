import NIOCore
import NIOSSL
import PostgresNIO

/// A ``CommitWatch`` for each pooled connection, put in its pipeline before its first batch's first
/// statement: in front of PostgresNIO's handler, behind TLS when the connection has it.
///
/// PostgresNIO keeps a connection's channel to itself (an internal property), so the watch reaches it by
/// reflection. Where that finds no channel (another PostgresNIO), or the watch cannot be added, or it saw
/// nothing sent, or its stream could not be read, a push asks with ``CommitWait`` instead, as it did
/// before: slower, never less sure.
///
/// ```swift
/// commits.install(on: connection)                      // before the batch's statements
/// let written = try await statements.rows(write, on: connection)
/// if try await !commits.waitForCommit(on: connection) {
///     _ = try await statements.rows(CommitWait(), on: connection)
/// }
/// ```
final class CommitWatches: Sendable {
    /// Each connection's watch; nil where none is possible.
    private let watches = ConnectionTable<NIOLoopBound<CommitWatch>?>()
    /// False: no watch is put on, and every batch asks with ``CommitWait``.
    let reading: Bool

    init(reading: Bool = true) {
        self.reading = reading
    }

    /// Waits until every statement sent on the connection has been answered, so committed; false when the
    /// connection has no watch that can tell. On the connection's loop only (a push's call runs there).
    func waitForCommit(on connection: PostgresConnection) async throws -> Bool {
        guard connection.eventLoop.inEventLoop, let watch = watches.value(on: connection) ?? nil else { return false }
        do {
            try await watch.value.allAnswered(on: connection.eventLoop).get()
            return true
        } catch CommitWatch.Failure.notWatching {
            return false
        } catch CommitWatch.Failure.unreadable {
            return false
        } catch CommitWatch.Failure.closed {
            throw ChannelError.ioOnClosedChannel
        }
    }

    /// How many connections have a watch.
    var count: Int { watches.values.count { $0 != nil } }

    /// Puts a watch on the connection unless it has one (or was found to have none possible). It sees
    /// only what is sent after it, so it goes before the statements whose commit it is to tell. On the
    /// connection's loop; elsewhere it does nothing.
    func install(on connection: PostgresConnection) {
        guard connection.eventLoop.inEventLoop, watches.value(on: connection) == nil else { return }
        let added = reading ? Self.add(to: connection) : nil
        watches.update(on: connection) { $0 ?? added }
    }

    /// Puts a watch in the connection's pipeline; nil when its channel cannot be found or is closing.
    private static func add(to connection: PostgresConnection) -> NIOLoopBound<CommitWatch>? {
        guard let channel = Mirror(reflecting: connection).children.first(where: { $0.label == "channel" })?.value as? any Channel,
              channel.eventLoop.inEventLoop, channel.isActive else { return nil }
        let watch = CommitWatch()
        let pipeline = channel.pipeline.syncOperations
        do {
            if let tls = try? pipeline.handler(type: NIOSSLClientHandler.self) {
                try pipeline.addHandler(watch, position: .after(tls))
            } else {
                try pipeline.addHandler(watch, position: .first)
            }
        } catch {
            return nil
        }
        return NIOLoopBound(watch, eventLoop: channel.eventLoop)
    }
}
