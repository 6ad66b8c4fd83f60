import Synchronization

/// Whichever comes first decides the answer: the work's result, its deadline, or the caller going away.
/// The others find it decided and do nothing. A database call cannot be trusted to end by itself (a
/// query written to a connection as it closes is never answered, and a statement cannot be cancelled),
/// so the caller waits on this instead of on the call, and the deadline answers even if the call never
/// returns.
///
/// ```swift
/// let value = try await FirstOutcome.within(.seconds(3), late: { connection.close() }) { try await slowCall() }
/// ```
final class FirstOutcome<Value: Sendable>: Sendable {
    private enum State {
        case open
        case waiting(CheckedContinuation<Value, any Error>)
        case early(Result<Value, any Error>)
        case decided
    }

    private let state = Mutex<State>(.open)

    /// Suspends until ``decide(_:)`` is first called (or returns at once if it was).
    func wait() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let early: Result<Value, any Error>? = state.withLock { state in
                guard case .early(let result) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .decided
                return result
            }
            if let early { continuation.resume(with: early) }
        }
    }

    /// Whether the answer is known (the waiter may not have been resumed yet).
    var isDecided: Bool {
        state.withLock { state in
            if case .open = state { return false }
            if case .waiting = state { return false }
            return true
        }
    }

    /// True for the first call, which is the answer; false for any later one, which changes nothing.
    @discardableResult
    func decide(_ result: Result<Value, any Error>) -> Bool {
        let (first, waiting): (Bool, CheckedContinuation<Value, any Error>?) = state.withLock { state in
            switch state {
            case .open:
                state = .early(result)
                return (true, nil)
            case .waiting(let continuation):
                state = .decided
                return (true, continuation)
            case .early, .decided:
                return (false, nil)
            }
        }
        waiting?.resume(with: result)
        return first
    }

    /// Runs `work` in a task of its own and answers with its result, or with `timeout` once `limit` has
    /// passed (then `late` runs, to end the work's resources, and the work is cancelled), or with
    /// `CancellationError` when the caller is cancelled.
    static func within(_ limit: Duration, timeout: any Error, late: @escaping @Sendable () -> Void = {},
                       _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let outcome = FirstOutcome<Value>()
        let running = Task {
            do { outcome.decide(.success(try await work())) } catch { outcome.decide(.failure(error)) }
        }
        let timer = Task {
            try? await Task.sleep(for: limit)
            guard !Task.isCancelled, outcome.decide(.failure(timeout)) else { return }
            running.cancel()
            late()
        }
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            try await outcome.wait()
        } onCancel: {
            if outcome.decide(.failure(CancellationError())) { running.cancel() }
        }
    }
}
