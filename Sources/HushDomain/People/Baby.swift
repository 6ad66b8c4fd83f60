import FoundationEssentials

/// A baby's profile: the PRD's Baby entity. The birth date drives age-based rules later (wake windows).
///
/// ```swift
/// let eddie = Baby(id: "…", name: "Eddie", birthDate: "2025-09-01", createdAt: now)
/// ```
public struct Baby: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// `YYYY-MM-DD`, a calendar date with no zone.
    public var birthDate: String
    public var settings: BabySettings
    public var createdAt: Date
    public var updatedAt: Date
    public var deletedAt: Date?

    public init(id: String, name: String, birthDate: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.birthDate = birthDate
        self.settings = BabySettings()
        self.createdAt = createdAt
        self.updatedAt = createdAt
        self.deletedAt = nil
    }

    enum CodingKeys: String, CodingKey {
        case id, name, settings
        case birthDate = "birth_date"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case deletedAt = "deleted_at"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        birthDate = try container.decode(String.self, forKey: .birthDate)
        settings = try container.decode(BabySettings.self, forKey: .settings)
        createdAt = try container.decode(UTCDate.self, forKey: .createdAt).date
        updatedAt = try container.decode(UTCDate.self, forKey: .updatedAt).date
        deletedAt = try container.decodeIfPresent(UTCDate.self, forKey: .deletedAt)?.date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(birthDate, forKey: .birthDate)
        try container.encode(settings, forKey: .settings)
        try container.encode(UTCDate(createdAt), forKey: .createdAt)
        try container.encode(UTCDate(updatedAt), forKey: .updatedAt)
        try container.encode(deletedAt.map(UTCDate.init), forKey: .deletedAt)
    }

    /// Whole days old on a given local date (`YYYY-MM-DD` of today where the caregiver is).
    public func ageInDays(on today: CivilDateTime) -> Int? {
        guard let birth = ISOTimeText.parse(birthDate)?.civil else { return nil }
        return today.dayNumber - birth.dayNumber
    }
}
