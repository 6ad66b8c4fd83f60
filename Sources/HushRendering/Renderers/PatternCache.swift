import Foundation

/// Regular expressions compiled once per process, by their pattern. Compiling one builds ICU's sets for
/// its character classes, which cost a spoken answer on the server more than everything else it did
/// (about a tenth of the processor time of a `POST /v1/say` line); matching is cheap.
///
/// `NSRegularExpression` is immutable and safe to match from several threads at once (Foundation says so),
/// so one compiled value serves every request; the lock guards only the table.
///
/// ```swift
/// let regex = PatternCache.shared.regex(#"\b(\d+)m\b"#)   // compiled on first use, then the same one
/// ```
final class PatternCache: @unchecked Sendable {
    static let shared = PatternCache()
    private let lock = NSLock()
    private var compiled: [String: NSRegularExpression] = [:]

    /// The compiled `pattern`, or nil when it is not a valid expression (a programming error, tested).
    func regex(_ pattern: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let known = compiled[pattern] { return known }
        guard let made = try? NSRegularExpression(pattern: pattern) else { return nil }
        compiled[pattern] = made
        return made
    }
}
