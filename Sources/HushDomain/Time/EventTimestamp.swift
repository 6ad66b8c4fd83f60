import FoundationEssentials

/// A moment as the PRD (section 8) stores it: the absolute instant plus the zone and offset where it
/// happened, so history shows the local time of the place it was logged.
///
/// ```json
/// {"utc": "2026-01-02T08:20:00Z", "timezone": "America/New_York", "offset_seconds": -18000}
/// ```
public struct EventTimestamp: Codable, Hashable, Sendable, Comparable {
    public var utc: Date
    public var timezone: String
    public var offsetSeconds: Int

    public init(utc: Date, timezone: String, offsetSeconds: Int) {
        self.utc = utc
        self.timezone = timezone
        self.offsetSeconds = Self.held(offsetSeconds)
    }

    /// No zone is a day or more from UTC (real ones stay within 14 hours). A record saying otherwise is
    /// damaged or hostile; its offset is held to a day either way, so local times stay computable
    /// (`localCivil`, `UTC-05:00`) instead of overflowing.
    public static let offsetRange = -86_400...86_400

    static func held(_ offset: Int) -> Int { min(max(offset, offsetRange.lowerBound), offsetRange.upperBound) }

    enum CodingKeys: String, CodingKey {
        case utc, timezone
        case offsetSeconds = "offset_seconds"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .utc)
        guard let date = UTCText.parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: .utc, in: container, debugDescription: "bad UTC time '\(text)'")
        }
        utc = date
        timezone = try container.decode(String.self, forKey: .timezone)
        offsetSeconds = Self.held(try container.decode(Int.self, forKey: .offsetSeconds))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(UTCText.format(utc), forKey: .utc)
        try container.encode(timezone, forKey: .timezone)
        try container.encode(offsetSeconds, forKey: .offsetSeconds)
    }

    /// The wall-clock time where the event happened (its own offset, not today's).
    public var localCivil: CivilDateTime {
        CivilDateTime(secondsAsUTC: utc.wholeSeconds() + Self.held(offsetSeconds))
    }

    public static func < (a: EventTimestamp, b: EventTimestamp) -> Bool { a.utc < b.utc }
}
