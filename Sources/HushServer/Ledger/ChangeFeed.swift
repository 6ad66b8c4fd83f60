import Foundation
import Synchronization

/// Tells listeners (server-sent event streams) that a household has something new. One per server
/// process; the PostgreSQL backend feeds it from `LISTEN`, so a change accepted by another server
/// process reaches this one's clients too.
///
/// ```swift
/// for await seq in feed.subscribe(household: id, device: d) { … }   // ends when the client goes away
/// feed.publish(household: id, seq: 42)
/// feed.finish(device: d)                                             // its token was revoked
/// ```
public final class ChangeFeed: Sendable {
    private struct Listener {
        var household: String
        /// The device whose token opened the stream; nil for a family page's.
        var device: String?
        var continuation: AsyncStream<Int>.Continuation
    }

    private let listeners = Mutex<[UInt64: Listener]>([:])
    private let counter = Atomic<UInt64>(0)

    public init() {}

    public func subscribe(household: String, device: String? = nil) -> AsyncStream<Int> {
        let id = counter.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(16))
        listeners.withLock { $0[id] = Listener(household: household, device: device, continuation: continuation) }
        continuation.onTermination = { [weak self] _ in
            _ = self?.listeners.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every stream: the server is stopping, and an open stream would otherwise hold it up.
    public func finishAll() {
        let all = listeners.withLock { listeners in
            defer { listeners = [:] }
            return listeners.values.map(\.continuation)
        }
        for continuation in all { continuation.finish() }
    }

    /// Ends the streams a device opened: its token was revoked, and a stream must not outlive it.
    public func finish(device: String) {
        let ended = listeners.withLock { listeners in
            let ids = listeners.filter { $0.value.device == device }.map(\.key)
            return ids.compactMap { listeners.removeValue(forKey: $0)?.continuation }
        }
        for continuation in ended { continuation.finish() }
    }

    /// Every household with a stream open here: whose news the listener catches up on after a gap.
    public var households: [String] {
        Array(Set(listeners.withLock { $0.values.map(\.household) }))
    }

    public func publish(household: String, seq: Int) {
        let targets = listeners.withLock { $0.values.filter { $0.household == household }.map(\.continuation) }
        for continuation in targets { continuation.yield(seq) }
    }
}
