import HushDomain

/// Damage done to a line of JSON, the same way in every test that holds a fast reader to a slow one: bytes
/// removed, changed or added (from the bytes JSON gives meaning to, and some it forbids), and optionally a
/// member copied to just after the object's opening brace, so a key appears twice.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let damaged = LineDamage.apply(3, to: line, using: &random)
/// ```
package enum LineDamage {
    /// The bytes put in: JSON's punctuation, literals' letters and digits, and bytes it forbids or that
    /// start a longer UTF-8 sequence.
    package static let bytes = Array(#"{}[]":,\ nul0123456789-.eEtruefals"#.utf8) + [0x00, 0x0A, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]

    /// `line` with `edits` edits; never empty.
    package static func apply(_ edits: Int, to line: [UInt8], keysTwice: Bool = false, using random: inout SeededGenerator) -> [UInt8] {
        var damaged = line
        for _ in 0..<edits {
            let at = Int.random(in: 0..<damaged.count, using: &random)
            switch Int.random(in: 0..<(keysTwice ? 4 : 3), using: &random) {
            case 0: damaged.remove(at: at)
            case 1: damaged[at] = bytes.randomElement(using: &random)!
            case 2: damaged.insert(bytes.randomElement(using: &random)!, at: at)
            default:
                if let comma = damaged[at...].firstIndex(of: UInt8(ascii: ",")), let brace = damaged.firstIndex(of: UInt8(ascii: "{")) {
                    let member = damaged[(brace + 1)...].prefix { $0 != UInt8(ascii: ",") }
                    damaged.insert(contentsOf: Array(member) + [UInt8(ascii: ",")], at: min(comma, brace + 1))
                }
            }
            if damaged.isEmpty { damaged = [UInt8(ascii: "{")] }
        }
        return damaged
    }
}
