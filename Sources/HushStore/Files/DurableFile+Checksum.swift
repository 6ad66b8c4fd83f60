import HushDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DurableFile {
    /// A file's length and CRC-32C, read through one buffer of 64 KB: for a check that a derived file
    /// still matches its source, where the source's bytes themselves are not wanted. Reading a week's
    /// file whole for this gave every week a new zeroed buffer, its pages touched afresh, and
    /// `trends 30d` checks five or six. Nil when the file is missing or cannot be read.
    ///
    /// ```swift
    /// let (length, crc) = DurableFile.checksum(store + "/cache/weeks/2027-06-07.jsonl")!
    /// ```
    static func checksum(_ path: String) -> (length: Int, crc: UInt32)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 65_536)
        defer { buffer.deallocate() }
        var length = 0, crc: UInt32 = 0
        while true {
            let count = systemRead(descriptor, buffer.baseAddress!, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return (length, crc) }
            crc = JournalChecksum.crc32c(UnsafeBufferPointer(rebasing: buffer[..<count]), continuing: crc)
            length += count
        }
    }
}
