/// Names folded as Foundation folded them, without Foundation: compatibility forms made plain (NFKC), then
/// case folded and composed again, the steps of ``PersonName/key(_:)``. The old key asked Foundation's
/// `precomposedStringWithCompatibilityMapping` and `folding(options: .caseInsensitive, locale: nil)`, which
/// FoundationEssentials does not have; their answers, asked scalar by scalar, are NameFoldingTable.swift's two
/// tables (`.ci/name-folding-table` writes them), and the standard library composes (NFC).
///
/// ```swift
/// NameFolding.folded("ＧＡＶＩＮ")                   // "gavin"
/// NameFolding.folded("ﬁona")                        // "fiona"
/// NameFolding.folded("Straße")                      // "strasse"
/// NameFolding.compatibilityComposed(" ﬁ ")          // " fi ": NFKC only, nothing trimmed or folded
/// ```
///
/// Why replacing scalars one by one and composing gives the whole text's answer:
///
/// - NFKC of a text is NFC of the concatenation of its scalars' NFKCs. NFKD(x) is the concatenation of the
///   NFKDs of x's scalars, canonically reordered, so it is canonically equivalent to that concatenation, and
///   so to the concatenated NFKCs (each scalar's NFKC is canonically equivalent to its NFKD). NFC gives
///   canonically equivalent texts one and the same text, and NFC(NFKD(x)) is NFKC(x). So each scalar replaced
///   by its NFKC, then NFC, is NFKC: ``compatibilityComposed(_:)``. For the same reason a replacement that
///   is canonically equivalent to its scalar changes nothing, and the tables leave those out.
/// - Foundation's case folding maps each scalar on its own (no context and no locale: no final sigma, no
///   Turkish dotless ı), so a text's folding is its scalars' foldings concatenated, and NFKC of that is, as
///   above, NFC of their NFKCs concatenated: ``caseFolded(_:)``, one table entry per scalar.
/// - The two steps cannot be one table (each scalar's NFKC, folded, NFKC again; then NFC): folding does not
///   respect canonical equivalence around U+0345 COMBINING GREEK YPOGEGRAMMENI, which folds to ι, a letter,
///   so where it stands among a letter's accents matters. "ͺ" (U+037A, whose NFKC is " ͅ") then U+0301 is
///   " ́ͅ" after NFKC of the whole text (the accents reordered), folded " ́ι"; scalar by scalar, " ί". So
///   the whole text is made NFKC before it is folded, as Foundation did.
///
/// Where Foundation's own NFKC (CoreFoundation's, with Unicode 15 data) was wrong, the key follows Unicode
/// now, as the standard library knows it: a letter beyond U+FFFF followed by an accent was composed as the
/// letter with the same last four hex digits ("𐁁́", U+10041 U+0301, was "á"); U+1100 U+1176 was "까"; accents
/// newer than Unicode 15, or made by a compatibility form, were not reordered; a syllable and a final jamo
/// were left apart. No real name is likely to hold these. NameFoldingTests compares every scalar in context,
/// and random names, with Foundation, and tells these apart.
enum NameFolding {
    /// NFKC, then full case folding, then NFKC again: `text.precomposedStringWithCompatibilityMapping
    /// .folding(options: .caseInsensitive, locale: nil).precomposedStringWithCompatibilityMapping`.
    static func folded(_ text: String) -> String {
        caseFolded(compatibilityComposed(text))
    }

    /// NFKC: compatibility forms replaced by their plain forms ("ＧＡＶＩＮ" is "GAVIN", "ﬁ" is "fi", "①" is "1"),
    /// then composed. `text.precomposedStringWithCompatibilityMapping`.
    static func compatibilityComposed(_ text: String) -> String {
        composed(text, replacing: compatibilityForms)
    }

    /// Full case folding of a text already in NFKC (``compatibilityComposed(_:)``'s answer), composed again
    /// (NFKC): "Straße" is "strasse", "ǅ" is "dž". `text.folding(options: .caseInsensitive, locale: nil)
    /// .precomposedStringWithCompatibilityMapping`. A text not in NFKC is folded as far as its scalars have
    /// entries (the table leaves out scalars NFKC would have replaced).
    static func caseFolded(_ text: String) -> String {
        composed(text, replacing: caseFoldings)
    }

    /// Each scalar of `text` replaced by its entry in `table`, if it has one; then NFC.
    private static func composed(_ text: String, replacing table: [UInt32: [Unicode.Scalar]]) -> String {
        var mapped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar.value] {
                mapped.append(contentsOf: replacement)
            } else {
                mapped.append(scalar)
            }
        }
        // The standard library's NFC (public, if underscored): FoundationEssentials has no normalization.
        return String(decoding: String(mapped)._nfcCodeUnits, as: UTF8.self)
    }

    /// NameFoldingTable.swift's tables, read once, when a name first needs one (an ASCII name never does).
    private static let compatibilityForms = entries(of: compatibilityText)
    private static let caseFoldings = entries(of: caseFoldingText)

    /// The entries of "hex:hex hex;hex:hex;…", by scalar value. An entry that does not read as scalars is
    /// skipped (the generator never writes one; a hand edit would lose that entry only).
    static func entries(of text: String) -> [UInt32: [Unicode.Scalar]] {
        var table: [UInt32: [Unicode.Scalar]] = [:]
        var key: UInt32?
        var replacement: [Unicode.Scalar] = []
        var number: UInt32 = 0
        var digits = 0
        var readable = true

        // The number read so far becomes the entry's scalar (before ":") or one of its replacement's (after).
        func endNumber() {
            defer { number = 0; digits = 0 }
            guard digits > 0 else { return }
            if key == nil {
                key = number
            } else if let scalar = Unicode.Scalar(number) {
                replacement.append(scalar)
            } else {
                readable = false
            }
        }
        func endEntry() {
            endNumber()
            if readable, let key, !replacement.isEmpty { table[key] = replacement }
            key = nil
            replacement = []
            readable = true
        }

        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"):
                let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "a") + 10
                // Six hex digits hold every scalar; a seventh could overflow.
                digits += 1
                if digits > 6 { readable = false } else { number = number << 4 | UInt32(digit) }
            case UInt8(ascii: ":"):
                if key != nil || digits == 0 { readable = false }
                endNumber()
            case UInt8(ascii: " "):
                if key == nil { readable = false }
                endNumber()
            case UInt8(ascii: ";"):
                endEntry()
            case UInt8(ascii: "\n"):
                // A table written over several lines without `\` at their ends still reads.
                continue
            default:
                readable = false
            }
        }
        // The last entry may go without its ";".
        endEntry()
        return table
    }
}
