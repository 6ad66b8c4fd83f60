/// What one device's timed pushes came to: the latency of each acknowledged push (from its first send
/// to its acknowledgement, retries included), any that failed, and what it met on the way.
///
/// ```swift
/// let timing = (await PushThreads.run([pushes], threads: 1))[0]
/// timing.milliseconds.count   // 20 when every push was answered
/// ```
struct PushTiming: Sendable {
    var milliseconds: [Double] = []
    var failures: [String] = []
    /// Requests with no answer within `--timeout`: the server broke its own deadline.
    var hung = 0
    /// Answers of 503 (the server's backend could not take the push; Retry-After said when to retry).
    var unavailable = 0
    /// Pushes sent again after a 503, a hung request or a cut connection.
    var retries = 0
    /// Which of the device's connections (one a server) acknowledged a push: more than one with `--spread`.
    var serversAcknowledging: Set<Int> = []
}
