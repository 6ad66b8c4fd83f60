import FoundationEssentials

/// One tracked event, in the PRD's data model (section 8), with snake_case keys when encoded.
///
/// ```swift
/// let event = Event(id: "…", babyID: baby.id, loggedBy: "gavin", start: zone.timestamp(now),
///                   end: nil, data: .sleep, createdAt: now)
/// event.isOngoing   // true
/// ```
public struct Event: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var babyID: String
    public var loggedBy: String
    public var start: EventTimestamp
    public var end: EventTimestamp?
    public var data: EventData
    public var notes: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var deletedAt: Date?

    public init(
        id: String, babyID: String, loggedBy: String, start: EventTimestamp, end: EventTimestamp?,
        data: EventData, notes: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.babyID = babyID
        self.loggedBy = loggedBy
        self.start = start
        self.end = end
        self.data = data
        self.notes = notes
        self.createdAt = createdAt
        self.updatedAt = createdAt
        self.deletedAt = nil
    }

    public var kind: EventKind { data.kind }
    public var isOngoing: Bool { end == nil }
    public var isDeleted: Bool { deletedAt != nil }

    /// Seconds from start to end, or to `now` while ongoing.
    public func duration(until now: Date) -> TimeInterval {
        (end?.utc ?? now).timeIntervalSince(start.utc)
    }

    enum CodingKeys: String, CodingKey {
        case id, data, notes
        case babyID = "baby_id"
        case loggedBy = "logged_by"
        case eventType = "event_type"
        case start = "start_time"
        case end = "end_time"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case deletedAt = "deleted_at"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        babyID = try container.decode(String.self, forKey: .babyID)
        loggedBy = try container.decode(String.self, forKey: .loggedBy)
        let kind = try container.decode(EventKind.self, forKey: .eventType)
        start = try container.decode(EventTimestamp.self, forKey: .start)
        end = try container.decodeIfPresent(EventTimestamp.self, forKey: .end)
        data = try EventData(kind: kind, from: container.superDecoder(forKey: .data))
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        createdAt = try container.decode(UTCDate.self, forKey: .createdAt).date
        updatedAt = try container.decode(UTCDate.self, forKey: .updatedAt).date
        deletedAt = try container.decodeIfPresent(UTCDate.self, forKey: .deletedAt)?.date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(babyID, forKey: .babyID)
        try container.encode(loggedBy, forKey: .loggedBy)
        try container.encode(kind, forKey: .eventType)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try data.encode(to: container.superEncoder(forKey: .data))
        try container.encode(notes, forKey: .notes)
        try container.encode(UTCDate(createdAt), forKey: .createdAt)
        try container.encode(UTCDate(updatedAt), forKey: .updatedAt)
        try container.encode(deletedAt.map(UTCDate.init), forKey: .deletedAt)
    }
}
