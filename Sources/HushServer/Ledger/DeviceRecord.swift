import Foundation
import HushKit

/// A device linked to a household: the person it speaks for (an id fixed when the token was issued, and
/// the name shown for them), and the SHA-256 of its token (the token itself is shown to the device once
/// and never stored).
public struct DeviceRecord: Codable, Hashable, Sendable {
    public var id: String
    public var household: String
    /// The person's name, as shown; never what decides their role.
    public var person: String
    /// The person id (``SyncPerson``). Nil for a device linked before person ids: it speaks for the
    /// person its name named then (``SyncPerson/legacy(_:)``).
    public var personID: String?
    public var tokenHash: String
    public var createdAt: String
    public var revokedAt: String?

    public init(id: String, household: String, person: String, personID: String?, tokenHash: String, createdAt: Date) {
        self.id = id
        self.household = household
        self.person = person
        self.personID = personID
        self.tokenHash = tokenHash
        self.createdAt = UTCText.format(createdAt)
    }

    /// Who this device's token speaks for.
    public var identity: SyncPerson {
        personID.map { SyncPerson(id: $0, name: person) } ?? SyncPerson.legacy(person)
    }

    enum CodingKeys: String, CodingKey {
        case id, household, person
        case personID = "person_id"
        case tokenHash = "token_hash"
        case createdAt = "created_at"
        case revokedAt = "revoked_at"
    }
}
