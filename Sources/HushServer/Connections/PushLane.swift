import Foundation
import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers a device's push (`POST /v1/changes` with its token in `Authorization`) from the channel's
/// pipeline, in front of Hummingbird's router, which answers every other request. Hummingbird hands each request
/// to a task through NIO's async channel, and on this 2-core machine that costs more than the rest of
/// HTTP: a bare Hummingbird server spends 0.10–0.12 ms of processor time answering a `GET`, a bare NIO
/// handler 0.036 ms, and a push 0.33 ms in all (docs/performance.md). The push itself is the router's
/// (``PushEndpoint``): only the transport differs.
///
/// It sits after Hummingbird's connection state handler, so the idle timeout and a graceful shutdown
/// see its requests and answers as they see the router's (a push saying `Connection: close` it ends
/// itself, as the router does), and after
/// ``UnreadBodyCloser``, which ends a connection whose answer went before its body. Answers leave in the
/// order their requests came: a push is taken only when the router owes no answer on the connection,
/// and what arrives while a push is answered is held until its answer is out, the end of the client's
/// side too. Reads go on while a push waits, since a device sends nothing more until it is answered; once
/// something is held, no more is read until then.
///
/// ```swift
/// try channel.pipeline.syncOperations.addHandler(PushLane(endpoint: pushes), position: .after(stateHandler))
/// ```
final class PushLane: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The push this lane took, from its head until both its end was read and its answer written.
    private struct Taken {
        var authorization: String
        var bytes: [UInt8] = []
        /// Its body already refused (declared past the limit), before the answer's task started.
        var refused: PushEndpoint.Body?
        /// Whether the answer's task has started: at the request's end, or at the end of the read that
        /// brought its head if the body is still to come (a wrong token is answered without waiting).
        var started = false
        /// What the started task waits on; nil once given (the body, or its refusal past the limit).
        var body: EventLoopPromise<PushEndpoint.Body>?
        var reading = true
        var answered = false
        /// The request said `Connection: close`: the connection's output ends after the answer, and
        /// nothing after the request is read, as the router does it.
        var closing = false
    }

    private let endpoint: PushEndpoint
    private var taken: Taken?
    /// Requests handed to the router whose answer has not ended.
    private var routed = 0
    /// A request handed to the router whose end has not been read.
    private var routing = false
    /// Parts read while a push waits for its answer (pipelined requests): handled after it.
    private var held: [HTTPRequestPart] = []
    /// A read asked for while a push waits for its answer with parts held, passed on once it is written.
    private var readWanted = false
    /// The client ended its side while a push was answered: passed on after it, as the held parts are.
    private var inputClosedHeld = false
    /// A push asked to close the connection and was answered: what still arrives is thrown away.
    private var ended = false
    private var dates = HTTPDateCache()

    init(endpoint: PushEndpoint) {
        self.endpoint = endpoint
    }

    /// The token of a request this lane answers: a push with `Authorization`, at the path exactly,
    /// asking for no `100 Continue` (the router's to answer).
    static func authorization(taking head: HTTPRequest, _ fields: PushHead) -> String? {
        guard head.method == .post, head.path == "/v1/changes", fields.expect == nil else { return nil }
        return fields.authorization
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        handle(unwrapInboundIn(data), context)
    }

    /// True when the part went on to the router.
    @discardableResult
    private func handle(_ part: HTTPRequestPart, _ context: ChannelHandlerContext) -> Bool {
        if ended { return false }
        if let taken {
            if taken.reading { read(part, context) } else { held.append(part) }
            return false
        }
        switch part {
        case .head(let head):
            // Only a head the lane could take is read for its fields: behind the router's, none is.
            if routed == 0, !routing {
                let fields = PushHead(head.headerFields)
                if let authorization = Self.authorization(taking: head, fields) {
                    take(authorization, declaring: Self.declaredLength(fields.contentLength), context)
                    taken!.closing = fields.connection == "close"
                    return false
                }
            }
            routing = true
            routed += 1
        case .body:
            break
        case .end:
            routing = false
        }
        context.fireChannelRead(wrapInboundOut(part))
        return true
    }

    /// A `Content-Length` as a number of bytes: nil when absent or not digits, and `Int.max` for digits no
    /// `Int` holds, which are past any limit (refused at once, not after 32 MB have been read).
    static func declaredLength(_ text: String?) -> Int? {
        guard let text, !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text) ?? .max
    }

    /// Takes a push. A body declared past the limit is refused at once, unread, as the router refuses
    /// it once read; the answer's task starts once the body is read or the read that brought the head ends.
    private func take(_ authorization: String, declaring length: Int?, _ context: ChannelHandlerContext) {
        taken = Taken(authorization: authorization)
        if let length, length > PushEndpoint.maxBody {
            taken!.refused = .refused(SyncRouter.tooLarge(PushEndpoint.maxBody))
            start(.arrived(taken!.refused!), context)
        }
    }

    private func start(_ body: PushEndpoint.Arrival, _ context: ChannelHandlerContext) {
        taken!.started = true
        endpoint.answer(authorization: taken!.authorization, body: body, to: self, on: context) { lane, answer, context in
            lane.answer(answer, context)
        }
    }

    /// The read that brought a push's head is over and its body is still coming: its task starts now,
    /// and waits for the body after checking the token.
    func channelReadComplete(context: ChannelHandlerContext) {
        startWaiting(context)
        context.fireChannelReadComplete()
    }

    private func startWaiting(_ context: ChannelHandlerContext) {
        guard let taken, !taken.started else { return }
        let body = context.eventLoop.makePromise(of: PushEndpoint.Body.self)
        self.taken!.body = body
        start(.coming(body.futureResult), context)
    }

    /// A part of the push taken: its body gathered up to the endpoint's limit, then refused (413).
    private func read(_ part: HTTPRequestPart, _ context: ChannelHandlerContext) {
        switch part {
        case .head:
            held.append(part)
        case .body(let buffer):
            guard taken!.refused == nil else { return }
            if taken!.bytes.count + buffer.readableBytes > PushEndpoint.maxBody {
                taken!.bytes = []
                deliver(.refused(SyncRouter.tooLarge(PushEndpoint.maxBody)), context)
            } else {
                taken!.bytes.append(contentsOf: buffer.readableBytesView)
            }
        case .end:
            taken!.reading = false
            if taken!.refused == nil {
                let bytes = taken!.bytes
                taken!.bytes = []
                deliver(.bytes(bytes), context)
            }
            if taken!.answered { finish(context) }
        }
    }

    /// The body as it ends up (read whole, or refused past the limit), to the task: handed to it as it
    /// starts, or through the promise it waits on. Given once.
    private func deliver(_ body: PushEndpoint.Body, _ context: ChannelHandlerContext) {
        if case .refused = body { taken!.refused = body }
        if !taken!.started {
            start(.arrived(body), context)
        } else if let promise = taken!.body {
            taken!.body = nil
            promise.succeed(body)
        }
    }

    /// Writes the push's answer (500 when the endpoint had none to give, as the router answers an
    /// error it does not name); the push is over once its end has been read too.
    private func answer(_ answer: SyncAnswer?, _ context: ChannelHandlerContext) {
        guard taken != nil else { return }
        taken!.answered = true
        let sent = SyncAnswer.sent(answer, date: dates.text(now: Date()))
        context.write(wrapOutboundOut(.head(HTTPResponse(status: .init(code: sent.status), headerFields: sent.fields))), promise: nil)
        if !sent.body.isEmpty {
            context.write(wrapOutboundOut(.body(context.channel.allocator.buffer(bytes: sent.body))), promise: nil)
        }
        if taken!.closing {
            // As the router ends such a connection: its output closed once the answer is out.
            ended = true
            held = []
            let written = context.eventLoop.makePromise(of: Void.self)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
            written.futureResult.assumeIsolated().whenComplete { _ in context.close(mode: .output, promise: nil) }
        } else {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
        if !taken!.reading { finish(context) }
    }

    /// The push is over: what was held meanwhile is handled now, in order, and a read withheld is asked for.
    private func finish(_ context: ChannelHandlerContext) {
        taken = nil
        var parts = held[...]
        held = []
        var routedAny = false
        defer {
            // The router reads what it was given only when told the read is complete, as after a socket read.
            if routedAny { context.fireChannelReadComplete() }
            // The end of the client's side, once no push read whole waits for its answer before it.
            if inputClosedHeld, taken == nil || taken!.reading {
                inputClosedHeld = false
                context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            }
        }
        while let part = parts.popFirst() {
            if let taken, !taken.reading {
                held.append(part)
                held.append(contentsOf: parts)
                return
            }
            if handle(part, context) { routedAny = true }
        }
        // A held push whose body is still to come: as at the end of the read that brought it.
        startWaiting(context)
        if readWanted, taken == nil || taken!.reading {
            readWanted = false
            context.read()
        }
    }

    /// Withheld only while a push read whole waits for its answer and something after it is held already
    /// (pipelined), which bounds what is held to one socket read. Withholding it after every push made
    /// NIO take the socket out of the poll and put it back each time: two `epoll_ctl` calls a push.
    func read(context: ChannelHandlerContext) {
        if let taken, !taken.reading, !held.isEmpty || inputClosedHeld {
            readWanted = true
            return
        }
        context.read()
    }

    /// The client's end of sending, read while a push read whole waits for its answer, waits for it:
    /// passed on now, it would end the connection before the answer is written.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed? = event as? ChannelEvent, let taken, !taken.reading {
            inputClosedHeld = true
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { routed = max(0, routed - 1) }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        abandonBody()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        abandonBody()
    }

    /// The connection ended before the push's body did: the answer's task stops waiting for it.
    private func abandonBody() {
        guard let promise = taken?.body else { return }
        taken!.body = nil
        promise.fail(ChannelError.ioOnClosedChannel)
    }
}

@available(*, unavailable)
extension PushLane: Sendable {}
