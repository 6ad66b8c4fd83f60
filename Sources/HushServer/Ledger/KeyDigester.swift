import Foundation

/// Turns record keys and change ids into ``KeyDigest``s: two SipHash-2-4s under a secret 256-bit key
/// drawn when a ledger is first read, and kept in its ``MemorySnapshot`` so the digests read back from
/// one stay valid.
///
/// Two different texts share a digest with a chance of about n² / 2¹²⁹ among n of them (2⁻⁹⁰ at a
/// million), and the key being secret, no client can aim for it. Even then nothing is lost: each place
/// a digest leads to a change, the change read back is compared with the text asked for
/// (``HouseholdMemory``).
///
/// ```swift
/// let digester = KeyDigester.random()
/// digester.digest("event:e1") == digester.digest("event:e1")     // true
/// ```
struct KeyDigester: Equatable, Sendable {
    var first: SipHash
    var second: SipHash

    static func random() -> KeyDigester {
        var generator = SystemRandomNumberGenerator()
        return KeyDigester(first: SipHash(k0: generator.next(), k1: generator.next()),
                           second: SipHash(k0: generator.next(), k1: generator.next()))
    }

    func digest(_ text: String) -> KeyDigest {
        var text = text
        return text.withUTF8 { utf8 in KeyDigest(high: first.hash(utf8), low: second.hash(utf8)) }
    }
}
