import Foundation
import HushDomain

/// Random JSON trees for the codec tests, from the seeded generator so a failing seed reproduces: strings
/// full of characters that need escaping, numbers at the edges of what doubles print, nesting a few deep.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let value = RandomJSON.tree(&random, depth: 0)
/// ```
package enum RandomJSON {
    /// Characters that need escaping, or look as if they might: quotes, backslash, slash, every control
    /// character, DEL, line and paragraph separators, accents, an emoji.
    static let alphabet: [String] = ["a", "Z", "0", " ", "\"", "\\", "/", "\u{7F}", "\u{2028}", "\u{2029}", "é", "😀", "ß", "\u{200F}"]
        + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

    package static func text(_ random: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined())
    }

    package static func number(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return [4, -0.0, 100, 1e15, 1234567890123456, 0.5, -0.25, 1e-7, 1e21, 1.5e300, 5e-324, 0.1 + 0.2, 123456789.123].randomElement(using: &random)!
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        case 2: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) + 0.5
        default:
            var value = Double.nan
            while !value.isFinite { value = Double(bitPattern: random.next()) }
            return value
        }
    }

    package static func tree(_ random: inout SeededGenerator, depth: Int) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0...63, using: &random))
        case 3: return .number(number(&random))
        case 4: return .string(text(&random))
        case 5: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in tree(&random, depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &random) { members[text(&random)] = tree(&random, depth: depth + 1) }
            return .object(members)
        }
    }
}
