import Foundation

/// SipHash-2-4 (Aumasson and Bernstein): a keyed 64-bit hash of bytes. Used where the embedded server
/// indexes what clients chose (record keys, change ids) by a digest instead of the text: with a secret
/// key nobody outside the server can make two texts meet on purpose, which a plain hash such as FNV
/// cannot promise.
///
/// ```swift
/// let hash = SipHash(k0: 0x0706050403020100, k1: 0x0F0E0D0C0B0A0908)
/// hash.hash(Array(0..<15))      // 0xA129CA6149BE45E5, the reference's test vector
/// ```
struct SipHash: Equatable, Sendable {
    var k0: UInt64
    var k1: UInt64

    func hash<Bytes: Collection>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var v0 = k0 ^ 0x736F_6D65_7073_6575
        var v1 = k1 ^ 0x646F_7261_6E64_6F6D
        var v2 = k0 ^ 0x6C79_6765_6E65_7261
        var v3 = k1 ^ 0x7465_6462_7974_6573
        var word: UInt64 = 0
        var filled: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte) << (8 * (filled & 7))
            filled += 1
            if filled & 7 == 0 {
                v3 ^= word
                Self.round(&v0, &v1, &v2, &v3)
                Self.round(&v0, &v1, &v2, &v3)
                v0 ^= word
                word = 0
            }
        }
        // The last word carries the message's length in its top byte.
        word |= (filled & 0xFF) << 56
        v3 ^= word
        Self.round(&v0, &v1, &v2, &v3)
        Self.round(&v0, &v1, &v2, &v3)
        v0 ^= word
        v2 ^= 0xFF
        for _ in 0..<4 { Self.round(&v0, &v1, &v2, &v3) }
        return v0 ^ v1 ^ v2 ^ v3
    }

    @inline(__always)
    private static func round(_ v0: inout UInt64, _ v1: inout UInt64, _ v2: inout UInt64, _ v3: inout UInt64) {
        v0 &+= v1; v1 = v1.rotatedLeft(13); v1 ^= v0; v0 = v0.rotatedLeft(32)
        v2 &+= v3; v3 = v3.rotatedLeft(16); v3 ^= v2
        v0 &+= v3; v3 = v3.rotatedLeft(21); v3 ^= v0
        v2 &+= v1; v1 = v1.rotatedLeft(17); v1 ^= v2; v2 = v2.rotatedLeft(32)
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
