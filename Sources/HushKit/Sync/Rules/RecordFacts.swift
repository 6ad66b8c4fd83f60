import FoundationEssentials

/// What the server needs to know about a travelling record without decoding it into a domain type:
/// whose baby it belongs to, and for events the type, start and whether it is open or deleted. Both
/// backends index these, and the conflict and access rules read them.
///
/// ```swift
/// let facts = RecordFacts(key: "event:0190…", json: change.after)
/// facts.babyID; facts.eventType; facts.start   // "0190…", "sleep", 2026-01-02 20:00 UTC
/// ```
public struct RecordFacts: Hashable, Sendable {
    /// `event`, `baby`, or an entity's kind (`membership`, `office_hours`, `inbox`, `invite`).
    public var kind: String
    public var babyID: String?
    public var eventType: String?
    public var start: Date?
    /// An event without an end (a sleep or feed in progress).
    public var isOpen = false
    /// An event or a baby marked deleted (`deleted_at`).
    public var isDeleted = false
    /// The person a membership or inbox item is about, by name.
    public var person: String?
    /// The person id a membership is bound to (``SyncPerson``); nil for one from before person ids.
    public var personID: String?
    /// A membership's role.
    public var role: Membership.Role?
    /// An invite's code, normalised (``InviteCode/normalized(_:)``), for `join`.
    public var inviteCode: String?

    public init(key: String, json: JSONValue?) {
        kind = Self.kind(of: key)
        guard let json else { return }
        if let event = json["event"] {
            babyID = event["baby_id"]?.string
            eventType = event["event_type"]?.string
            start = event["start_time"]?["utc"]?.string.flatMap(UTCText.parse)
            // Each member looked up once: every look-up hashes its key.
            let end = event["end_time"]
            isOpen = end == nil || end == .null
            let deleted = event["deleted_at"]
            isDeleted = deleted != nil && deleted != .null
        } else if let baby = json["baby"] {
            babyID = baby["id"]?.string
            let deleted = baby["deleted_at"]
            isDeleted = deleted != nil && deleted != .null
        } else if let value = json["entity"]?["value"] {
            babyID = value["baby_id"]?.string
            person = value["person"]?.string ?? value["invitee"]?.string
            personID = value["person_id"]?.string
            role = (value["role"]?.string).flatMap(Membership.Role.init(rawValue:))
            if kind == Invite.kind { inviteCode = value["code"]?.string.flatMap(InviteCode.normalized) }
        }
    }

    /// The key's first part, or its second after `entity`. Read from the bytes for the keys devices send
    /// (ASCII, `event:ID`, `entity:KIND:ID`): splitting the key into strings was half of these facts' cost,
    /// and every push reads them several times. Any other key is split by characters as before (a colon
    /// with a combining mark after it is no colon there).
    static func kind(of key: String) -> String {
        let bytes = key.utf8
        let colon = UInt8(ascii: ":")
        // ASCII checked where the bytes are stored: through the UTF-8 view it was a byte at a time.
        let ascii = bytes.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? bytes.allSatisfy { $0 < 0x80 }
        guard ascii, let first = bytes.firstIndex(of: colon), first != bytes.startIndex else { return split(key) }
        let head = key[..<first]
        guard head == "entity" else { return String(head) }
        let start = bytes.index(after: first)
        guard start != bytes.endIndex, bytes[start] != colon else { return split(key) }
        return String(key[start..<(bytes[start...].firstIndex(of: colon) ?? bytes.endIndex)])
    }

    private static func split(_ key: String) -> String {
        let parts = key.split(separator: ":", maxSplits: 2).map(String.init)
        return parts.first == "entity" && parts.count > 1 ? parts[1] : (parts.first ?? "")
    }
}
