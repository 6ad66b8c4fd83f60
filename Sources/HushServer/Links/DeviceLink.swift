import Foundation
import HushKit

/// A single-use link that makes a new device for the person whose device asked for it (`add device`, then
/// `POST /app/link` from the phone that opens it). Only the SHA-256 of its code is kept, in the ledger
/// (both backends, so a link made on one server of a PostgreSQL pair works on the other).
///
/// The new device speaks for the maker's person id, and its role is whatever that person's memberships
/// give: nothing the phone sends decides who it is (docs/security.md, The phone app).
///
/// ```swift
/// let code = DeviceLink.makeCode()                      // 24 characters, 144 random bits
/// let link = DeviceLink(code: code, maker: device, now: now)
/// link.judge(maker: device, now: now)                   // .redeemable
/// ```
public struct DeviceLink: Codable, Hashable, Sendable {
    /// SHA-256 of the code, hex (as tokens are kept: ``DeviceToken/hash(_:)``).
    public var codeHash: String
    public var household: String
    /// The device that asked for the link: the new device speaks for its person.
    public var device: String
    public var createdAt: String
    public var expiresAt: String
    /// When it was redeemed; a link works once.
    public var usedAt: String?

    /// Ten minutes: long enough to find the phone and point its camera at the terminal, short enough that a
    /// link seen over a shoulder, or left in a terminal's scrollback, is soon worth nothing.
    public static let lifetime: TimeInterval = 600
    /// Random bytes in a code: 144 bits, past the 128 a guess must beat, and 24 characters in a QR code.
    static let codeBytes = 18

    init(code: String, maker: DeviceRecord, now: Date) {
        codeHash = DeviceToken.hash(code)
        household = maker.household
        device = maker.id
        createdAt = UTCText.format(now)
        expiresAt = UTCText.format(now.addingTimeInterval(Self.lifetime))
    }

    init(codeHash: String, household: String, device: String, createdAt: String, expiresAt: String, usedAt: String?) {
        self.codeHash = codeHash
        self.household = household
        self.device = device
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.usedAt = usedAt
    }

    /// The device a redeemed link adds: the maker's household and person id, a token of its own.
    static func device(for maker: DeviceRecord, id: String, tokenHash: String, at: Date) -> DeviceRecord {
        DeviceRecord(id: id, household: maker.household, person: maker.person, personID: maker.identity.id, tokenHash: tokenHash, createdAt: at)
    }

    static func makeCode() -> String { DeviceToken.make(bytes: codeBytes) }

    /// Whether the link may make a device now, for the device that made it as the ledger has it. Both
    /// backends ask this inside the step that marks the link used, so one code makes one device however
    /// many phones send it at once.
    func judge(maker: DeviceRecord?, now: Date) -> DeviceLinkOutcome {
        if usedAt != nil { return .used }
        if let expiry = UTCText.parse(expiresAt), expiry <= now { return .expired(expiresAt) }
        // A device revoked after making the link (a lost laptop) must not keep adding phones.
        guard let maker, maker.household == household, maker.revokedAt == nil else { return .makerRevoked }
        return .redeemable(maker)
    }

    enum CodingKeys: String, CodingKey {
        case household, device
        case codeHash = "code_hash"
        case createdAt = "created_at"
        case expiresAt = "expires_at"
        case usedAt = "used_at"
    }
}
