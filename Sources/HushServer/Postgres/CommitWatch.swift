import NIOCore

/// Tells a push when PostgreSQL has answered every `Sync` sent on its connection so far, by reading the
/// bytes that pass between PostgresNIO and the socket: it counts the `Sync`s going out and the
/// `ReadyForQuery`s coming back (``PostgresMessageFramer``), and passes every byte on unchanged.
///
/// A statement outside a transaction block is committed at its `Sync`, and PostgreSQL answers that `Sync`
/// with `ReadyForQuery` only once the commit is on disk. PostgresNIO hands the statement's rows over at its
/// `CommandComplete`, before that: a server killed between the two sends the rows and then an error, and a
/// push answered on its rows alone was lost (``CommitWait``). Where ``CommitWait`` asks once more on the
/// connection to learn that the commit is done, this watch reads it off the answer already there, which
/// usually arrives in the same read as the rows.
///
/// It starts counting at the first message PostgresNIO sends after it is put in the pipeline. PostgresNIO
/// sends a statement only once the one before is answered, so by then everything said before has gone
/// past, and the next byte from PostgreSQL starts a message. A `ReadyForQuery` that answers no `Sync`
/// counted (the startup's, arriving late) is not counted. A stream it cannot frame, or the connection's
/// end, fails every wait.
///
/// ```swift
/// try channel.pipeline.syncOperations.addHandler(watch, position: .first)   // before the write is sent
/// try await watch.allAnswered(on: connection.eventLoop).get()              // the write's Sync is answered
/// ```
final class CommitWatch: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Why a wait failed.
    enum Failure: Error, Equatable {
        /// The watch saw no `Sync` go out: it was added after the statement waited for was sent.
        case notWatching
        case unreadable(PostgresMessageFramer.Failure)
        case closed
    }

    private var sent = PostgresMessageFramer(side: .frontend)
    private var received = PostgresMessageFramer(side: .backend)
    /// Counting: PostgresNIO has sent something since the watch was added.
    private var counting = false
    /// `Sync`s counted, and those answered.
    private(set) var syncs = 0
    private(set) var answered = 0
    private var failure: Failure?
    private var waiting: [(sync: Int, promise: EventLoopPromise<Void>)] = []

    /// Succeeds once every `Sync` sent so far is answered; at once when it is already. Fails when it saw
    /// none sent (so cannot tell), when the stream could not be read, or when the connection ended first.
    /// On the channel's loop.
    func allAnswered(on loop: any EventLoop) -> EventLoopFuture<Void> {
        if let failure { return loop.makeFailedFuture(failure) }
        guard syncs > 0 else { return loop.makeFailedFuture(Failure.notWatching) }
        if answered >= syncs { return loop.makeSucceededVoidFuture() }
        let promise = loop.makePromise(of: Void.self)
        waiting.append((syncs, promise))
        return promise.futureResult
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if counting && failure == nil {
            let read = unwrapInboundIn(data).withUnsafeReadableBytes { bytes in
                Result { () throws(PostgresMessageFramer.Failure) in
                    try received.feed(bytes) { type, length in
                        // Each ReadyForQuery answers the oldest Sync not yet answered.
                        if type == UInt8(ascii: "Z"), length == 5, answered < syncs { answered += 1 }
                    }
                }
            }
            if case .failure(let fault) = read { fail(.unreadable(fault)) }
            settle()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        counting = true
        if failure == nil {
            let read = unwrapOutboundIn(data).withUnsafeReadableBytes { bytes in
                Result { () throws(PostgresMessageFramer.Failure) in
                    try sent.feed(bytes) { type, _ in if type == UInt8(ascii: "S") { syncs += 1 } }
                }
            }
            if case .failure(let fault) = read { fail(.unreadable(fault)) }
        }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        fail(.closed)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        fail(.closed)
    }

    /// Answers the waits whose Sync has been answered, in order.
    private func settle() {
        while let first = waiting.first, first.sync <= answered {
            waiting.removeFirst()
            first.promise.succeed()
        }
    }

    private func fail(_ failure: Failure) {
        if self.failure == nil { self.failure = failure }
        let failed = waiting
        waiting = []
        for wait in failed { wait.promise.fail(self.failure ?? failure) }
    }
}

@available(*, unavailable)
extension CommitWatch: Sendable {}
