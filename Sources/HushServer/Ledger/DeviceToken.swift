import Crypto
import Foundation

/// Device tokens: 32 random bytes (from the system's generator) as URL-safe base64, given to the device
/// once; the server stores and compares only their SHA-256. Device links' codes are made the same way, shorter.
enum DeviceToken {
    static func make(bytes count: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// The token's SHA-256 in lowercase hex. Asked on every request: written into one buffer, as a
    /// string of two characters a byte cost 3% of a push.
    static func hash(_ token: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in SHA256.hash(data: Array(token.utf8)) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Household and device ids: random, unguessable, and never a way in on their own.
    static func id(_ prefix: String) -> String {
        var generator = SystemRandomNumberGenerator()
        return prefix + String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36)
            + String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36)
    }
}
