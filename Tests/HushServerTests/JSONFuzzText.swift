import Foundation
@testable import HushDomain
import HushTestSupport

/// JSON texts for the parser's fuzz test, as bytes: valid ones written every way JSON allows (each escape
/// form, surrogate pairs, numbers with signs, fractions, exponents and hundreds of digits, whitespace
/// anywhere it may go), those same texts mutated (bytes cut, doubled, swapped, broken escapes and invalid
/// UTF-8 spliced in, truncations), and plain noise.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let text = JSONFuzzText.valid(&random)              // e.g. `{"a" : [1e-7,"\ud83d\ude00"]}`
/// let broken = JSONFuzzText.mutated(text, &random)
/// ```
enum JSONFuzzText {
    // MARK: - Valid texts

    static func valid(_ random: inout SeededGenerator, depth: Int = 0) -> [UInt8] {
        switch random.int(0...(depth > 3 ? 4 : 6)) {
        case 0: return Array(random.pick(["null", "true", "false"]).utf8)
        case 1, 2: return number(&random)
        case 3, 4: return string(&random, key: false)
        case 5:
            let items = (0..<random.int(0...4)).map { _ in space(&random) + valid(&random, depth: depth + 1) + space(&random) }
            return Array("[".utf8) + space(&random) + items.joined(separator: Array(",".utf8)) + Array("]".utf8)
        default:
            let members = (0..<random.int(0...4)).map { _ in
                space(&random) + string(&random, key: true) + space(&random) + Array(":".utf8) + space(&random) + valid(&random, depth: depth + 1) + space(&random)
            }
            return Array("{".utf8) + space(&random) + members.joined(separator: Array(",".utf8)) + Array("}".utf8)
        }
    }

    static func space(_ random: inout SeededGenerator) -> [UInt8] {
        random.chance(70) ? [] : (0..<random.int(1...3)).map { _ in random.pick([0x20, 0x09, 0x0A, 0x0D]) }
    }

    /// Numbers of every form the grammar has, including ones no double holds (`1e400`, 400 digits),
    /// which both parsers must refuse, and ones that round to zero (`1e-400`), which both read as 0.
    static func number(_ random: inout SeededGenerator) -> [UInt8] {
        let sign = random.chance(30) ? "-" : ""
        let text: String
        switch random.int(0...7) {
        case 0: text = random.pick(["0", "-0", "0.0", "-0.0", "1", "-1", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
                                    "-9223372036854775809", "18446744073709551615", "18446744073709551616", "1e308", "1.7976931348623157e308",
                                    "1.8e308", "1e309", "1e-400", "4.9e-324", "2.4703282292062328e-324", "2.4703282292062327e-324",
                                    "1E+2", "1e-0", "0e0", "0E-0", "123.456e-7", "9007199254740993", "1e400", "-1e400", "0.1", "1e21"])
        case 1: text = sign + String(Int.random(in: Int.min...Int.max, using: &random) >> random.int(0...63)).replacingOccurrences(of: "-", with: "")
        case 2: text = sign + digits(&random, count: random.int(1...40))
        case 3: text = sign + digits(&random, count: random.pick([300, 308, 309, 310, 400]))
        case 4: text = sign + digits(&random, count: random.int(1...6)) + "." + String((0..<random.int(1...30)).map { _ in random.pick(Array("0123456789")) })
        case 5:
            let mantissa = digits(&random, count: random.int(1...4)) + (random.chance(50) ? "." + digits(&random, count: random.int(1...4)) : "")
            text = sign + mantissa + random.pick(["e", "E"]) + random.pick(["", "+", "-"]) + String(random.int(0...420))
        case 6: text = sign + "0." + String(repeating: "0", count: random.int(0...400)) + "1" + (random.chance(50) ? "e" + String(random.int(0...420)) : "")
        default: text = sign + String(random.int(0...1_000))
        }
        return Array(text.utf8)
    }

    /// A digit string without a leading zero (which JSON does not allow).
    static func digits(_ random: inout SeededGenerator, count: Int) -> String {
        String(random.pick(Array("123456789"))) + String((1..<count).map { _ in random.pick(Array("0123456789")) })
    }

    /// Raw characters a string may hold as they are. Keys leave out the combining accent (Swift compares
    /// `é` and `e\u{301}` as one key, `NSString` as two) and U+FEFF (which `JSONSerialization` may drop,
    /// making two keys one), as the test compares objects key by key.
    static let raw = ["a", "Z", "0", " ", "/", "'", "\u{7F}", "é", "ß", "€", "😀", "\u{2028}", "\u{FFFF}", "\u{10FFFF}", "\u{E000}"]

    static func string(_ random: inout SeededGenerator, key: Bool) -> [UInt8] {
        var text = Array("\"".utf8)
        for _ in 0..<random.int(0...(key ? 4 : 8)) {
            switch random.int(0...5) {
            case 0, 1: text += Array(random.pick(raw + (key ? [] : ["e\u{301}", "\u{FEFF}"])).utf8)
            case 2: text += Array(random.pick([#"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#]).utf8)
            case 3: text += escaped(UInt32(random.int(0...0x1F)), &random)
            case 4:
                // Any scalar of the basic plane but a surrogate, as one `\u` escape.
                var value = UInt32(random.int(0x20...0xFFFF))
                if (0xD800...0xDFFF).contains(value) { value -= 0x800 }
                text += escaped(value, &random)
            default:
                // A scalar past the basic plane, as its surrogate pair.
                let value = UInt32(random.int(0x10000...0x10FFFF)) - 0x10000
                text += escaped(0xD800 + (value >> 10), &random) + escaped(0xDC00 + (value & 0x3FF), &random)
            }
        }
        return text + Array("\"".utf8)
    }

    static func escaped(_ value: UInt32, _ random: inout SeededGenerator) -> [UInt8] {
        let hex = String(value, radix: 16)
        let padded = String(repeating: "0", count: 4 - hex.count) + hex
        return Array(("\\u" + (random.chance(50) ? padded.uppercased() : padded)).utf8)
    }

    // MARK: - Broken texts

    /// Bytes that matter to JSON or to UTF-8: structure, number parts, controls, and every kind of lead
    /// and continuation byte (overlong leads C0/C1, surrogate lead ED, F4, and F5…FF that UTF-8 never has).
    static let interesting: [UInt8] = Array(#"{}[],:"\-+.eE0123456789 tfnu"#.utf8) + [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]

    /// Pieces spliced into a text: broken and unpaired escapes, invalid UTF-8, malformed numbers.
    static let splices: [[UInt8]] = [
        #"\ud800"#, #"\udc00"#, #"\ud800\u0041"#, #"\ud800\ud800"#, #"\udbff\udfff"#, #"\ud800\\"#, #"\u12"#, #"\uZZZZ"#, #"\x"#, #"\'"#, #"\U0041"#, #"\"#,
        "01", "-01", "+1", ".5", "1.", "1e", "1e+", "--1", "1.2.3", "0x10", "Infinity", "NaN", "1e400", "-1e400", "1e-400", "1_000", "tru", "nul", ",", ",]", ",}",
    ].map { Array($0.utf8) } + [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
                               [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0x00], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBF, 0xBF]]

    static func mutated(_ text: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = text
        for _ in 0..<random.int(1...3) {
            let at = random.int(0...bytes.count)
            switch random.int(0...6) {
            case 0 where at < bytes.count: bytes.remove(at: at)
            case 1: bytes.insert(random.pick(interesting), at: at)
            case 2 where at < bytes.count: bytes[at] = random.pick(interesting)
            case 3: bytes.removeSubrange(at...)
            case 4:
                let end = random.int(at...bytes.count)
                bytes.insert(contentsOf: bytes[at..<end], at: end)
            case 5 where at < bytes.count: bytes[at] = UInt8.random(in: 0...255, using: &random)
            default: bytes.insert(contentsOf: random.pick(splices), at: at)
            }
        }
        return bytes
    }

    static func noise(_ random: inout SeededGenerator) -> [UInt8] {
        let fully = random.chance(30)
        return (0..<random.int(0...24)).map { _ in fully ? UInt8.random(in: 0...255, using: &random) : random.pick(interesting) }
    }

    /// Arrays and objects nested around the parsers' shared limit of 512, and wide ones.
    static func nested(_ random: inout SeededGenerator) -> [UInt8] {
        let depth = random.pick([1, 100, 511, 512, 513, 600, 2_000])
        if random.chance(20) {
            return Array("[" .utf8) + Array(repeating: Array("1,".utf8), count: random.int(1...5_000)).joined() + Array("1]".utf8)
        }
        let opening = random.chance(50) ? Array("[".utf8) : Array(#"{"a":"#.utf8)
        let closing = opening == Array("[".utf8) ? Array("]".utf8) : Array("}".utf8)
        return Array(repeating: opening, count: depth).joined() + Array("0".utf8) + Array(repeating: closing, count: depth).joined()
    }
}
