import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The small readers every importer shares: labels compared without case or accents, amounts with
/// units, and lengths written the many ways exports write them.
///
/// ```swift
/// ImportText.fold(" Pañal ")           // "panal"
/// ImportText.volume("4 oz")            // Volume(4, .oz)
/// ImportText.volume("200ml")           // Volume(200, .ml)
/// ImportText.seconds("01h08m")         // 4080
/// ImportText.seconds("00:11")          // 660 (Huckleberry's HH:MM)
/// ```
package enum ImportText {
    /// Lowercased, accents dropped, runs of spaces (and `_`) made one, trimmed: how labels are compared,
    /// so `Sueño`, `sueno` and `SUEÑO` are one label. A fixed table keeps it fast and the same everywhere
    /// (Foundation's folding differs between platforms).
    static func fold<S: StringProtocol>(_ text: S) -> String {
        // Nearly every label is ASCII: fold those byte by byte, which is what keeps 20,000 rows fast.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var space = false, ascii = true
        for byte in text.utf8 {
            guard byte < 0x80 else { ascii = false; break }
            if byte == 0x20 || byte == 0x5F || (0x09...0x0D).contains(byte) {
                space = !bytes.isEmpty
                continue
            }
            if space { bytes.append(0x20) }
            space = false
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        var out = ""
        space = false
        for character in text.lowercased() {
            if character.isWhitespace || character == "_" {
                space = !out.isEmpty
                continue
            }
            if space { out.append(" ") }
            space = false
            if let plain = accents[character] { out.append(plain) } else { out.append(character) }
        }
        return out
    }

    /// The text without surrounding whitespace or line breaks; returns at once when there is none,
    /// the usual case (Foundation's trimming bridges through NSString on Linux and is slow).
    static func trimmed(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return text
        }
        guard let start = text.firstIndex(where: { !$0.isWhitespace }), let end = text.lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(text[start...end])
    }

    /// Folded with every space removed: `4 oz` and `4oz` read alike.
    static func squeezed(_ text: String) -> String { String(fold(text).filter { $0 != " " }) }

    private static let accents: [Character: String] = {
        var table: [Character: String] = ["ß": "ss", "ñ": "n", "ç": "c", "ø": "o", "æ": "ae", "œ": "oe"]
        for (plain, marked) in [("a", "áàâäãå"), ("e", "éèêë"), ("i", "íìîï"), ("o", "óòôöõ"), ("u", "úùûü"), ("y", "ýÿ")] {
            for character in marked { table[character] = plain }
        }
        return table
    }()

    /// An amount with its unit: `200ml`, `4oz`, `4 oz`, `120 ml`, `4,5 oz`, `2 fl oz`. Nil without a
    /// unit (see ``bareNumber(_:)``) or for anything else. Values keep two decimals at most, so a
    /// `99.99999999999999ml` export artifact becomes 100 ml.
    static func volume(_ raw: String) -> Volume? {
        let text = fold(raw)
        guard let (value, rest) = leadingNumber(text), value >= 0 else { return nil }
        let unit = String(rest.filter { $0 != " " && $0 != "." })
        let rounded = (value * 100).rounded() / 100
        switch unit {
        case "ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres", "mililitros", "cc":
            return Volume(rounded, .ml)
        case "oz", "floz", "ounce", "ounces", "onza", "onzas", "unze", "unzen":
            return Volume(rounded, .oz)
        default:
            return nil
        }
    }

    /// "Breast Milk", "breastmilk", "Muttermilch", "leche materna", "lait maternel", folded: a bottle of
    /// expressed milk. Plain "milk" is not: for an older baby it may be cow's milk.
    static func isBreastMilk(_ folded: String) -> Bool {
        ["breast milk", "breastmilk", "breast-milk", "expressed milk", "pumped milk", "muttermilch", "leche materna",
         "lait maternel", "latte materno", "leite materno", "moedermelk"].contains(folded)
    }

    /// The first amount with a unit inside a sentence: `Eva drank 8.2 oz of formula (30m)` → 8.2 oz.
    static func volume(inPhrase phrase: String) -> Volume? {
        let words = phrase.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == ":" }).map(String.init)
        for (index, word) in words.enumerated() {
            if let volume = volume(word) { return volume }
            if index + 1 < words.count, bareNumber(word) != nil, let volume = volume(word + " " + words[index + 1]) {
                return volume
            }
        }
        return nil
    }

    /// A plain number (`200`, `4.5`, `4,5`), nothing after it.
    static func bareNumber(_ raw: String) -> Double? {
        guard let (value, rest) = leadingNumber(fold(raw)), rest.isEmpty else { return nil }
        return value
    }

    /// A unitless amount read the way a person would: nobody feeds more than 20 oz at once, so a
    /// larger number is millilitres; otherwise the baby's own unit.
    static func volume(bare value: Double, preferring unit: Volume.Unit) -> Volume {
        Volume((value * 100).rounded() / 100, value > 20 ? .ml : unit)
    }

    /// A length in seconds: `HH:MM` (Huckleberry), `H:MM:SS`, or number-unit runs such as `01h08m`,
    /// `43m28s`, `05s`, `1h 5m`, `12 min`. Nil for a bare number, whose unit the caller knows.
    static func seconds(_ raw: String) -> TimeInterval? {
        let text = squeezed(raw)
        guard !text.isEmpty else { return nil }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            // Each part at most a billion, so the sum cannot overflow (no export's length comes near).
            guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && (0...1_000_000_000).contains($0!) }) else { return nil }
            let numbers = parts.map { $0! }
            return TimeInterval(numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? numbers[2] : 0))
        }
        var total: TimeInterval = 0
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let (value, after) = leadingNumber(rest) else { return nil }
            let unit = after.prefix { $0.isLetter }
            guard let scale = units[String(unit)] else { return nil }
            total += value * scale
            rest = after.dropFirst(unit.count)
        }
        return total
    }

    private static let units: [String: TimeInterval] = [
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "hora": 3600, "horas": 3600, "std": 3600,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "minuto": 60, "minutos": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "segundo": 1, "segundos": 1,
    ]

    /// The number a text begins with (a decimal comma read as a point) and what follows it, trimmed.
    /// Hundreds of digits, which no double holds, are no number.
    static func leadingNumber<S: StringProtocol>(_ text: S) -> (Double, Substring)? where S.SubSequence == Substring {
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        guard digits.contains(where: \.isNumber), let value = Double(String(digits.map { $0 == "," ? "." : $0 })), value.isFinite else {
            return nil
        }
        let rest = text.dropFirst(digits.count).drop { $0 == " " }
        return (value, rest)
    }

    /// Parts of a note joined with `, `, empty ones left out and repeats (ignoring case) kept once.
    static func joined(_ parts: [String]) -> String? {
        var seen: Set<String> = [], kept: [String] = []
        for part in parts {
            let trimmed = trimmed(part)
            let key = squeezed(trimmed)
            guard !trimmed.isEmpty, seen.insert(key).inserted else { continue }
            kept.append(trimmed)
        }
        return kept.isEmpty ? nil : kept.joined(separator: ", ")
    }

    /// Where `word` (lowercase) first stands in `text` in any case: "Eva Ate veggies" has " ate ".
    static func rangeIgnoringCase(of word: String, in text: String) -> Range<String.Index>? {
        let length = word.count
        var start = text.startIndex
        while start < text.endIndex {
            guard let end = text.index(start, offsetBy: length, limitedBy: text.endIndex) else { return nil }
            if text[start..<end].lowercased() == word { return start..<end }
            start = text.index(after: start)
        }
        return nil
    }
}
