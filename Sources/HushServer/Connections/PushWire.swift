import Foundation
import HummingbirdCore
import Logging
import NIOCore

/// Answers a device's pushes straight from a connection's bytes, in front of NIO's HTTP decoder, for as
/// long as everything the connection sends is a push in the one plain form devices use
/// (``PushWireRequest``). Decoding each push into NIO's parts, converting them to HTTPTypes and the
/// answer back, through half a dozen handlers, was about a tenth of the server's instructions a push.
/// The push itself is the lane's (``PushEndpoint``), and so is the answer, byte for byte
/// (``PushWireAnswer``).
///
/// The first bytes that are anything else (another request, a push in another form, the end of the
/// client's side) hand the connection over for good: they and all that follows go to the decoder, the
/// router and ``PushLane`` as on any connection. Until then the wire keeps the connection's rules itself,
/// since Hummingbird's connection state handler would see no request: it is taken out while the wire
/// reads and put back at the hand-over. So the wire closes a connection idle for `idleTimeout` (or half-way
/// through a push's bytes that long), closes it at a graceful shutdown once the push being answered is
/// out, and tells ``ConnectionGate`` where each push's bytes end, for its request deadline.
///
/// The wire checks a push's token only once its body is in, so it takes only a push of at most
/// ``bodyLimit`` bytes (a device sends one event in well under a kilobyte): a larger one goes to the lane,
/// which checks the token before it reads a byte of the body. A client with no token could otherwise have
/// the server hold 32 MB a connection for as long as it kept sending.
///
/// ```swift
/// try pipeline.addHandler(PushWire(endpoint: pushes, lane: lane, idleTimeout: .seconds(30), logger: logger),
///                         position: .before(encoder))
/// ```
final class PushWire: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let endpoint: PushEndpoint
    /// Where Hummingbird's state handler goes back at the hand-over: just before the lane.
    private let lane: PushLane
    private let idleTimeout: TimeAmount?
    private let logger: Logger

    private var handedOver = false
    /// The bytes read and not yet taken: a push still arriving, or what came behind the one answered.
    private var pending: ByteBuffer?
    /// A push is being answered; nothing more is taken until it is out.
    private var answering = false
    /// A read asked for while a push is answered with bytes already waiting behind it.
    private var readWanted = false
    /// The end of the client's side, or a graceful shutdown, seen while a push was answered.
    private var inputClosedHeld = false
    private var quiescing = false
    private var lastActivity = NIODeadline.now()
    private var idleTimer: Scheduled<Void>?
    private var dates = HTTPDateCache()

    /// The largest body a push the wire takes may declare: a device's push of 60 or so new events.
    static let bodyLimit = 64 << 10

    init(endpoint: PushEndpoint, lane: PushLane, idleTimeout: TimeAmount?, logger: Logger) {
        self.endpoint = endpoint
        self.lane = lane
        self.idleTimeout = idleTimeout
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        armIdle(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        idleTimer?.cancel()
        idleTimer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !handedOver else { return context.fireChannelRead(data) }
        var bytes = unwrapInboundIn(data)
        lastActivity = .now()
        if pending == nil { pending = bytes } else { pending!.writeBuffer(&bytes) }
        if !answering { takeNext(context, inRead: true) }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        guard !handedOver else { return context.fireChannelReadComplete() }
    }

    /// Takes the push at the front of what is pending, if it has arrived whole; hands the connection over
    /// if what is pending is anything else.
    private func takeNext(_ context: ChannelHandlerContext, inRead: Bool = false) {
        guard let buffer = pending, buffer.readableBytes > 0 else {
            pending = nil
            return
        }
        let reading = buffer.withUnsafeReadableBytes { PushWireRequest.read($0, maxBody: Self.bodyLimit) }
        switch reading {
        case .incomplete:
            return
        case .other:
            handOver(context, inRead: inRead)
        case .push(let authorization, let head, let body):
            guard buffer.readableBytes >= head + body else { return }
            var rest = buffer
            rest.moveReaderIndex(forwardBy: head)
            let bytes = rest.readBytes(length: body) ?? []
            pending = rest.readableBytes > 0 ? rest : nil
            context.triggerUserOutboundEvent(ConnectionGate.RequestEvent.read, promise: nil)
            if pending != nil { context.triggerUserOutboundEvent(ConnectionGate.RequestEvent.started, promise: nil) }
            answer(authorization, bytes, context)
        }
    }

    private func answer(_ authorization: String, _ body: [UInt8], _ context: ChannelHandlerContext) {
        answering = true
        endpoint.answer(authorization: authorization, body: .arrived(.bytes(body)), to: self, on: context) { wire, answer, context in
            wire.write(answer, context)
        }
    }

    private func write(_ answer: SyncAnswer?, _ context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        var buffer = context.channel.allocator.buffer(capacity: 160 + (answer?.body.count ?? 0))
        PushWireAnswer.write(SyncAnswer.sent(answer, date: dates.text(now: Date())), into: &buffer)
        context.writeAndFlush(wrapOutboundOut(buffer), promise: nil)
        answering = false
        lastActivity = .now()
        if quiescing {
            context.close(promise: nil)
            return
        }
        if inputClosedHeld { return handOver(context) }
        takeNext(context)
        if readWanted, !answering || pending == nil {
            readWanted = false
            context.read()
        }
    }

    /// From now on the connection is HTTP's: Hummingbird's state handler goes back in, and what was
    /// pending and held goes on to the decoder. `inRead`: handed over in a read, whose end the decoder
    /// is told of as it comes.
    private func handOver(_ context: ChannelHandlerContext, inRead: Bool = false) {
        handedOver = true
        idleTimer?.cancel()
        idleTimer = nil
        do {
            try context.pipeline.syncOperations.addHandler(HTTPConnectionStateHandler(idleTimeout: idleTimeout.map { .init($0) }, logger: logger),
                                                           position: .before(lane))
        } catch {
            context.close(promise: nil)
            return
        }
        if let bytes = pending {
            pending = nil
            context.fireChannelRead(wrapInboundOut(bytes))
            if !inRead { context.fireChannelReadComplete() }
        }
        if inputClosedHeld {
            inputClosedHeld = false
            context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        }
        if readWanted {
            readWanted = false
            context.read()
        }
    }

    /// While a push is answered with more bytes already waiting, no more is read: what waits is bounded
    /// by one read.
    func read(context: ChannelHandlerContext) {
        if !handedOver, answering, pending != nil {
            readWanted = true
            return
        }
        context.read()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard !handedOver else { return context.fireUserInboundEventTriggered(event) }
        if event is ChannelShouldQuiesceEvent {
            // A graceful shutdown: an idle connection closes now, one answering a push once it is out.
            if answering { quiescing = true } else { context.close(promise: nil) }
            return
        }
        if case .inputClosed? = event as? ChannelEvent {
            inputClosedHeld = true
            if !answering { handOver(context) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// The idle rule of Hummingbird's state handler, kept while it is out: closed after `idleTimeout`
    /// without a byte read or written, unless a push is being answered.
    private func armIdle(_ context: ChannelHandlerContext) {
        guard let idleTimeout, !handedOver else { return }
        idleTimer = context.eventLoop.assumeIsolated().scheduleTask(deadline: lastActivity + idleTimeout) { [self] in
            idleTimer = nil
            guard !handedOver else { return }
            if !answering, lastActivity + idleTimeout <= .now() {
                context.close(promise: nil)
            } else {
                if answering { lastActivity = .now() }
                armIdle(context)
            }
        }
    }
}

@available(*, unavailable)
extension PushWire: Sendable {}
