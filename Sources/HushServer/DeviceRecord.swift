import Foundation
import HushKit

/// A device linked to a household: the person using it, and the SHA-256 of its token (the token itself
/// is shown to the device once and never stored).
public struct DeviceRecord: Codable, Hashable, Sendable {
    public var id: String
    public var household: String
    public var person: String
    public var tokenHash: String
    public var createdAt: String
    public var revokedAt: String?

    public init(id: String, household: String, person: String, tokenHash: String, createdAt: Date) {
        self.id = id
        self.household = household
        self.person = person
        self.tokenHash = tokenHash
        self.createdAt = UTCText.format(createdAt)
    }

    enum CodingKeys: String, CodingKey {
        case id, household, person
        case tokenHash = "token_hash"
        case createdAt = "created_at"
        case revokedAt = "revoked_at"
    }
}
