#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small system file read whole with one `open`, `fstat` and `read`, for the files a command reads
/// before Foundation would be worth loading: a zone's TZif file, `/etc/passwd`.
///
/// ```swift
/// SmallFile.bytes(atPath: "/etc/passwd", limit: 1 << 20)   // the file's bytes, or nil
/// ```
public enum SmallFile {
    /// The bytes of the regular file at `path`, or nil when it is missing, not a regular file (a
    /// directory; a FIFO, which `O_NONBLOCK` keeps from blocking the open), or larger than `limit`.
    public static func bytes(atPath path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, isRegularFile(status.st_mode),
              status.st_size >= 0, status.st_size <= limit else { return nil }
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return read(descriptor, base + filled, size - filled)
            }
            if count > 0 {
                filled += count
            } else if count == 0 {
                break  // The file shrank since fstat: what was read is all there is.
            } else if errno != EINTR {
                return nil
            }
        }
        return filled == size ? bytes : Array(bytes[0..<filled])
    }

    public static func isRegularFile(_ mode: mode_t) -> Bool { mode & mode_t(S_IFMT) == mode_t(S_IFREG) }
}
