#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Random 64-bit words for record ids, drawn from the kernel 4 KB at a time. `SystemRandomNumberGenerator`
/// asks the kernel once per word: two system calls per id, 40,000 of them in a two-year script, more
/// than the script's writes and flushes together. The words are the kernel's all the same, only fetched
/// 512 at a time; a process never forks (children are spawned), so no two processes share a page.
///
/// ```swift
/// let word = RandomWords.next()   // 64 random bits
/// ```
enum RandomWords {
    private static let pool = Mutex(Page())

    /// Words not handed out yet.
    private struct Page: ~Copyable {
        var words = [UInt64](repeating: 0, count: 512)
        var used = 512
    }

    static func next() -> UInt64 {
        pool.withLock { page in
            if page.used == page.words.count {
                page.used = fill(&page.words) ? 0 : page.words.count
            }
            guard page.used < page.words.count else {
                // The kernel would not give a page: one word at a time, as before.
                var generator = SystemRandomNumberGenerator()
                return generator.next()
            }
            defer { page.used += 1 }
            return page.words[page.used]
        }
    }

    /// Fills `words` from `/dev/urandom` (the kernel's generator, as `getrandom` reads it; Glibc's module
    /// map leaves `getrandom` out), resuming after a short read; false when the kernel refuses.
    private static func fill(_ words: inout [UInt64]) -> Bool {
        #if canImport(Glibc)
        let file = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return false }
        defer { close(file) }
        return words.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let got = read(file, buffer.baseAddress! + offset, buffer.count - offset)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                offset += got
            }
            return true
        }
        #else
        return false
        #endif
    }
}
