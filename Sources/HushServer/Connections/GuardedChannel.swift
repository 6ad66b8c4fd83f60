import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's child channel (HTTP/1, with or without TLS) with a ``ConnectionGate`` in front of
/// everything, so the connection caps apply before a TLS handshake costs anything and the request
/// deadline counts from a request's first byte on the wire.
///
/// ```swift
/// HTTPServerBuilder { responder in
///     GuardedChannel(base: HTTP1Channel(responder: responder, configuration: http1), counts: counts, requestTimeout: .seconds(300))
/// }
/// ```
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let counts: ConnectionCounts
    let requestTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGate(counts: counts, requestTimeout: requestTimeout), position: .first)
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
