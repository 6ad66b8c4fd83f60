import Foundation

/// Records as a device writes them (`{"event": {…}}`, `{"entity": {"kind", "id", "value"}}`), built by hand
/// for pushes a modified client would send, and read back from what the server holds.
///
/// ```swift
/// let hours = RawRecords.officeHours(baby: eddie, on: true, setBy: "Gavin")
/// RawRecords.value(hours)["set_by"]   // "Gavin"
/// ```
enum RawRecords {
    static let at = "2026-01-02T20:00:00Z"

    static func fresh(_ prefix: String) -> String { prefix + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") }

    static func event(_ id: String, baby: String, loggedBy: String, at utc: String = at) -> [String: Any] {
        ["event": ["id": id, "baby_id": baby, "event_type": "diaper", "logged_by": loggedBy,
                   "start_time": ["utc": utc, "timezone": "UTC", "offset_seconds": 0],
                   "end_time": NSNull(), "data": ["contents": "wet"], "notes": NSNull(),
                   "created_at": utc, "updated_at": utc, "deleted_at": NSNull()] as [String: Any]]
    }

    static func entity(_ kind: String, id: String, _ value: [String: Any]) -> [String: Any] {
        ["entity": ["kind": kind, "id": id, "value": value] as [String: Any]]
    }

    static func membership(_ id: String, baby: String, person: String, role: String, addedBy: String) -> [String: Any] {
        entity("membership", id: id, ["id": id, "baby_id": baby, "person": person, "role": role, "joined_at": at,
                                      "added_by": addedBy, "notify_on_end": false])
    }

    static func invite(_ id: String, baby: String, role: String, invitee: String, createdBy: String) -> [String: Any] {
        let symbols = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
        let code = String((0..<13).map { _ in symbols.randomElement()! })
        return entity("invite", id: id, ["id": id, "code": code, "baby_id": baby, "role": role, "created_by": createdBy,
                                         "created_at": at, "expires_at": "2026-01-09T20:00:00Z", "invitee": invitee,
                                         "used_at": NSNull(), "used_by": NSNull(), "revoked_at": NSNull()])
    }

    static func officeHours(baby: String, on: Bool, setBy: String) -> [String: Any] {
        entity("office_hours", id: baby, ["baby_id": baby, "available": on, "since": at, "set_by": setBy, "until": NSNull()])
    }

    static func inbox(_ id: String, baby: String, person: String, text: String = "A note for you") -> [String: Any] {
        entity("inbox", id: id, ["id": id, "person": person, "baby_id": baby, "text": text, "created_at": at, "read_at": NSNull()])
    }

    static func zone(baby: String, zone: String, setBy: String?) -> [String: Any] {
        entity("household_zone", id: baby, ["baby_id": baby, "zone": zone, "set_by": setBy ?? NSNull()])
    }

    /// An entity's `value`, or an event's or baby's own object.
    static func value(_ record: [String: Any]) -> [String: Any] {
        if let entity = record["entity"] as? [String: Any] { return entity["value"] as? [String: Any] ?? [:] }
        return (record["event"] ?? record["baby"]) as? [String: Any] ?? [:]
    }

    /// The record with fields of its value (entities) or its own object (events, babies) replaced.
    static func with(_ record: [String: Any], _ fields: [String: Any]) -> [String: Any] {
        var copy = record
        if var entity = record["entity"] as? [String: Any] {
            var value = entity["value"] as? [String: Any] ?? [:]
            value.merge(fields) { $1 }
            entity["value"] = value
            copy["entity"] = entity
        } else if let wrapper = ["event", "baby"].first(where: { record[$0] != nil }) {
            var inner = record[wrapper] as? [String: Any] ?? [:]
            inner.merge(fields) { $1 }
            copy[wrapper] = inner
        }
        return copy
    }

    /// A record as comparable text (keys sorted).
    static func text(_ record: [String: Any]) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }
}
