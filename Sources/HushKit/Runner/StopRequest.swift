import FoundationEssentials

/// A stop asked for by SIGINT or SIGTERM: set from the signal source's queue, read by `watch`'s loop
/// between rounds, so a delivery under way finishes first.
final class StopRequest: @unchecked Sendable {
    private let lock = ThreadLock()
    private var flag = false

    var requested: Bool { lock.withLock { flag } }
    func request() { lock.withLock { flag = true } }
}
