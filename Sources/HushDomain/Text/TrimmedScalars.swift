/// Which Unicode scalars ``Swift/StringProtocol/trimming(_:)`` cuts from the ends of a text: the sets
/// Foundation's `CharacterSet` names, for a program that links FoundationEssentials only (its
/// `trimmingCharacters(in:)` needs the rest of Foundation, and ICU under it).
///
/// Scalars, not `Character`s, as Foundation trims: " \u{301}x" loses its space and keeps the accent.
///
/// ```swift
/// "  two oz \n".trimming(.whitespacesAndNewlines)   // "two oz"
/// "ate 4oz, ".trimming(.scalars(in: " ,"))          // "ate 4oz"
/// ```
public struct TrimmedScalars: Sendable {
    let contains: @Sendable (Unicode.Scalar) -> Bool

    /// Spaces and tabs: Unicode's space separators (Zs), U+0009, and the zero-width space U+200B, exactly
    /// the scalars of `CharacterSet.whitespaces` (which still counts U+200B a space, as Unicode once did).
    public static let whitespaces = TrimmedScalars {
        $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
    }
    /// Line ends: U+000A–U+000D, U+0085, U+2028 and U+2029, as `CharacterSet.newlines`.
    public static let newlines = TrimmedScalars { ("\n"..."\r").contains($0) || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
    /// Both: Unicode's White_Space property and U+200B, as `CharacterSet.whitespacesAndNewlines`.
    public static let whitespacesAndNewlines = TrimmedScalars { $0 == "\u{200B}" || $0.properties.isWhitespace }

    /// The scalars of `text`, as `CharacterSet(charactersIn:)`.
    public static func scalars(in text: String) -> TrimmedScalars {
        let set = Set(text.unicodeScalars)
        return TrimmedScalars { set.contains($0) }
    }
}

extension StringProtocol {
    /// The text without the scalars of `set` at either end.
    public func trimming(_ set: TrimmedScalars) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !set.contains($0) })!
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
