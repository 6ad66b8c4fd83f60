import NIOCore

/// The first handler of every connection, before TLS and HTTP: it admits the connection under the caps
/// (``ConnectionCounts``), closing it at once past either, and it gives each request a deadline
/// (`--request-timeout`) from its first byte until its last is read, headers and body together. Past
/// the deadline the connection is closed: a client sending a byte now and then (which restarts the idle
/// clock each time) cannot hold a connection for longer than that.
///
/// Where a request ends is known only once HTTP is decoded: ``UnreadBodyCloser``, after the decoder,
/// says so with a ``RequestEvent`` sent back down the pipeline. The answer (an event stream is one) is
/// not part of the request and has no deadline here.
///
/// ```swift
/// try channel.pipeline.syncOperations.addHandler(ConnectionGate(counts: counts, requestTimeout: .seconds(300)))
/// ```
final class ConnectionGate: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Sent by ``UnreadBodyCloser`` as an outbound user event.
    enum RequestEvent {
        /// A request's head was decoded (pipelined requests start without a new read).
        case started
        /// A request's last byte was read: its deadline no longer applies.
        case read
    }

    private let counts: ConnectionCounts
    private let requestTimeout: TimeAmount
    /// The address this connection is counted under, once admitted and until released.
    private var counted: String?
    private var decided = false
    /// When the request being read began; nil between requests.
    private var requestStarted: NIODeadline?
    /// The one timer a connection keeps. Armed for the first request's deadline and left in place when
    /// that request ends: scheduling and cancelling a timer for every request was a percent of a push's
    /// processor time. When it fires it closes a request that is past its deadline, sleeps again until the
    /// deadline of a later one, and otherwise stops until the next request arms it.
    private var timer: Scheduled<Void>?

    init(counts: ConnectionCounts, requestTimeout: TimeAmount) {
        self.counts = counts
        self.requestTimeout = requestTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        admit(context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopDeadline()
        release()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopDeadline()
        release()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        startDeadline(context)
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let event = event as? RequestEvent else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        switch event {
        case .started: startDeadline(context)
        case .read: endRequest()
        }
        promise?.succeed()
    }

    /// Counts the connection, or closes it when a cap is reached: closing costs nothing and the client's
    /// next try is answered once a slot is free.
    private func admit(_ context: ChannelHandlerContext) {
        guard !decided else { return }
        decided = true
        let address = AddressThrottle.key(context.channel.remoteAddress)
        switch counts.admit(address) {
        case .admitted:
            counted = address
        case .addressFull, .serverFull:
            context.close(promise: nil)
        }
    }

    private func release() {
        guard let address = counted else { return }
        counted = nil
        counts.release(address)
    }

    private func startDeadline(_ context: ChannelHandlerContext) {
        guard requestStarted == nil, counted != nil else { return }
        let now = NIODeadline.now()
        requestStarted = now
        if timer == nil { arm(context, at: now + requestTimeout) }
    }

    private func arm(_ context: ChannelHandlerContext, at due: NIODeadline) {
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: due) { [self] in
            timer = nil
            guard let started = requestStarted else { return }
            let deadline = started + requestTimeout
            if deadline <= .now() {
                context.close(promise: nil)
            } else {
                arm(context, at: deadline)
            }
        }
    }

    /// The request was read: its deadline no longer applies (the timer, if armed, finds none when it fires).
    private func endRequest() {
        requestStarted = nil
    }

    private func stopDeadline() {
        requestStarted = nil
        timer?.cancel()
        timer = nil
    }
}

@available(*, unavailable)
extension ConnectionGate: Sendable {}
