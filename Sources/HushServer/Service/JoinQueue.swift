import Foundation

/// Runs one join at a time in this server process: a join reads the invite and the household's names,
/// then writes, and two joins interleaving there could both redeem one code or both take one name.
/// Joins are rare and short, so waiting in line costs nobody anything.
///
/// ```swift
/// let grant = try await queue.run { try await redeem(code: code, person: name, caller: nil, now: now) }
/// ```
actor JoinQueue {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func run<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        if busy { await withCheckedContinuation { waiting.append($0) } }
        // Whoever finishes hands the turn straight to the next in line, so `busy` stays true between them.
        busy = true
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        return try await work()
    }
}
