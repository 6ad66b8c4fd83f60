import Foundation

/// The event-specific `data` object of the PRD's data model, one case per kind of event.
///
/// Encoded with every key of its kind present (`null` where unknown), so exports have a fixed shape:
/// ```json
/// {"method": "bottle", "amount_prepared": 4, "amount_remaining": null, "feeding_started_at": null, "unit": "oz"}
/// ```
public enum EventData: Hashable, Sendable {
    case bottle(Bottle)
    case sleep
    case diaper(DiaperContents)

    /// A formula bottle: `start_time` is when it was prepared, the reference for its expiry.
    public struct Bottle: Hashable, Sendable {
        public var prepared: Volume
        /// What was left when the feed ended; nil until finished.
        public var remaining: Double?
        public var feedingStartedAt: Date?

        public init(prepared: Volume, remaining: Double? = nil, feedingStartedAt: Date? = nil) {
            self.prepared = prepared
            self.remaining = remaining
            self.feedingStartedAt = feedingStartedAt
        }

        /// Always computed: the caregiver says what is left, never what was drunk.
        public var consumed: Double? { remaining.map { max(prepared.value - $0, 0) } }
    }

    public var kind: EventKind {
        switch self {
        case .bottle: return .eat
        case .sleep: return .sleep
        case .diaper: return .diaper
        }
    }

    public var bottle: Bottle? {
        if case .bottle(let bottle) = self { return bottle }
        return nil
    }

    public var diaperContents: DiaperContents? {
        if case .diaper(let contents) = self { return contents }
        return nil
    }
}

extension EventData {
    enum Keys: String, CodingKey {
        case method, unit, contents
        case amountPrepared = "amount_prepared"
        case amountRemaining = "amount_remaining"
        case feedingStartedAt = "feeding_started_at"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .bottle(let bottle):
            try container.encode("bottle", forKey: .method)
            try container.encode(bottle.prepared.value, forKey: .amountPrepared)
            try container.encode(bottle.remaining, forKey: .amountRemaining)
            try container.encode(bottle.feedingStartedAt.map(UTCText.format), forKey: .feedingStartedAt)
            try container.encode(bottle.prepared.unit, forKey: .unit)
        case .sleep:
            break
        case .diaper(let contents):
            try container.encode(contents, forKey: .contents)
        }
    }

    init(kind: EventKind, from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch kind {
        case .eat:
            let prepared = try container.decode(Double.self, forKey: .amountPrepared)
            let unit = try container.decode(Volume.Unit.self, forKey: .unit)
            let remaining = try container.decodeIfPresent(Double.self, forKey: .amountRemaining)
            var started: Date?
            if let text = try container.decodeIfPresent(String.self, forKey: .feedingStartedAt) {
                guard let date = UTCText.parse(text) else {
                    throw DecodingError.dataCorruptedError(forKey: .feedingStartedAt, in: container, debugDescription: "bad time")
                }
                started = date
            }
            self = .bottle(Bottle(prepared: Volume(prepared, unit), remaining: remaining, feedingStartedAt: started))
        case .sleep:
            self = .sleep
        case .diaper:
            self = .diaper(try container.decode(DiaperContents.self, forKey: .contents))
        case .note:
            throw DecodingError.dataCorruptedError(forKey: .method, in: container, debugDescription: "notes are not supported yet")
        }
    }
}
