import NIOCore

/// Runs a database call's task on its connection's event loop. PostgresNIO answers every statement on
/// that loop; a task on Swift's own pool was woken there for each answer and wrote its next statement
/// back to the loop, two thread switches per statement (three statements a push). Preferring the loop,
/// the answer resumes the task on the thread that read it, and the next statement is written from there.
/// Only a push runs this way (``PostgresLedger/call(keeping:within:onConnectionLoop:_:)``): what it does
/// between statements only computes (its rules, its JSON, a few rows), so it holds the loop up briefly.
///
/// ```swift
/// try await withTaskExecutorPreference(ConnectionLoopExecutor(connection.eventLoop)) {
///     try await body(connection)
/// }
/// ```
final class ConnectionLoopExecutor: TaskExecutor, Sendable {
    let loop: any EventLoop

    init(_ loop: any EventLoop) { self.loop = loop }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // From the loop itself this only queues the job for the loop's next turn: no wake-up, no switch.
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
