import FoundationEssentials

/// An invitation to join a baby's circle with a role, redeemed once with its code before it expires.
///
/// ```swift
/// let invite = Invite(id: ids.make(), code: "7KQM-X2PD-HN4RT", babyID: eddie.id, role: .subscriber,
///                     createdBy: "Gavin", createdAt: now, expiresAt: now + 7 days, invitee: "grandma")
/// ```
public struct Invite: Hashable, Sendable, EntityConvertible {
    public static let kind = "invite"
    public var id: String
    /// The code as shown, in groups (`7KQM-X2PD-HN4RT`); compared in ``InviteCode/normalized(_:)`` form.
    public var code: String
    public var babyID: String
    public var role: Membership.Role
    public var createdBy: String
    public var createdAt: Date
    public var expiresAt: Date
    /// Who it was made for, as the inviter named them.
    public var invitee: String
    public var usedAt: Date?
    public var usedBy: String?
    public var revokedAt: Date?

    public init(id: String, code: String, babyID: String, role: Membership.Role, createdBy: String, createdAt: Date, expiresAt: Date, invitee: String) {
        self.id = id
        self.code = code
        self.babyID = babyID
        self.role = role
        self.createdBy = createdBy
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.invitee = invitee
    }

    public func isOpen(at now: Date) -> Bool { usedAt == nil && revokedAt == nil && now < expiresAt }

    public var json: JSONValue {
        func date(_ value: Date?) -> JSONValue { value.map { .string(UTCText.format($0)) } ?? .null }
        return .object([
            "id": .string(id), "code": .string(code), "baby_id": .string(babyID), "role": .string(role.rawValue),
            "created_by": .string(createdBy), "created_at": date(createdAt), "expires_at": date(expiresAt), "invitee": .string(invitee),
            "used_at": date(usedAt), "used_by": usedBy.map { .string($0) } ?? .null, "revoked_at": date(revokedAt),
        ])
    }

    public init(json: JSONValue) throws {
        typealias R = JSONField
        guard let role = json["role"]?.string.flatMap(Membership.Role.init(rawValue:)) else { throw R.Malformed(what: "role") }
        self.init(id: try R.text(json["id"], "id"), code: try R.text(json["code"], "code"), babyID: try R.text(json["baby_id"], "baby_id"),
                  role: role, createdBy: try R.text(json["created_by"], "created_by"), createdAt: try R.date(json["created_at"], "created_at"),
                  expiresAt: try R.date(json["expires_at"], "expires_at"), invitee: try R.text(json["invitee"], "invitee"))
        usedAt = try R.optionalDate(json["used_at"])
        usedBy = json["used_by"]?.string
        revokedAt = try R.optionalDate(json["revoked_at"])
    }
}
