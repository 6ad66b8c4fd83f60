import Foundation

/// Runs one blocking job per device, each on a thread of its own, all at once, and hands back their
/// results in device order without blocking Swift's few cooperative threads while they run.
///
/// ```swift
/// let timings = await DeviceThreads.run(4) { devices[$0].pushEvents(through: connections[$0], patience: patience) }
/// ```
enum DeviceThreads {
    static func run<Result: Sendable>(_ count: Int, _ job: @escaping @Sendable (Int) -> Result) async -> [Result] {
        await withCheckedContinuation { continuation in
            let results = Results<Result>(count: count)
            let group = DispatchGroup()
            for index in 0..<count {
                group.enter()
                let thread = Thread {
                    results.set(index, job(index))
                    group.leave()
                }
                // A device's thread holds little: a connection and its pushes' timings.
                thread.stackSize = 1 << 20
                thread.start()
            }
            group.notify(queue: .global()) { continuation.resume(returning: results.all) }
        }
    }

    /// The threads' results, each written once by its own thread and read after all have finished.
    private final class Results<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result) { lock.withLock { values[index] = value } }

        var all: [Result] { lock.withLock { values.map { $0! } } }
    }
}
