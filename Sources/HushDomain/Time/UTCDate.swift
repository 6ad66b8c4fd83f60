import FoundationEssentials

/// A bare UTC instant encoded as ISO 8601 text (`created_at`, `updated_at`, `deleted_at`).
public struct UTCDate: Codable, Hashable, Sendable {
    public var date: Date
    public init(_ date: Date) { self.date = date }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = UTCText.parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad UTC time '\(text)'")
        }
        self.date = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(UTCText.format(date))
    }
}
