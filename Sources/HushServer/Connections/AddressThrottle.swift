import Foundation
import NIOCore

/// A cap on how often one client address may register a household or try an invite code (joining, or
/// any of a family page's addresses): a token bucket per address, `perMinute` tokens a minute up to
/// `burst`. A family joining its devices never meets it; a program trying codes or filling the disk with
/// households gets `429` and `Retry-After`, whatever number of connections it opens. IPv6 addresses count
/// by their /64, the block one customer usually holds.
///
/// ```swift
/// let throttle = AddressThrottle(perMinute: 10)
/// try await throttle.admit(address, now: Date())   // or throws SyncFailure.tooManyRequests(retryAfter:)
/// ```
actor AddressThrottle {
    private struct Bucket {
        var tokens: Double
        var updated: Date
    }

    let perMinute: Double
    let burst: Double
    private var buckets: [String: Bucket] = [:]
    /// Addresses remembered at most; past it, buckets that have filled up again are forgotten (they are
    /// no different from a new one).
    static let remembered = 50_000

    init(perMinute: Int, burst: Int? = nil) {
        self.perMinute = Double(max(1, perMinute))
        self.burst = Double(max(1, burst ?? 2 * perMinute))
    }

    /// Takes one token for `address`, or throws how long until one is there.
    func admit(_ address: String, now: Date) throws(SyncFailure) {
        var bucket = buckets[address].map { refilled($0, now: now) } ?? Bucket(tokens: burst, updated: now)
        guard bucket.tokens >= 1 else {
            buckets[address] = bucket
            throw .tooManyRequests(retryAfter: max(1, Int(((1 - bucket.tokens) * 60 / perMinute).rounded(.up))))
        }
        bucket.tokens -= 1
        buckets[address] = bucket
        if buckets.count > Self.remembered { forgetFull(now: now) }
    }

    private func refilled(_ bucket: Bucket, now: Date) -> Bucket {
        let earned = max(0, now.timeIntervalSince(bucket.updated)) * perMinute / 60
        return Bucket(tokens: min(burst, bucket.tokens + earned), updated: now)
    }

    private func forgetFull(now: Date) {
        buckets = buckets.filter { refilled($0.value, now: now).tokens < burst }
    }

    /// The key an address counts under: IPv4 whole, IPv6 by its first 64 bits, anything else by its text.
    static func key(_ address: SocketAddress?) -> String {
        switch address {
        case .v4(let v4)?:
            return v4.host
        case .v6(let v6)?:
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            // An IPv4 client on a dual-stack socket (::ffff:a.b.c.d) is its IPv4 address, not a shared /64.
            if bytes.prefix(10).allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
                return bytes.suffix(4).map(String.init).joined(separator: ".")
            }
            return bytes.prefix(8).map { String(format: "%02x", $0) }.joined() + "::/64"
        case let other?:
            return other.description
        case nil:
            return "unknown"
        }
    }
}
