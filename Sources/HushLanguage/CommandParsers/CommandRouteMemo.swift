import HushDomain

/// The rows of the ``CommandTable`` that recent first words chose, for a process that reads many lines
/// (a script, the terminal, the server's phone app). Asking the rows compares the word with every start
/// word, about 8,000 instructions a line, which a script of repeated words paid on every line.
///
/// A one-shot command asks once: the first answer is not kept, so it builds no table. From the second on,
/// answers are kept for at most ``capacity`` words, and the memo starts again when it is full, so a script
/// of ever-new first words holds no more than that.
///
/// ```swift
/// let memo = CommandRouteMemo()
/// memo.routes(for: "clock") { CommandTable.rows.filter { $0.starts(with: "clock") } }   // asked, not kept
/// memo.routes(for: "clock") { ... }   // asked and kept; the third call reads the memo
/// ```
final class CommandRouteMemo: @unchecked Sendable {
    static let capacity = 64

    // Guarded by `lock`: the server parses lines from several request handlers at once.
    private let lock = ThreadLock()
    private var askedBefore = false
    private var known: [String: [CommandRoute]] = [:]

    /// The routes for `word`: the kept answer when there is one, else `find()`'s.
    func routes(for word: String, find: () -> [CommandRoute]) -> [CommandRoute] {
        lock.lock()
        if let routes = known[word] {
            lock.unlock()
            return routes
        }
        let keep = askedBefore
        askedBefore = true
        lock.unlock()
        let routes = find()
        guard keep else { return routes }
        lock.lock()
        if known.count >= Self.capacity { known.removeAll() }
        known[word] = routes
        lock.unlock()
        return routes
    }

    /// How many words are kept (for the tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return known.count
    }
}
