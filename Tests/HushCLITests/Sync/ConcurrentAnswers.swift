import Foundation

/// Requests sent at the same moment, one thread each (a dispatch pool would run only as many at once as
/// the machine has cores), and their answers, each at its request's index.
///
/// ```swift
/// let answers = ConcurrentAnswers.gather(60) { _ in try? RawSyncHTTP.register(url, person: "Gavin") }
/// answers.filter { $0?.status == 200 }.count
/// ```
final class ConcurrentAnswers<Answer: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Answer?]

    private init(count: Int) { answers = Array(repeating: nil, count: count) }

    /// Starts `count` threads, lets them all go at once, and waits for every answer.
    static func gather(_ count: Int, _ request: @escaping @Sendable (Int) -> Answer?) -> [Answer?] {
        let gathered = ConcurrentAnswers(count: count)
        let ready = DispatchGroup(), done = DispatchGroup()
        let go = DispatchSemaphore(value: 0)
        for index in 0..<count {
            ready.enter()
            done.enter()
            Thread {
                ready.leave()
                go.wait()
                let answer = request(index)
                gathered.lock.withLock { gathered.answers[index] = answer }
                done.leave()
            }.start()
        }
        ready.wait()
        for _ in 0..<count { go.signal() }
        done.wait()
        return gathered.lock.withLock { gathered.answers }
    }
}
