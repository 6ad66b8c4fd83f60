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

    static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
        }.joined()
    }

    /// Household and device ids: random, unguessable, and never a way in on their own.
    static func id(_ prefix: String) -> String {
        var generator = SystemRandomNumberGenerator()
        return prefix + String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36)
            + String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 36)
    }
}
