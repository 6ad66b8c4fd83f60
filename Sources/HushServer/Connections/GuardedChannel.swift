import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's child channel (HTTP/1, with or without TLS) with a ``ConnectionGate`` in front of
/// everything, so the connection caps apply before a TLS handshake costs anything and the request
/// deadline counts from a request's first byte on the wire; a ``PushLane`` after Hummingbird's own
/// handlers, which answers a device's pushes without the router; and a ``PushWire`` in front of the HTTP
/// decoder, which answers them without HTTP's parts while a connection sends nothing else.
///
/// ```swift
/// HTTPServerBuilder { responder in
///     GuardedChannel(base: HTTP1Channel(responder: responder, configuration: http1), counts: counts,
///                    requestTimeout: .seconds(300), pushes: PushEndpoint(service: service, clock: { Date() }),
///                    idleTimeout: .seconds(30))
/// }
/// ```
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let counts: ConnectionCounts
    let requestTimeout: TimeAmount
    let pushes: PushEndpoint
    /// The connections' idle timeout, which the wire keeps while Hummingbird's handler is out.
    let idleTimeout: TimeAmount?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGate(counts: counts, requestTimeout: requestTimeout), position: .first)
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            // Hummingbird's connection state handler counts the lane's requests and answers too.
            let state = try channel.pipeline.syncOperations.handler(type: HTTPConnectionStateHandler.self)
            let lane = PushLane(endpoint: pushes)
            try channel.pipeline.syncOperations.addHandler(lane, position: .after(state))
            // In front of the decoder (and behind TLS), the wire answers a connection's pushes until it
            // hands the connection over; meanwhile it keeps the state handler's rules itself.
            let encoder = try channel.pipeline.syncOperations.handler(type: HTTPResponseEncoder.self)
            try channel.pipeline.syncOperations.addHandler(PushWire(endpoint: pushes, lane: lane, idleTimeout: idleTimeout, logger: logger),
                                                           position: .before(encoder))
            channel.pipeline.syncOperations.removeHandler(state, promise: nil)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
