import NIOCore
import NIOPosix
import Synchronization

/// The database calls in flight, looked at together four times a second from one event loop for their
/// deadlines (``PostgresLedger/call(keeping:within:onConnectionLoop:_:)``). A timer of each call's own,
/// set and cancelled from a thread of Swift's pool, woke the loop twice a call; adding a call here and
/// taking it away wakes nothing. The looks run only while calls are in flight, so an idle server's loop
/// sleeps.
///
/// ```swift
/// let id = watch.add { now in false }   // a look: true once the call needs no more
/// defer { watch.remove(id) }
/// ```
final class CallWatch: Sendable {
    typealias Look = @Sendable (ContinuousClock.Instant) -> Bool

    private struct State {
        var calls: [UInt64: Look] = [:]
        var next: UInt64 = 0
        var looking = false
    }

    /// How often the calls in flight are looked at: how late past its deadline a call may be answered.
    static let every = Duration.milliseconds(250)

    private let state = Mutex(State())
    private let loop: any EventLoop

    init(loop: any EventLoop = MultiThreadedEventLoopGroup.singleton.next()) { self.loop = loop }

    /// Watches a call until it is removed or its look says it needs no more.
    func add(_ look: @escaping Look) -> UInt64 {
        let (id, start) = state.withLock { state -> (UInt64, Bool) in
            state.next += 1
            state.calls[state.next] = look
            defer { state.looking = true }
            return (state.next, !state.looking)
        }
        if start { lookLater() }
        return id
    }

    func remove(_ id: UInt64) {
        _ = state.withLock { $0.calls.removeValue(forKey: id) }
    }

    private func lookLater() {
        loop.scheduleTask(in: TimeAmount(Self.every)) { self.lookAll() }
    }

    private func lookAll() {
        let now = ContinuousClock.now
        // Looked at outside the lock: a look decides a call's outcome, which may resume its caller.
        let done = state.withLock { $0.calls }.filter { $0.value(now) }.map(\.key)
        let more = state.withLock { state -> Bool in
            for id in done { state.calls.removeValue(forKey: id) }
            state.looking = !state.calls.isEmpty
            return state.looking
        }
        if more { lookLater() }
    }
}
