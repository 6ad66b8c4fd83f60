import Foundation
import HushKit

/// `add device`'s links: `POST /v1/device-links` makes one for the caller's person, `POST /app/link`
/// redeems it into a new device of that same person (docs/security.md, The phone app).
extension SyncService {
    /// A new single-use link for the caller's person, valid ``DeviceLink/lifetime``.
    ///
    /// ```swift
    /// let grant = try await service.makeDeviceLink(for: device, now: now)   // grant.path: "/app/link#…"
    /// ```
    func makeDeviceLink(for device: DeviceRecord, now: Date) async throws -> AppMessages.DeviceLinkGrant {
        let code = DeviceLink.makeCode()
        let link = DeviceLink(code: code, maker: device, now: now)
        try await ledger.addDeviceLink(link)
        return AppMessages.DeviceLinkGrant(code: code, expiresAt: link.expiresAt, path: "/app/link#" + code)
    }

    /// Redeems `code`: a grant for a new device of the link's person, or 404 (no such code) or 410 (used,
    /// expired, or its maker revoked), each saying to run `add device` again.
    ///
    /// ```swift
    /// let grant = try await service.redeemDeviceLink(code: "Zq…", now: now)   // grant.person: the maker's
    /// ```
    func redeemDeviceLink(code: String, now: Date) async throws -> SyncMessages.Grant {
        // Only what a code can be is looked up: anything else is no link (and costs no hash of megabytes).
        let possible = !code.isEmpty && code.utf8.count <= 64 && code.utf8.allSatisfy { $0.isURLSafeBase64 }
        let token = DeviceToken.make()
        let outcome = possible
            ? try await ledger.redeemDeviceLink(codeHash: DeviceToken.hash(code), device: DeviceToken.id("d"), tokenHash: DeviceToken.hash(token), at: now)
            : .unknown
        let device = try outcome.device()
        return SyncMessages.Grant(household: device.household, device: device.id, token: token, person: device.person, personID: device.personID)
    }
}

private extension UInt8 {
    /// A letter, digit, `-` or `_`: the characters of URL-safe base64 without padding.
    var isURLSafeBase64: Bool {
        (48...57).contains(self) || (65...90).contains(self) || (97...122).contains(self) || self == 45 || self == 95
    }
}
