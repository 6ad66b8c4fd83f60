import HushDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a file in the store, held for each read-modify-write so two
/// `hush` processes never interleave their changes. The kernel drops it if the process dies.
///
/// ```swift
/// let lock = try FileLock(path: store + "/lock")
/// try lock.lock(); defer { lock.unlock() }
/// ```
public final class FileLock {
    private let descriptor: Int32
    public let path: String
    public private(set) var isHeld = false

    public init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        self.path = path
    }

    deinit { close(descriptor) }

    public func lock() throws {
        guard !isHeld else { return }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        }
        isHeld = true
    }

    /// Takes the lock only if nobody holds it (a server refusing a folder another server owns).
    public func tryLock() -> Bool {
        guard !isHeld else { return true }
        isHeld = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        return isHeld
    }

    public func unlock() {
        guard isHeld else { return }
        flock(descriptor, LOCK_UN)
        isHeld = false
    }
}
