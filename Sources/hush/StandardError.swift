#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's error stream, written whole: the few messages `hush` gives before (or instead of) a
/// session, whose own output goes through its renderers.
///
/// ```swift
/// StandardError.write("hush-net is missing; it is installed beside hush\n")
/// ```
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return }
            offset += count
        }
    }
}
