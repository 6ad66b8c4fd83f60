import FoundationEssentials

/// The bodies of the sync protocol's requests and answers (README, Sync), shared by `hush serve` and the
/// devices. JSON, snake_case keys, the token in `Authorization: Bearer`.
public enum SyncMessages {
    /// `POST /v1/households`: the first `sync` of the first device.
    public struct Register: Codable, Sendable {
        public var person: String
        public init(person: String) { self.person = person }
    }

    /// A device's credentials, given once: the server keeps only the token's hash.
    public struct Grant: Codable, Sendable {
        public var household: String
        public var device: String
        public var token: String
        public var person: String
        /// The person id the token speaks for (docs/security.md, Identity); absent from older servers.
        public var personID: String?
        /// For a join: the baby and role the invite gave.
        public var babyID: String?
        public var role: String?

        public init(household: String, device: String, token: String, person: String, personID: String? = nil,
                    babyID: String? = nil, role: String? = nil) {
            self.household = household
            self.device = device
            self.token = token
            self.person = person
            self.personID = personID
            self.babyID = babyID
            self.role = role
        }

        enum CodingKeys: String, CodingKey {
            case household, device, token, person, role
            case personID = "person_id"
            case babyID = "baby_id"
        }
    }

    /// `POST /v1/join`, with the token of a device already linked to the household when there is one
    /// (the same person joining another baby).
    public struct Join: Codable, Sendable {
        public var code: String
        public var person: String
        public init(code: String, person: String) {
            self.code = code
            self.person = person
        }
    }

    /// `POST /v1/changes`.
    public struct Push: Codable, Sendable {
        public var changes: [SyncChange]
        public init(changes: [SyncChange]) { self.changes = changes }
    }

    /// `GET /v1/changes?after=SEQ`: what the device may read, oldest first, and the open conflicts.
    public struct Pull: Codable, Sendable {
        public var changes: [ServerChange]
        /// Where the next pull starts (the last change looked at, read or not).
        public var next: Int
        /// True when more changes wait after `next`.
        public var more: Bool
        public var conflicts: [SyncConflict]

        public init(changes: [ServerChange], next: Int, more: Bool, conflicts: [SyncConflict]) {
            self.changes = changes
            self.next = next
            self.more = more
            self.conflicts = conflicts
        }
    }

    /// `POST /v1/conflicts/ID/resolve`.
    public struct Resolve: Codable, Sendable {
        public var resolution: String
        public init(resolution: String) { self.resolution = resolution }
    }

    /// `GET /v1/devices`.
    public struct Device: Codable, Sendable {
        public var id: String
        public var person: String
        public var createdAt: String
        public var revokedAt: String?
        public init(id: String, person: String, createdAt: String, revokedAt: String?) {
            self.id = id
            self.person = person
            self.createdAt = createdAt
            self.revokedAt = revokedAt
        }

        enum CodingKeys: String, CodingKey {
            case id, person
            case createdAt = "created_at"
            case revokedAt = "revoked_at"
        }
    }

    /// Every error answer: `{"error": "…"}`.
    public struct Failure: Codable, Sendable {
        public var error: String
        public init(error: String) { self.error = error }
    }

    /// A family page's state: only the office hours, never anything else about the baby.
    public struct FamilyStatus: Codable, Sendable, Equatable {
        public var baby: String
        public var available: Bool
        public var since: String?
        /// The household's zone (``HouseholdZone``), which the page's own text reads `since` in; nil before
        /// any device has sent one (then UTC, said as such).
        public var zone: String?

        public init(baby: String, available: Bool, since: String?, zone: String? = nil) {
            self.baby = baby
            self.available = available
            self.since = since
            self.zone = zone
        }
    }
}
