import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushLanguage
import HushStore

/// Invite codes: 13 characters from a 30-letter alphabet without look-alikes (no 0/O, 1/I/L, U), about
/// 63.8 bits of entropy, shown in groups as `7KQM-X2PD-HN4RT`. Drawn from the system's cryptographically
/// secure generator (`SystemRandomNumberGenerator`: getrandom(2) on Linux).
///
/// ```swift
/// var random = SystemRandomNumberGenerator()
/// let code = InviteCode.generate(using: &random)       // "7KQM-X2PD-HN4RT"
/// InviteCode.normalized("7kqm x2pd hn4rt") == InviteCode.normalized(code)   // true
/// ```
public enum InviteCode {
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
    public static let length = 13

    /// log2(30) × 13 ≈ 63.8 bits.
    public static var entropyBits: Double { Double(length) * log2(Double(alphabet.count)) }

    public static func generate<Random: RandomNumberGenerator>(using random: inout Random) -> String {
        // `random(in:using:)` draws without modulo bias.
        let characters = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
        let text = String(characters)
        return [text.prefix(4), text.dropFirst(4).prefix(4), text.dropFirst(8)].joined(separator: "-")
    }

    /// The code in compare form: upper case, without spaces and hyphens; nil when it cannot be a code.
    public static func normalized(_ typed: String) -> String? {
        let kept = typed.uppercased().filter { $0 != "-" && $0 != " " }
        guard kept.count == length, kept.allSatisfy(alphabet.contains) else { return nil }
        return kept
    }
}
