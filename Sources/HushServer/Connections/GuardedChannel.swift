import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's child channel (HTTP/1, with or without TLS) with a ``ConnectionGate`` in front of
/// everything, so the connection caps apply before a TLS handshake costs anything and the request
/// deadline counts from a request's first byte on the wire; and a ``PushLane`` after Hummingbird's own
/// handlers, which answers a device's pushes without the router.
///
/// ```swift
/// HTTPServerBuilder { responder in
///     GuardedChannel(base: HTTP1Channel(responder: responder, configuration: http1), counts: counts,
///                    requestTimeout: .seconds(300), pushes: PushEndpoint(service: service, clock: { Date() }))
/// }
/// ```
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let counts: ConnectionCounts
    let requestTimeout: TimeAmount
    let pushes: PushEndpoint

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGate(counts: counts, requestTimeout: requestTimeout), position: .first)
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            // Hummingbird's connection state handler counts the lane's requests and answers too.
            let state = try channel.pipeline.syncOperations.handler(type: HTTPConnectionStateHandler.self)
            try channel.pipeline.syncOperations.addHandler(PushLane(endpoint: pushes), position: .after(state))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
