import FoundationEssentials

/// A notification delivered to one person, so the same reminder never rings twice for them: not across
/// `watch` restarts, not with two `watch` processes, since each claims the delivery in the journal before
/// running its hook. Records are dropped once their reminder can no longer be planned (see
/// ``ReminderPlanner/lateness``), so they stay a handful.
///
/// ```swift
/// DeliveryRecord(person: "Gavin", key: "bottle_expiry:e12", kind: .bottleExpiry, deliveredAt: now)
/// ```
public struct DeliveryRecord: Hashable, Sendable, EntityConvertible {
    public static let kind = "delivery"
    public var person: String
    public var key: String
    public var kind: NotificationKind
    public var deliveredAt: Date

    public init(person: String, key: String, kind: NotificationKind, deliveredAt: Date) {
        self.person = person
        self.key = key
        self.kind = kind
        self.deliveredAt = deliveredAt
    }

    public static func id(person: String, key: String) -> String { person.lowercased() + "|" + key }

    public var id: String { Self.id(person: person, key: key) }

    public var json: JSONValue {
        .object(["person": .string(person), "key": .string(key), "kind": .string(kind.code),
                 "delivered_at": .string(UTCText.format(deliveredAt))])
    }

    public init(json: JSONValue) throws {
        typealias R = JSONField
        guard let kind = NotificationKind.named(try R.text(json["kind"], "kind")) else { throw R.Malformed(what: "delivery kind") }
        self.init(person: try R.text(json["person"], "person"), key: try R.text(json["key"], "key"), kind: kind,
                  deliveredAt: try R.date(json["delivered_at"], "delivered_at"))
    }
}
