import FoundationEssentials

/// Whether the baby is "in" for video calls (Baby Office Hours), since when and who said so. One per baby.
///
/// ```swift
/// OfficeHours(babyID: eddie.id, available: true, since: now, setBy: "Gavin", until: now + 30 min)
/// ```
public struct OfficeHours: Hashable, Sendable, EntityConvertible {
    public static let kind = "office_hours"
    public var babyID: String
    public var available: Bool
    public var since: Date
    public var setBy: String
    /// `office hours on for 30 min`: when it turns itself off.
    public var until: Date?

    public init(babyID: String, available: Bool, since: Date, setBy: String, until: Date? = nil) {
        self.babyID = babyID
        self.available = available
        self.since = since
        self.setBy = setBy
        self.until = until
    }

    public var id: String { babyID }

    /// Available at `now`: on, and not past its own end.
    public func isAvailable(at now: Date) -> Bool { available && (until.map { now < $0 } ?? true) }

    public var json: JSONValue {
        .object(["baby_id": .string(babyID), "available": .bool(available), "since": .string(UTCText.format(since)),
                 "set_by": .string(setBy), "until": until.map { .string(UTCText.format($0)) } ?? .null])
    }

    public init(json: JSONValue) throws {
        typealias R = JSONField
        self.init(babyID: try R.text(json["baby_id"], "baby_id"), available: json["available"] == .bool(true),
                  since: try R.date(json["since"], "since"), setBy: try R.text(json["set_by"], "set_by"), until: try R.optionalDate(json["until"]))
    }
}
