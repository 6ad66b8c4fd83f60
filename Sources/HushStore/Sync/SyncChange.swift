import FoundationEssentials
import HushDomain

/// One record's change as it travels between a device and the server: the version the device edited
/// from (`before`) and the version it wrote (`after`), both as the store's own record JSON
/// (`{"event": {…}}`). `before` is what the server compares with its current version to tell an edit
/// made on top of the latest from one made on top of something older (PRD 7.4).
///
/// ```json
/// {"id":"d7…:12:0","key":"event:0190…","before":null,"after":{"event":{…}},"by":"Gavin","at":"2026-01-02T20:00:00Z"}
/// ```
public struct SyncChange: Codable, Hashable, Sendable {
    /// Unique per device and change (`DEVICE:JOURNALSEQ:INDEX`): a push retried after a lost reply is
    /// recognised by it and applied once.
    public var id: String
    /// ``StoreRecord/key``: the record this change is about.
    public var key: String
    public var before: JSONValue?
    /// Nil when the record was removed (only undoing a creation removes; deleting an event sets `deleted_at`).
    public var after: JSONValue?
    /// Who made the change: on the server, the token's person, whatever the device wrote.
    public var by: String
    public var at: String
    /// Set by the server, never sent by a device: the server keeps another `after` than its device sent
    /// (an author field, a membership's person id), so that device takes it at its next pull instead of
    /// skipping the change as its own. Absent otherwise.
    public var rewritten: Bool?

    public init(id: String, key: String, before: JSONValue?, after: JSONValue?, by: String, at: Date) {
        self.id = id
        self.key = key
        self.before = before
        self.after = after
        self.by = by
        self.at = UTCText.format(at)
    }

    /// The record kinds that travel: what a family shares. Preferences, routines (a caregiver's own
    /// mornings) and delivery records (which notifications this machine showed) stay on the device.
    public static func travels(_ key: String) -> Bool {
        key.hasPrefix("event:") || key.hasPrefix("baby:") || key.hasPrefix("entity:membership:")
            || key.hasPrefix("entity:office_hours:") || key.hasPrefix("entity:inbox:") || key.hasPrefix("entity:invite:")
            || key.hasPrefix("entity:household_zone:")
    }

    /// A store record as the JSON that travels.
    public static func json(_ record: StoreRecord?) -> JSONValue? {
        guard let record else { return nil }
        var writer = JSONLineWriter()
        writer.record(record)
        return try? JSONValue.parse(writer.bytes)
    }

    /// The travelling JSON back as a store record.
    public static func record(_ json: JSONValue?) throws -> StoreRecord? {
        guard let json, json != .null else { return nil }
        return try JSONRecordReader.record(json)
    }
}
