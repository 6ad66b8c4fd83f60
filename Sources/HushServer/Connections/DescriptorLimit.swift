#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open file descriptors (`ulimit -n`), which every connection, ledger file and
/// database connection counts against. `hush serve` raises the soft limit to the hard one at start (a
/// server should use what the system grants it, not the 1,024 a login shell starts with) and sizes its
/// connection caps from the result (``ConnectionLimits``).
///
/// ```swift
/// let descriptors = DescriptorLimit.raiseToHard()   // 1024 soft, 524288 hard → 524288
/// ```
public enum DescriptorLimit {
    /// Raises the soft limit as far as the hard one allows and returns the soft limit now in force.
    /// Raising never lowers anything; when it is refused the limit stays as it was.
    public static func raiseToHard() -> Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return fallback }
        var wanted = limit.rlim_max
        #if canImport(Darwin)
        // macOS reports an unlimited hard limit but refuses a soft one above OPEN_MAX.
        wanted = min(wanted, rlim_t(OPEN_MAX))
        #endif
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// What to size by when the limit cannot be read: the usual soft limit.
    static let fallback = 1024

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}
