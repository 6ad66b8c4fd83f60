import FoundationEssentials
import HushDomain

/// Regular expressions compiled once per process, by their pattern: parsing one costs more than a match,
/// and a spoken answer on the server runs a score of them per line.
///
/// They are the standard library's (`Regex`), with ICU's meaning of `\b` kept: the boundary between a
/// word character and another, not Unicode's word segmentation. (Asked to step over Unicode scalars as
/// well, Swift 6.3's matcher finds no boundary at all, so it steps over characters, as Swift's does.) A
/// compiled `Regex` is a value, safe to share; the lock guards only the table.
///
/// ```swift
/// let regex = PatternCache.shared.regex(#"\b(\d+)m\b"#)   // compiled on first use, then the same one
/// ```
final class PatternCache: @unchecked Sendable {
    static let shared = PatternCache()
    private let lock = ThreadLock()
    private var compiled: [String: Regex<AnyRegexOutput>] = [:]

    /// How many patterns are compiled (for the tests: a second ask compiles nothing).
    var count: Int { lock.withLock { compiled.count } }

    /// The compiled `pattern`, or nil when it is not a valid expression (a programming error, tested).
    func regex(_ pattern: String) -> Regex<AnyRegexOutput>? {
        lock.lock()
        defer { lock.unlock() }
        if let known = compiled[pattern] { return known }
        guard let made = try? Regex(pattern).wordBoundaryKind(.simple) else { return nil }
        compiled[pattern] = made
        return made
    }
}
