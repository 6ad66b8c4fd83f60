#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file this process runs, as the kernel knows it (`/proc/self/exe`, links resolved): where the
/// programs find what is installed beside them, the data files and `hush-net`.
///
/// ```swift
/// OwnExecutable.path()   // "/home/gavin/.local/bin/hush"
/// ```
public enum OwnExecutable {
    /// Nil where the system has no `/proc` (or the path does not fit in 4 KB).
    public static func path() -> String? {
        var target = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &target, target.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
