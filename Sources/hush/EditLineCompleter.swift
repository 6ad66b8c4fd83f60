#if canImport(Glibc)
import Glibc
#endif
import HushKit

/// Decides what Tab does to the word before the cursor, from the candidates a `CompletionProvider` offers.
///
/// One candidate replaces the word and adds a space; several that share more than the typed prefix extend
/// the word to what they share; otherwise they are listed, so one Tab is enough to see the choices.
///
/// ```swift
/// let completer = EditLineCompleter(provider: provider)
/// completer.complete(before: "fell as")   // .replace(removing: 2, with: "asleep ")
/// ```
struct EditLineCompleter {
    enum Action: Equatable {
        /// Nothing matches: beep.
        case none
        /// Delete `removing` characters (Unicode scalars, libedit's unit) before the cursor, insert `with`.
        case replace(removing: Int, with: String)
        /// Show these below the line and redraw it unchanged.
        case list([String])
    }

    let provider: any CompletionProvider

    /// `before` is the line's text up to the cursor.
    func complete(before: String) -> Action {
        // Words are split on blanks only: names and command words never contain punctuation that matters.
        let wordStart = before.lastIndex(where: { $0 == " " || $0 == "\t" }).map { before.index(after: $0) }
            ?? before.startIndex
        let prefix = String(before[wordStart...])
        let lineBefore = String(before[..<wordStart])
        var seen = Set<String>()
        let candidates = provider.completions(prefix: prefix, lineBefore: lineBefore)
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        let typed = prefix.unicodeScalars.count
        switch candidates.count {
        case 0:
            return .none
        case 1:
            return .replace(removing: typed, with: candidates[0] + " ")
        default:
            let shared = Self.sharedPrefix(candidates)
            if shared.unicodeScalars.count > typed {
                return .replace(removing: typed, with: shared)
            }
            return .list(candidates.sorted())
        }
    }

    /// The longest run of leading scalars common to all, so that composed characters are never split
    /// differently from how libedit counts them.
    static func sharedPrefix(_ words: [String]) -> String {
        guard var shared = words.first.map({ Array($0.unicodeScalars) }) else { return "" }
        for word in words.dropFirst() {
            let scalars = Array(word.unicodeScalars)
            var length = 0
            while length < min(shared.count, scalars.count), shared[length] == scalars[length] { length += 1 }
            shared.removeSubrange(length...)
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: shared)
        return String(text)
    }

    /// Candidates in columns that fit `width`, one row per line, for showing below the edited line.
    static func layout(_ candidates: [String], width: Int) -> [String] {
        let cell = (candidates.map(\.count).max() ?? 0) + 2
        let columns = max(1, width / cell)
        let rows = (candidates.count + columns - 1) / columns
        // Down the columns first, as ls and readline do, so an alphabetical list reads top to bottom.
        return (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < candidates.count else { break }
                let word = candidates[index]
                let isLast = (column + 1) * rows + row >= candidates.count
                line += isLast ? word : word + String(repeating: " ", count: cell - word.count)
            }
            return line
        }
    }
}
