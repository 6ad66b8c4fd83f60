import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Ends a connection whose answer went out before its request's body was read: a 404, 401, 413 or 429
/// answered without reading what the client is still sending. Left alone, the server would read and
/// throw away the rest of the body to reach the next request, a gigabyte if the client declared one, a
/// byte at a time if the client sends it that way. Instead the answer says `Connection: close`, the
/// server stops sending once it is out, discards what still arrives for at most ``linger`` (so the
/// client reads the answer rather than a reset) and closes.
///
/// It also tells ``ConnectionGate`` where each request starts and ends, for the request deadline.
///
/// ```swift
/// HTTP1Channel.Configuration(additionalChannelHandlers: [UnreadBodyCloser()], idleTimeout: .seconds(30))
/// ```
final class UnreadBodyCloser: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long what a client still sends after its answer is read and thrown away before the connection
    /// closes: long enough for a client to read the answer and stop, short enough that a dripped
    /// gigabyte costs nothing.
    static let linger: TimeAmount = .seconds(2)

    /// A request's head was read and its end not yet.
    private var reading = false
    /// The answer being written said `Connection: close`.
    private var closing = false
    /// The answer is out; what arrives now is thrown away until the connection closes.
    private var discarding = false
    private var lingering: Scheduled<Void>?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if discarding {
            // The whole body arrived after all: nothing is left to wait for.
            if case .end = part { context.close(promise: nil) }
            return
        }
        switch part {
        case .head:
            reading = true
            context.triggerUserOutboundEvent(ConnectionGate.RequestEvent.started, promise: nil)
        case .body:
            break
        case .end:
            reading = false
            context.triggerUserOutboundEvent(ConnectionGate.RequestEvent.read, promise: nil)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response) where reading && response.status.kind != .informational:
            closing = true
            response.headerFields[.connection] = "close"
            context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .end where closing:
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.cascade(to: promise)
            context.writeAndFlush(data, promise: written)
            written.futureResult.assumeIsolated().whenComplete { _ in self.stopReading(context) }
        case .head, .body, .end:
            context.write(data, promise: promise)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The client finished sending (it half-closed): nothing more to throw away.
        if discarding, case ChannelEvent.inputClosed = event { context.close(promise: nil) }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        lingering?.cancel()
        lingering = nil
        context.fireChannelInactive()
    }

    /// The answer is out: close now if the request was read meanwhile, else stop sending (the client
    /// sees the answer end), throw away what arrives for ``linger``, then close.
    private func stopReading(_ context: ChannelHandlerContext) {
        guard reading, context.channel.isActive else {
            context.close(promise: nil)
            return
        }
        discarding = true
        context.close(mode: .output, promise: nil)
        lingering = context.eventLoop.assumeIsolated().scheduleTask(in: Self.linger) {
            context.close(promise: nil)
        }
    }
}

@available(*, unavailable)
extension UnreadBodyCloser: Sendable {}
