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
    /// Set while a request is being read.
    private var deadline: Scheduled<Void>?

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
        case .read: stopDeadline()
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
        guard deadline == nil, counted != nil else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: requestTimeout) {
            context.close(promise: nil)
        }
    }

    private func stopDeadline() {
        deadline?.cancel()
        deadline = nil
    }
}

@available(*, unavailable)
extension ConnectionGate: Sendable {}
