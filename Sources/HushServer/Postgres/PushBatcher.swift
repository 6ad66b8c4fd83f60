import NIOCore
import NIOPosix
import Synchronization

/// Gathers pushes to different households into batches that share their waits on PostgreSQL: one read,
/// one write and one commit for the batch (``PushContextQuery``, ``PushWrite``, ``CommitWatch``), where
/// each push alone paid all three. A push to an idle server goes at once, alone. Beside a batch in
/// flight, another starts only with two pushes or more, and no more than `limit` are in flight; the
/// pushes waiting meanwhile go together in the next. So the busier the server, the larger its batches.
/// With none in flight, a batch waits for the households answered a moment ago to push again, for at
/// most `hold` (``ReturningHouseholds``): devices pushing one after another then share one batch, where
/// they fell into two that each paid the waits.
///
/// A batch holds at most one push a household, and no household is in two batches at once: a push is
/// planned from its household's state after the one before it was written, as PostgreSQL's row lock
/// would order them. Nothing is answered before its batch is committed.
///
/// ```swift
/// let batcher = PushBatcher<PendingPush, Outcome>(limit: 2, weight: 1_000, hold: .microseconds(300))
/// let outcome = try await batcher.submit(push) { pushes in await ledger.run(pushes) }
/// ```
final class PushBatcher<Push: BatchedPush, Outcome: Sendable>: Sendable {
    /// What a waiting push is woken for: its answer, or to run a batch it is the first of.
    private enum Turn {
        case answered(Result<Outcome, any Error>)
        case lead([Waiting])
    }

    /// A class: a batch's pushes are handed from the queue to the batch and on as references. As a
    /// struct of generic members, each copy and release went through the runtime's value witnesses, which
    /// looked up the continuation's generic type on every call (about ten a push).
    private final class Waiting: Sendable {
        let push: Push
        let continuation: CheckedContinuation<Turn, Never>

        init(push: Push, continuation: CheckedContinuation<Turn, Never>) {
            self.push = push
            self.continuation = continuation
        }
    }

    private struct State {
        var queue: [Waiting] = []
        var busy: Set<String> = []
        var inFlight = 0
        var returning: ReturningHouseholds
        /// A batch waits for the returning households no longer (the hold's timer has ended).
        var due = false
        /// Counts the holds, so a timer set for one that ended early lets no later one go.
        var holds = 0
        /// The hold's timer while a batch waits for the returning households; cancelled when its batch
        /// goes before it ends.
        var timer: Scheduled<Void>?
    }

    private let state: Mutex<State>
    /// Batches in flight at once, each on its own connection.
    let limit: Int
    /// The changes a batch carries at most, unless its first push alone carries more.
    let weight: Int
    /// How long a batch waits at most for households just answered; zero: never.
    let hold: Duration
    /// Where the hold's timer runs: one of the event loops the server's tasks run on (with a database,
    /// on two cores, its only one). A task sleeping instead was woken by the runtime's timer thread and
    /// handed back to a loop by a pool thread: two threads woken for each batch held.
    private let timers: any EventLoop

    init(limit: Int, weight: Int, hold: Duration = .zero, timers: any EventLoop = MultiThreadedEventLoopGroup.singleton.any()) {
        self.limit = max(1, limit)
        self.weight = weight
        self.hold = hold
        self.timers = timers
        // A household answered a few holds ago (or a millisecond, for short holds) is not coming back at once.
        state = Mutex(State(returning: ReturningHouseholds(window: max(hold * 4, .milliseconds(1)))))
    }

    /// Waits for the push's batch and answers its result. `run` runs a batch (one result for each push,
    /// in order). A batch is run by the task of its first push, which answers the others: no task is
    /// made for it, and the push that starts an idle server's batch runs it without waiting at all.
    func submit(_ push: Push, running run: @Sendable ([Push]) async -> [Result<Outcome, any Error>]) async throws -> Outcome {
        let turn = await withCheckedContinuation { continuation in
            let batch = state.withLock { state in
                state.queue.append(Waiting(push: push, continuation: continuation))
                state.returning.back(push.household)
                return next(&state)
            }
            if let batch { hand(batch) }
        }
        switch turn {
        case .answered(let result):
            return try result.get()
        case .lead(let batch):
            // Closures, not key paths: in a generic type a key path literal is made anew on every call.
            let results = await run(batch.map { $0.push })
            let next = state.withLock { state in
                state.inFlight -= 1
                for waiting in batch { state.busy.remove(waiting.push.household) }
                if hold > .zero {
                    state.returning.answered(batch.map { $0.push.household }, at: .now, except: Set(state.queue.lazy.map { $0.push.household }))
                }
                return self.next(&state)
            }
            if let next { hand(next) }
            func result(_ offset: Int) -> Result<Outcome, any Error> {
                offset < results.count ? results[offset] : .failure(LedgerError("a batch answered too few pushes"))
            }
            for offset in batch.indices.dropFirst() { batch[offset].continuation.resume(returning: .answered(result(offset))) }
            return try result(0).get()
        }
    }

    /// Sets the hold's timer: when it ends, the next batch goes with whoever is waiting.
    private func holdBack(_ state: inout State) {
        let number = state.holds
        state.timer = timers.scheduleTask(in: TimeAmount(hold)) {
            let batch = self.state.withLock { state -> [Waiting]? in
                guard state.holds == number, state.timer != nil else { return nil }
                state.due = true
                return self.next(&state)
            }
            if let batch { self.hand(batch) }
        }
    }

    /// Pushes waiting for a batch to start.
    var waitingCount: Int { state.withLock { $0.queue.count } }

    /// Wakes the batch's first push to run it.
    private func hand(_ batch: [Waiting]) {
        batch[0].continuation.resume(returning: .lead(batch))
    }

    /// The next batch, if one may start: the waiting pushes whose household is in no batch, one a
    /// household, in the order they came, up to the weight. The rest keep their places.
    private func next(_ state: inout State) -> [Waiting]? {
        guard state.inFlight < limit, !state.queue.isEmpty else { return nil }
        var batch: [Waiting] = []
        var rest: [Waiting] = []
        var households: Set<String> = []
        var changes = 0
        for waiting in state.queue {
            let household = waiting.push.household
            if state.busy.contains(household) || households.contains(household) || (!batch.isEmpty && changes + waiting.push.weight > weight) {
                rest.append(waiting)
            } else {
                batch.append(waiting)
                households.insert(household)
                changes += waiting.push.weight
            }
        }
        // Beside a batch in flight, a lone push waits: for company, or for that batch to end. Two batches of
        // one cost twice the waits of one batch of two.
        guard !batch.isEmpty, state.inFlight == 0 || batch.count >= 2 else { return nil }
        if hold > .zero && state.inFlight == 0 && !state.due && changes < weight && state.returning.awaited(at: .now) {
            if state.timer == nil { holdBack(&state) }
            return nil
        }
        if state.timer != nil || state.due {
            state.holds += 1
            state.timer?.cancel()
            state.timer = nil
        }
        state.due = false
        state.queue = rest
        state.busy.formUnion(households)
        state.inFlight += 1
        return batch
    }
}
