import PostgresNIO
import Synchronization

/// A value kept for each pooled connection while it is open, forgotten when it closes: what a
/// connection has prepared (``PreparedStatements``), the watch on its bytes (``CommitWatches``).
///
/// Each entry holds its connection until the connection closes, so an entry's key (the connection's
/// identity) never names a newer connection that happens to reuse the address of a closed one.
///
/// ```swift
/// let uses = ConnectionTable<Int>()
/// uses.update(on: connection) { ($0 ?? 0) + 1 }   // removed again when the connection closes
/// let seen = uses.value(on: connection)            // 1
/// ```
final class ConnectionTable<Value: Sendable>: Sendable {
    private let entries = Mutex<[ObjectIdentifier: (connection: PostgresConnection, value: Value)]>([:])

    /// The connection's value, or nil before the first ``update(on:_:)`` and after it closed.
    func value(on connection: PostgresConnection) -> Value? {
        entries.withLock { $0[ObjectIdentifier(connection)]?.value }
    }

    /// Sets the connection's value to what `change` makes of the one it has (nil: none yet). The entry
    /// is removed when the connection closes.
    func update(on connection: PostgresConnection, _ change: (Value?) -> Value) {
        let key = ObjectIdentifier(connection)
        let first = entries.withLock { entries in
            let old = entries[key]?.value
            entries[key] = (connection, change(old))
            return old == nil
        }
        if first {
            connection.closeFuture.whenComplete { [weak self] _ in _ = self?.entries.withLock { $0.removeValue(forKey: key) } }
        }
    }

    /// Every open connection's value.
    var values: [Value] { entries.withLock { $0.values.map(\.value) } }
}
