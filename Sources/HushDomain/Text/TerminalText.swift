/// Text on its way to a terminal, made unable to drive it. Any field can hold what another device of the
/// household pushed (a note, a name, `logged_by`), so every control character in it is written as the
/// six visible characters of its JSON escape: ESC as `\u001b`, BEL as `\u0007`, a right-to-left override
/// as `\u202e`. Escaped: C0 controls (tab included) except the line feed, and a carriage return except
/// directly before a line feed or at the very end, where the output's own line feed follows (CSV's CRLF
/// record ends); DEL; the C1 controls; and the bidirectional
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what a line shows.
/// The JSON form is deliberate: inside a JSON string it is the same character, so `--json` output stays
/// valid JSON with the same values, and one rule serves every answer.
///
/// Hush's own colours are the only escape sequences it writes on purpose. ``TextStyle`` builds them with
/// ``styleEscape`` (random per process, so no pushed text can contain it) and ``shown(_:)`` turns that into
/// ESC after escaping everything else: colour survives, a pushed ESC does not.
///
/// ```swift
/// TerminalText.escaped("fussy\u{1B}]0;pwned\u{7}")   // "fussy\\u001b]0;pwned\\u0007"
/// TerminalText.shown(style.bold("Eddie"))             // "\u{1B}[1mEddie\u{1B}[0m" when colour is on
/// ```
public enum TerminalText {
    /// Stands for ESC in ``TextStyle``'s sequences until ``shown(_:)`` writes them: eight private-use
    /// characters drawn at random when the process starts, which text from elsewhere cannot guess.
    public static let styleEscape: String = {
        var generator = SystemRandomNumberGenerator()
        return String(String.UnicodeScalarView((0..<8).map { _ in Unicode.Scalar(UInt32.random(in: 0xE000...0xF8FF, using: &generator))! }))
    }()

    /// What goes to the terminal: control characters escaped, then Hush's own colour sequences made real.
    public static func shown(_ text: String) -> String {
        let safe = escaped(text)
        guard holds(safe, where: { $0 == 0xEE || $0 == 0xEF }) else { return safe }
        return safe.replacing(styleEscape, with: "\u{1B}")
    }

    /// `text` with every control character written as its JSON escape (see the type's description).
    public static func escaped(_ text: String) -> String {
        rewritten(text) { scalar, out in
            out.append(contentsOf: [92, UInt8(ascii: "u")])
            for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((scalar >> UInt32(shift)) & 15)]) }
        }
    }

    /// `text` without its control characters, for words read aloud: a speech engine would spell an escape out.
    public static func unspoken(_ text: String) -> String {
        rewritten(text) { _, _ in }
    }

    /// `text` with each control character replaced by what `replace` appends.
    private static func rewritten(_ text: String, _ replace: (UInt32, inout [UInt8]) -> Void) -> String {
        // Nearly every answer has nothing to replace and is returned as it is, found by one pass over the
        // bytes; `export csv` of two years comes through here in one piece.
        guard holds(text, where: { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            if let (length, scalar) = escapedLength(bytes, at: index) {
                replace(scalar, &out)
                index += length
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether any of the text's bytes passes `test`, looked at in place: every line a script answers
    /// comes through twice, and stepping through `String.UTF8View` cost 40 instructions a byte.
    private static func holds(_ text: String, where test: (UInt8) -> Bool) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes in bytes.contains(where: test) }) { return found }
        return text.utf8.contains(where: test)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// The UTF-8 length and value of the character at `index` when it is one to escape, else nil.
    private static func escapedLength(_ bytes: [UInt8], at index: Int) -> (Int, UInt32)? {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch byte {
        case 0x0A: return nil
        // The output ends every answer with a line feed, so a carriage return that ends the text ends a
        // CRLF line too (a CSV's last record).
        case 0x0D: return next == 0x0A || index + 1 == bytes.count ? nil : (1, 0x0D)
        case 0..<0x20, 0x7F: return (1, UInt32(byte))
        case 0xC2 where (0x80...0x9F).contains(next): return (2, UInt32(next))
        case 0xE2 where index + 2 < bytes.count:
            let last = bytes[index + 2]
            if next == 0x80, (0xAA...0xAE).contains(last) { return (3, 0x2000 + UInt32(last - 0x80)) }
            if next == 0x81, (0xA6...0xA9).contains(last) { return (3, 0x2040 + UInt32(last - 0x80)) }
            return nil
        default: return nil
        }
    }
}
