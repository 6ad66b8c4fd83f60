import NIOCore

extension PushEndpoint {
    /// Answers a push on a task of its own and hands the answer to `deliver` on the connection's loop,
    /// for ``PushLane`` and ``PushWire`` alike. `hush serve` runs its tasks on its event loops, so the
    /// task most often ends on the connection's own loop and the answer is written there and then: a
    /// future between them cost a promise, a callback and their allocations on every push.
    ///
    /// ```swift
    /// endpoint.answer(authorization: token, body: .arrived(.bytes(bytes)), to: self, on: context) { lane, answer, context in
    ///     lane.write(answer, context)
    /// }
    /// ```
    func answer<Handler: AnyObject>(authorization: String, body: Arrival, to handler: Handler, on context: ChannelHandlerContext,
                                    deliver: @escaping (Handler, SyncAnswer?, ChannelHandlerContext) -> Void) {
        let loop = context.eventLoop
        let bound = NIOLoopBound((handler, context, deliver), eventLoop: loop)
        Task {
            let answer = await self.answer(authorization: authorization, body: body)
            let write: @Sendable () -> Void = {
                let (handler, context, deliver) = bound.value
                deliver(handler, answer, context)
            }
            if loop.inEventLoop { write() } else { loop.execute(write) }
        }
    }
}
