@testable import HushServer
import Synchronization
import XCTest

/// ``PushBatcher`` with a batch runner that holds each batch until the test lets it end, so which pushes
/// wait together is decided by the test, not by timing.
final class PushBatcherTests: XCTestCase {
    func testAPushToAnIdleBatcherRunsAloneAtOnce() async throws {
        let batcher = PushBatcher<NumberedPush, Int>(limit: 1, weight: 100)
        let runs = HeldRuns(holding: false)
        let answer = try await batcher.submit(NumberedPush(1, "h1")) { await runs.run($0) }
        XCTAssertEqual(answer, 10)
        XCTAssertEqual(runs.batches, [[1]])
    }

    func testPushesWaitingTogetherGoInOneBatchOneAHousehold() async throws {
        let batcher = PushBatcher<NumberedPush, Int>(limit: 1, weight: 100)
        let runs = HeldRuns(holding: true)
        var answers: [Task<Int, any Error>] = []
        answers.append(Task { try await batcher.submit(NumberedPush(1, "h1")) { await runs.run($0) } })
        try await runs.waitForBatches(1)
        for (number, household) in [(2, "h2"), (3, "h1"), (4, "h3"), (5, "h2")] {
            answers.append(Task { try await batcher.submit(NumberedPush(number, household)) { await runs.run($0) } })
            try await waitUntil { batcher.waitingCount == answers.count - 1 }
        }
        // While the first batch is in flight nothing else starts.
        XCTAssertEqual(runs.batches.count, 1)
        runs.release()
        try await runs.waitForBatches(2)
        // h1's second push goes once its first is written; h2's second waits for the batch after.
        XCTAssertEqual(runs.batches[1], [2, 3, 4])
        runs.release()
        try await runs.waitForBatches(3)
        XCTAssertEqual(runs.batches[2], [5])
        runs.release()
        var values: [Int] = []
        for answer in answers { values.append(try await answer.value) }
        XCTAssertEqual(values, [10, 20, 30, 40, 50])
    }

    func testBesideABatchInFlightPushesGoInTwosUpToTheWeightAndTheLimit() async throws {
        let batcher = PushBatcher<NumberedPush, Int>(limit: 2, weight: 5)
        let runs = HeldRuns(holding: true)
        var answers: [Task<Int, any Error>] = []
        func push(_ number: Int, weight: Int = 2) {
            answers.append(Task { try await batcher.submit(NumberedPush(number, "h\(number)", weight: weight)) { await runs.run($0) } })
        }
        push(1)
        try await runs.waitForBatches(1)
        push(2)
        try await waitUntil { batcher.waitingCount == 1 }
        // Alone beside a batch in flight, a push waits for company.
        XCTAssertEqual(runs.batches, [[1]])
        push(3)
        try await runs.waitForBatches(2)
        XCTAssertEqual(runs.batches[1], [2, 3])
        for number in 4...7 {
            push(number)
            try await waitUntil { batcher.waitingCount == number - 3 }
        }
        // Two batches in flight: the rest wait.
        XCTAssertEqual(runs.batches.count, 2)
        runs.release()
        try await runs.waitForBatches(3)
        XCTAssertEqual(runs.batches[2], [4, 5], "a third push would weigh 6")
        runs.release(all: true)
        try await runs.waitForBatches(4)
        XCTAssertEqual(runs.batches[3], [6, 7])
        for answer in answers { _ = try await answer.value }
        // Heavier than the weight, a push still goes, alone.
        let heavy = try await batcher.submit(NumberedPush(8, "h8", weight: 9)) { await runs.run($0) }
        XCTAssertEqual(heavy, 80)
        XCTAssertEqual(runs.batches.last, [8])
    }

    func testEachPushGetsItsOwnResult() async throws {
        let batcher = PushBatcher<NumberedPush, Int>(limit: 1, weight: 100)
        let runs = HeldRuns(holding: true, failing: [2])
        let first = Task { try await batcher.submit(NumberedPush(1, "h1")) { await runs.run($0) } }
        try await runs.waitForBatches(1)
        let second = Task { try await batcher.submit(NumberedPush(2, "h2")) { await runs.run($0) } }
        try await waitUntil { batcher.waitingCount == 1 }
        let third = Task { try await batcher.submit(NumberedPush(3, "h3")) { await runs.run($0) } }
        try await waitUntil { batcher.waitingCount == 2 }
        runs.release(all: true)
        let firstAnswer = try await first.value
        XCTAssertEqual(firstAnswer, 10)
        do {
            _ = try await second.value
            XCTFail("the failed push was answered")
        } catch {
            XCTAssertEqual("\(error)", "push 2 failed")
        }
        let thirdAnswer = try await third.value
        XCTAssertEqual(thirdAnswer, 30)
        XCTAssertEqual(runs.batches, [[1], [2, 3]])
    }

    func testWithNoneInFlightABatchWaitsForTheHouseholdsJustAnswered() async throws {
        // A hold longer than any test, so only the households' return can end it.
        let batcher = PushBatcher<NumberedPush, Int>(limit: 2, weight: 100, hold: .seconds(600))
        let runs = HeldRuns(holding: true)
        var answers: [Task<Int, any Error>] = []
        func push(_ number: Int, _ household: String) {
            answers.append(Task { try await batcher.submit(NumberedPush(number, household)) { await runs.run($0) } })
        }
        push(1, "h1")
        try await runs.waitForBatches(1)
        push(2, "h2")
        // Two tasks made one after the other may start in either order: the batch's order is the arrivals'.
        try await waitUntil { batcher.waitingCount == 1 }
        push(3, "h3")
        try await runs.waitForBatches(2)
        XCTAssertEqual(runs.batches[1], [2, 3])
        runs.release(all: true)
        for answer in answers { _ = try await answer.value }
        answers = []
        runs.hold()
        // h1, h2 and h3 were just answered: h3 and h1 come back, and wait for h2.
        push(4, "h3")
        try await waitUntil { batcher.waitingCount == 1 }
        push(5, "h1")
        try await waitUntil { batcher.waitingCount == 2 }
        XCTAssertEqual(runs.batches.count, 2, "a batch started while h2 was on its way")
        push(6, "h2")
        try await runs.waitForBatches(3)
        XCTAssertEqual(runs.batches[2], [4, 5, 6])
        // Beside that batch in flight a pair goes at once, held for nobody.
        push(7, "h4")
        push(8, "h5")
        try await runs.waitForBatches(4)
        XCTAssertEqual(Set(runs.batches[3]), [7, 8])
        runs.release(all: true)
        for answer in answers { _ = try await answer.value }
    }

    func testAHeldBatchGoesWhenTheHoldEnds() async throws {
        let batcher = PushBatcher<NumberedPush, Int>(limit: 1, weight: 100, hold: .milliseconds(20))
        let runs = HeldRuns(holding: false)
        async let first = batcher.submit(NumberedPush(1, "h1")) { await runs.run($0) }
        async let second = batcher.submit(NumberedPush(2, "h2")) { await runs.run($0) }
        _ = try await (first, second)
        // h2 does not come back: h1's next push goes alone once the hold is over, and not before.
        let clock = ContinuousClock()
        let asked = clock.now
        let answer = try await batcher.submit(NumberedPush(3, "h1")) { await runs.run($0) }
        XCTAssertGreaterThanOrEqual(clock.now - asked, .milliseconds(20), "the batch went without waiting for h2")
        XCTAssertEqual(answer, 30)
        XCTAssertEqual(runs.batches.last, [3])
    }

    func testAHouseholdIsAwaitedOnlyWithinTheWindowAndUntilItIsBack() {
        var returning = ReturningHouseholds(window: .milliseconds(2))
        let start = ContinuousClock.now
        XCTAssertFalse(returning.awaited(at: start))
        returning.answered(["h1", "h2", "h3"], at: start, except: ["h3"])
        XCTAssertTrue(returning.awaited(at: start + .milliseconds(1)))
        returning.back("h1")
        XCTAssertTrue(returning.awaited(at: start + .milliseconds(1)), "h2 is still out")
        returning.back("h2")
        XCTAssertFalse(returning.awaited(at: start + .milliseconds(1)), "h3's push was waiting already")
        returning.answered(["h4"], at: start + .milliseconds(1), except: [])
        XCTAssertTrue(returning.awaited(at: start + .milliseconds(2)))
        XCTAssertFalse(returning.awaited(at: start + .milliseconds(4)), "h4 is no longer expected")
        // Answered again after it expired: expected anew, and not forgotten with its old answer.
        for offset in 0..<200 { returning.answered(["h\(offset % 7)"], at: start + .milliseconds(5) + .microseconds(offset), except: []) }
        for offset in 0..<7 where offset != 3 { returning.back("h\(offset)") }
        XCTAssertTrue(returning.awaited(at: start + .milliseconds(6)))
        returning.back("h3")
        XCTAssertFalse(returning.awaited(at: start + .milliseconds(6)))
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<2_000 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertTrue(condition(), "waited 10 s")
    }
}

private struct NumberedPush: BatchedPush {
    var number: Int
    var household: String
    var weight: Int

    init(_ number: Int, _ household: String, weight: Int = 1) {
        self.number = number
        self.household = household
        self.weight = weight
    }
}

private struct PushFailed: Error, CustomStringConvertible {
    var number: Int
    var description: String { "push \(number) failed" }
}

/// Records each batch, then (when holding) waits until the test releases it. A push's answer is its number × 10.
private final class HeldRuns: Sendable {
    private let state = Mutex<(batches: [[Int]], held: [CheckedContinuation<Void, Never>], free: Bool)>(([], [], false))
    private let failing: Set<Int>

    init(holding: Bool, failing: Set<Int> = []) {
        self.failing = failing
        state.withLock { $0.free = !holding }
    }

    var batches: [[Int]] { state.withLock { $0.batches } }

    func run(_ pushes: [NumberedPush]) async -> [Result<Int, any Error>] {
        await withCheckedContinuation { continuation in
            let go = state.withLock { state in
                state.batches.append(pushes.map(\.number))
                if !state.free { state.held.append(continuation) }
                return state.free
            }
            if go { continuation.resume() }
        }
        return pushes.map { failing.contains($0.number) ? .failure(PushFailed(number: $0.number)) : .success($0.number * 10) }
    }

    /// Holds every batch from now on, until released.
    func hold() {
        state.withLock { $0.free = false }
    }

    /// Lets the oldest held batch end; `all`: every batch from now on too.
    func release(all: Bool = false) {
        let waiting = state.withLock { state in
            if all { state.free = true }
            return all ? state.held.drain() : (state.held.isEmpty ? [] : [state.held.removeFirst()])
        }
        for continuation in waiting { continuation.resume() }
    }

    func waitForBatches(_ count: Int) async throws {
        for _ in 0..<2_000 where batches.count < count { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertGreaterThanOrEqual(batches.count, count, "waited 10 s")
    }
}

private extension Array {
    mutating func drain() -> [Element] {
        defer { removeAll() }
        return self
    }
}
