import Foundation
import HushDomain
import HushTestSupport
@testable import HushStore
import XCTest

/// `PersonName.key` folds names with NameFolding and NameFoldingTable (the tables `.ci/name-folding-table`
/// asks of Foundation) where it called Foundation's NFKC and case folding: a name must keep the key Foundation
/// gave it, or two people who were one would be two. Keys are compared scalar for scalar, not with `==`
/// (which forgives any canonically equivalent difference).
///
/// Foundation's NFKC (CoreFoundation's, with Unicode 15 data) is wrong on texts no name is likely to hold: a
/// letter beyond U+FFFF followed by an accent is composed as the letter with the same last four hex digits
/// ("𐁁́", U+10041 U+0301, becomes "á"); U+1100 U+1176 becomes "까"; accents newer than Unicode 15, or made by
/// a compatibility form, are not reordered; "가" and a final jamo are left apart. For those texts alone the
/// key is the one Foundation's steps give when the standard library composes Foundation's decomposition
/// (NFC of its NFKD), so each is counted as Foundation's error, and any other difference fails.
final class NameFoldingTests: XCTestCase {
    // MARK: Every scalar

    /// Each valid scalar alone (its table entries, the trimming of every space, the dropping of every invisible
    /// character), and in the places where its neighbours can change it: after a letter and before an accent
    /// (composition on either side, accents reordered), after "ᾳ" (α with U+0345, the one accent whose
    /// folding depends on where it stands), after a Hangul syllable that can take a final jamo, and between
    /// an initial and a final jamo. The places are one name, parted by spaces, which nothing composes with
    /// and no accent moves across: one key for four places keeps the test to seconds.
    func testEveryScalarKeysAsFoundationDid() async {
        let slices = stride(from: 0, through: 0x10FFFF, by: 0x8000).map { UInt32($0)...UInt32(min($0 + 0x7FFF, 0x10FFFF)) }
        let tally = await withTaskGroup(of: Tally.self) { group in
            for slice in slices {
                group.addTask {
                    var tally = Tally()
                    for value in slice {
                        guard let scalar = Unicode.Scalar(value) else { continue }
                        let alone = String(scalar)
                        tally.add(alone)
                        tally.add("A\(alone)\u{301} \u{1FB3}\(alone) \u{AC00}\(alone) \u{1100}\(alone)\u{11A8}")
                    }
                    return tally
                }
            }
            return await group.reduce(into: Tally()) { $0.merge($1) }
        }
        XCTAssertEqual(tally.names, 1_112_064 * 2, "every scalar but the surrogates, alone and in context")
        XCTAssertEqual(tally.differences, [], "keys that are neither Foundation's nor its steps' with a right composition")
        // 2,258 names with the toolchain's Foundation of Swift 6.3.1 (letters beyond U+FFFF before the accent,
        // Hangul syllables before the final jamo); many more would mean the comparison had lost its footing.
        XCTAssertLessThan(tally.misnormalized, 3_000)
    }

    // MARK: Random names

    /// Names made of the pieces that fold: compatibility forms, ligatures, case that folds to more than one
    /// letter, accents in either order, jamo and syllables, invisible characters, and spaces of every kind at
    /// the ends (trimmed after NFKC, as Foundation trimmed).
    func testRandomNamesKeyAsFoundationDid() {
        var random = SeededGenerator(seed: 2026_11_30)
        var tally = Tally()
        for _ in 0..<20_000 {
            var name = ""
            for _ in 0..<random.int(0...3) { name += random.pick(Self.spaces) }
            for _ in 0..<random.int(0...8) { name += random.pick(random.pick(Self.pieces)) }
            for _ in 0..<random.int(0...3) { name += random.pick(Self.spaces) }
            tally.add(name)
        }
        XCTAssertEqual(tally.differences, [], "keys that are neither Foundation's nor its steps' with a right composition")
        // About one name in fifteen (the last pieces are here for Foundation's errors, and "가" meets "ᆨ").
        XCTAssertLessThan(tally.misnormalized, 2_000)
    }

    /// White_Space, which both trims cut: tab to carriage return, U+0085, the space separators, the line and
    /// paragraph separators. U+180E was a space once and is invisible now: dropped, never trimmed.
    private static let spaces = ["\t", "\n", "\u{B}", "\u{C}", "\r", " ", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2001}",
                                 "\u{2002}", "\u{2003}", "\u{2004}", "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}", "\u{2009}",
                                 "\u{200A}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{180E}"]

    private static let pieces: [[String]] = [
        // ASCII
        ["a", "Z", "g", "I", "i", "k", "s", "S", "x", "0", "-", "'", ".", " "],
        // Latin: composed, decomposed, accents stacked in either order
        ["é", "e\u{301}", "É", "E\u{301}", "ö", "O\u{308}", "\u{301}", "\u{308}", "\u{323}", "\u{327}", "\u{31B}", "ǰ", "J\u{30C}",
         "Å", "\u{212B}", "A\u{30A}", "ự", "u\u{31B}\u{323}", "u\u{323}\u{31B}", "ǅ", "Ǆ", "ǆ", "D\u{17E}", "ĳ", "Ĳ", "ſ", "ẛ", "ẞ"],
        // Fullwidth, ligatures, circled, Roman numerals, mathematical letters, superscripts
        ["Ｇ", "ａ", "Ｖ", "ｉ", "ｎ", "ﬁ", "ﬂ", "ﬀ", "ﬃ", "ﬅ", "ﬆ", "Ⓐ", "ⓐ", "Ⅻ", "ⅻ", "𝐀", "𝔞", "²", "ª", "µ", "\u{212A}", "\u{2126}", "㎏", "℡"],
        // Greek: final sigma, tonos, iota subscript and adscript, ypogegrammeni in any order
        ["Σ", "σ", "ς", "ΣΑΣ", "ά", "ΐ", "ΰ", "ᾳ", "ᾼ", "ᾴ", "ᾷ", "ῼ", "\u{345}", "\u{37A}", "α\u{345}\u{301}", "α\u{301}\u{345}",
         "ϐ", "ϑ", "ϕ", "ϖ", "ϰ", "ϱ", "ϵ", "℩"],
        // German ß, Turkish and Azeri i, Cyrillic, Armenian, Cherokee (which folds to capitals), Deseret
        ["ß", "Straße", "ẞ", "İ", "ı", "I\u{307}", "Ё", "Е\u{308}", "ﬓ", "և", "Ꭰ", "ꭰ", "ᏸ", "𐐀", "𐐨"],
        // Hangul: syllables, their jamo, archaic and compatibility jamo, halfwidth
        ["가", "각", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{1176}", "\u{11C3}", "\u{3131}", "\u{314F}", "ﾡ", "\u{1100}\u{1161}\u{11A8}", "한"],
        // CJK: compatibility ideographs, which are canonical singletons; their unified forms; squared words
        ["\u{F900}", "\u{8C48}", "\u{FA10}", "\u{2F800}", "\u{4E3D}", "漢", "㍿", "㋿", "ｶ", "ﾞ", "カ\u{3099}"],
        // Invisible: joiners, zero-width space, soft hyphen, variation selectors, tags, word joiner, BOM
        ["\u{200B}", "\u{200C}", "\u{200D}", "\u{AD}", "\u{FE0F}", "\u{E0041}", "\u{2060}", "\u{FEFF}", "\u{34F}", "\u{180E}"],
        // Beyond U+FFFF, and accents newer than Unicode 15: where Foundation's NFKC goes wrong
        ["𐁁", "𐎆", "\u{105D2}\u{307}", "\u{897}", "\u{1ACF}", "🙂", "👨‍👩‍👧"],
    ]

    // MARK: Names by hand

    func testCompatibilityFormsAndCaseFold() {
        XCTAssertEqual(key("ＧＡＶＩＮ"), "gavin")
        XCTAssertEqual(key("ﬁona"), "fiona")
        XCTAssertEqual(key("Straße"), "strasse")
        XCTAssertEqual(key("ẞ"), "ss")
        // ǅ is a title-case letter: NFKC makes it "Dž", folding "dž", which NFKC composes again to "dž".
        XCTAssertEqual(scalars(key("ǅ")), [0x64, 0x17E])
        XCTAssertEqual(key("Ǆ"), key("dž"))
        XCTAssertEqual(key(" Gavin\u{200B} "), "gavin")
        XCTAssertEqual(scalars(key("\u{3000}Zoe\u{308}\u{A0}")), [0x7A, 0x6F, 0xEB], "ideographic and no-break spaces trimmed, the accent composed")
        XCTAssertEqual(scalars(key("İsmail")), scalars("i\u{307}smail"), "no locale: the dotted capital I keeps its dot")
        XCTAssertEqual(key("ΣΑΣ"), "σασ", "no final sigma: folding takes no context")
        XCTAssertEqual(scalars(key("\u{F900}")), [0x8C48], "a compatibility ideograph is its unified ideograph")
        for text in [" ＧＡＶＩＮ ", "ﬁona", "Straße", "ǅ", "\u{37A}\u{301}", "ΣΑΣ ᾳ\u{301}", "각\u{3131}"] {
            XCTAssertEqual(scalars(NameFolding.folded(text)), scalars(FoundationKey.folded(text)), hex(text))
        }
    }

    /// U+037A (a spacing iota subscript, NFKC " ͅ") before an accent: the whole text is made NFKC before it is
    /// folded, so U+0345 is reordered after the accent first, as Foundation did; folding scalar by scalar
    /// would put the iota before it.
    func testYpogegrammeniIsReorderedBeforeItIsFolded() {
        XCTAssertEqual(scalars(key("\u{37A}\u{301}")), [0x301, 0x3B9])
        XCTAssertEqual(scalars(key("\u{37A}\u{301}")), scalars(FoundationKey.of("\u{37A}\u{301}")))
        XCTAssertEqual(scalars(key("\u{3B1}\u{345}\u{301}")), [0x3AC, 0x3B9], "ᾴ, folded: ά and ι")
    }

    /// Where Foundation's NFKC was wrong, the key is Unicode's (ICU 76, which ships with Foundation, gives the
    /// same NFKC for these).
    func testKeysWhereFoundationMisnormalized() {
        XCTAssertEqual(scalars(FoundationKey.of("x\u{10041}\u{301}")), [0x78, 0xE1], "Foundation: Linear B 𐁁 with an accent is \"á\"")
        XCTAssertEqual(scalars(key("x\u{10041}\u{301}")), [0x78, 0x10041, 0x301])
        XCTAssertEqual(scalars(FoundationKey.of("\u{1100}\u{1176}")), [0xAE4C], "Foundation: ᄀ with an archaic vowel is \"까\"")
        XCTAssertEqual(scalars(key("\u{1100}\u{1176}")), [0x1100, 0x1176])
        XCTAssertEqual(scalars(key("\u{AC00}\u{11A8}")), [0xAC01], "가 with a final ᆨ is 각")
        for name in ["x\u{10041}\u{301}", "\u{1100}\u{1176}", "\u{AC00}\u{11A8}"] {
            XCTAssertEqual(scalars(key(name)), scalars(FoundationKey.withStandardComposition(name)), hex(name))
        }
    }

    // MARK: The tables

    /// NameFoldingTable's two texts read whole: every entry becomes one (none is lost to a typo), and no
    /// scalar is in both (a compatibility form is replaced before folding ever sees it).
    func testNameFoldingTableReadsWhole() {
        let compatibility = NameFolding.entries(of: NameFolding.compatibilityText)
        let caseFolding = NameFolding.entries(of: NameFolding.caseFoldingText)
        XCTAssertEqual(compatibility.count, NameFolding.compatibilityText.utf8.count(where: { $0 == UInt8(ascii: ";") }))
        XCTAssertEqual(caseFolding.count, NameFolding.caseFoldingText.utf8.count(where: { $0 == UInt8(ascii: ";") }))
        XCTAssertGreaterThan(compatibility.count, 3_000)
        XCTAssertGreaterThan(caseFolding.count, 1_000)
        XCTAssertTrue(Set(compatibility.keys).isDisjoint(with: caseFolding.keys))
        XCTAssertEqual(caseFolding[0x41], ["a"])
        XCTAssertEqual(compatibility[0xFB01], ["f", "i"])
    }

    /// A damaged entry is skipped, never a trap: too many digits, a value past U+10FFFF, a surrogate, no
    /// replacement, a stray letter.
    func testDamagedEntriesAreSkipped() {
        let table = NameFolding.entries(of: "41:61;ffffffffff:61;42:110000;43:d800;44:;:61;4G:61;45:46 47;\n48:49")
        XCTAssertEqual(table, [0x41: ["a"], 0x45: ["F", "G"], 0x48: ["I"]])
        XCTAssertEqual(NameFolding.entries(of: ""), [:])
        XCTAssertEqual(NameFolding.entries(of: ";;::  ;"), [:])
    }

    // MARK: Helpers

    private func key(_ name: String) -> String { PersonName.key(name) }
    private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
}

/// Hex of each scalar, for a message that shows what the eye cannot.
private func hex(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

/// How many names kept Foundation's key, how many differ only where Foundation's NFKC was wrong, and the
/// ones that differ otherwise (the first few, described).
private struct Tally: Sendable {
    var names = 0
    var misnormalized = 0
    var differences: [String] = []

    mutating func add(_ name: String) {
        names += 1
        let key = PersonName.key(name)
        let foundation = FoundationKey.of(name)
        if key.unicodeScalars.elementsEqual(foundation.unicodeScalars) { return }
        if key.unicodeScalars.elementsEqual(FoundationKey.withStandardComposition(name).unicodeScalars) {
            misnormalized += 1
            return
        }
        if differences.count < 20 {
            differences.append("\(hex(name)): key \(hex(key)), Foundation's \(hex(foundation))")
        }
    }

    mutating func merge(_ other: Tally) {
        names += other.names
        misnormalized += other.misnormalized
        differences += other.differences.prefix(max(0, 20 - differences.count))
    }
}

/// The key as PersonName.key made it with Foundation (for ASCII its steps come to lowering, as the key's
/// fast path does), and the variant that tells Foundation's composition errors apart.
private enum FoundationKey {
    /// PersonName.key's steps before NameFolding, verbatim.
    static func of(_ name: String) -> String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: name.unicodeScalars.lazy.filter { !$0.properties.isDefaultIgnorableCodePoint })
        return String(visible).precomposedStringWithCompatibilityMapping
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: .caseInsensitive, locale: nil)
            .precomposedStringWithCompatibilityMapping
    }

    /// NFKC, case folding, NFKC: what ``NameFolding/folded(_:)`` replaces.
    static func folded(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
            .folding(options: .caseInsensitive, locale: nil)
            .precomposedStringWithCompatibilityMapping
    }

    /// The same steps as ``of(_:)``, with each NFKC made of Foundation's NFKD (its compatibility
    /// decompositions) composed by the standard library: what Foundation gives where its composition is right.
    static func withStandardComposition(_ name: String) -> String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: name.unicodeScalars.lazy.filter { !$0.properties.isDefaultIgnorableCodePoint })
        let trimmed = standardNFKC(String(visible)).trimmingCharacters(in: .whitespacesAndNewlines)
        return standardNFKC(trimmed.folding(options: .caseInsensitive, locale: nil))
    }

    private static func standardNFKC(_ text: String) -> String {
        String(decoding: text.decomposedStringWithCompatibilityMapping._nfcCodeUnits, as: UTF8.self)
    }
}
