#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for work that runs beside the main loop until the process ends (following a
/// sync's stream, waiting for its signals), and a pause on the calling thread: Foundation's `Thread` is
/// not in FoundationEssentials, which is all `hush` links.
///
/// ```swift
/// DetachedThread.start(stackSize: 1 << 20) { follow() }
/// DetachedThread.pause(seconds: 1.5)
/// ```
public enum DetachedThread {
    /// Runs `body` on a new detached thread; false if the system would not make one.
    @discardableResult
    public static func start(stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        pthread_attr_setstacksize(&attributes, max(stackSize, 1 << 16))
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, box)
        if made != 0 { Unmanaged<ThreadBody>.fromOpaque(box).release() }
        return made == 0
    }

    /// Sleeps the calling thread for `seconds` (nothing for zero, negative or not a number; at most a
    /// billion seconds, past which the fraction's nanoseconds would not fit an `Int`).
    public static func pause(seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let seconds = min(seconds, 1e9)
        let whole = seconds.rounded(.down)
        var wanted = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        var left = timespec()
        while nanosleep(&wanted, &left) != 0 && errno == EINTR { wanted = left }
    }
}

/// What a new thread runs, handed to it through `pthread_create`'s one pointer.
private final class ThreadBody: @unchecked Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
