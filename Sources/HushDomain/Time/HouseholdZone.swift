import FoundationEssentials

/// The household's time zone: where the family lives, so what the server computes for them (the voice
/// endpoint's times, the events it logs, the family page) reads their wall clock, not the server's `TZ`.
/// Each device keeps reading times in its own zone; this one travels with the household.
///
/// It is kept once per baby, all alike, because every record the server holds belongs to a baby (that is
/// what its access rules read). `set zone America/New_York` writes it for every baby; a device's first
/// sync writes its own zone for babies that have none (``seedling(babyID:zone:)``). Seeded records name
/// no person, so two devices in the same zone seeding at once send the very same record and the server
/// keeps one; devices in different zones open a conflict the family resolves once.
///
/// ```swift
/// HouseholdZone(babyID: eddie.id, zone: "America/New_York", setBy: "Gavin")
/// // {"entity":{"id":"<eddie>","kind":"household_zone","value":{"baby_id":"…","set_by":"Gavin","zone":"America/New_York"}}}
/// ```
public struct HouseholdZone: Hashable, Sendable, EntityConvertible {
    public static let kind = "household_zone"
    public var babyID: String
    /// An IANA identifier such as `America/New_York`.
    public var zone: String
    /// Who chose it with `set zone`; nil when a device's own zone was taken at its first sync.
    public var setBy: String?

    public init(babyID: String, zone: String, setBy: String?) {
        self.babyID = babyID
        self.zone = zone
        self.setBy = setBy
    }

    /// The record a device sends for a baby without one: its own zone, naming nobody.
    public static func seedling(babyID: String, zone: String) -> HouseholdZone {
        HouseholdZone(babyID: babyID, zone: zone, setBy: nil)
    }

    public var id: String { babyID }

    /// The zone, when the identifier is one this system knows.
    public var timeZone: ZoneRules? { ZoneRules.named(zone) }

    public var json: JSONValue {
        .object(["baby_id": .string(babyID), "zone": .string(zone), "set_by": setBy.map { .string($0) } ?? .null])
    }

    public init(json: JSONValue) throws {
        typealias R = JSONField
        self.init(babyID: try R.text(json["baby_id"], "baby_id"), zone: try R.text(json["zone"], "zone"), setBy: json["set_by"]?.string)
    }
}
