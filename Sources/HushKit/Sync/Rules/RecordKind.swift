import FoundationEssentials

/// The kinds of record that travel between devices and the server (``SyncChange/travels(_:)``), as the
/// authority table names them (``RecordAuthority``). The raw value is ``RecordFacts/kind``: the key's
/// first part, or an entity's kind.
///
/// ```swift
/// RecordKind(key: "entity:office_hours:0190…")   // .officeHours
/// RecordKind(key: "preference:units")            // nil: stays on the device
/// ```
public enum RecordKind: String, CaseIterable, Sendable {
    case baby
    case event
    case membership
    case invite
    case officeHours = "office_hours"
    case inbox
    case householdZone = "household_zone"

    public init?(key: String) {
        self.init(rawValue: RecordFacts(key: key, json: nil).kind)
    }
}

extension RecordKind {
    /// The entity kind in the key and the record (`membership`), nil for events and babies.
    public var entityKind: String? {
        switch self {
        case .event, .baby: return nil
        case .membership, .invite, .officeHours, .inbox, .householdZone: return rawValue
        }
    }

    /// The record's one top-level key as the store writes it: `{"event": …}`, `{"baby": …}`, `{"entity": …}`.
    public var wrapper: String {
        switch self {
        case .event: return "event"
        case .baby: return "baby"
        case .membership, .invite, .officeHours, .inbox, .householdZone: return "entity"
        }
    }
}
