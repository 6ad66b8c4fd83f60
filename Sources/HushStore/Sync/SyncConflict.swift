import FoundationEssentials
import HushDomain

/// Two devices disagreed and the server kept both versions (PRD 7.4): the same record edited on both
/// since they last synced (`edit`), or two different events of one type for one baby starting within
/// five minutes of each other, or two sleeps in progress at once (`similar`). It stays open until a
/// caregiver resolves it with `keep mine`, `keep theirs`, `merge` (edits) or `keep both` (similar).
///
/// ```json
/// {"id":"c1","kind":"edit","key":"event:0190…","first":{…},"second":{…},"created_at":"…"}
/// ```
public struct SyncConflict: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case edit, similar }

    /// One side: the version a device wrote, and who wrote it.
    public struct Side: Codable, Hashable, Sendable {
        public var device: String
        public var person: String
        /// The record key (for `similar`, the two sides are different records).
        public var key: String
        public var record: JSONValue?

        public init(device: String, person: String, key: String, record: JSONValue?) {
            self.device = device
            self.person = person
            self.key = key
            self.record = record
        }
    }

    public var id: String
    public var kind: Kind
    /// What the server held already.
    public var first: Side
    /// What arrived second, from another device.
    public var second: Side
    public var createdAt: String
    public var resolvedAt: String?
    /// `keep mine`, `keep theirs`, `merge` or `keep both`, with who chose.
    public var resolution: String?

    public init(id: String, kind: Kind, first: Side, second: Side, createdAt: Date) {
        self.id = id
        self.kind = kind
        self.first = first
        self.second = second
        self.createdAt = UTCText.format(createdAt)
    }

    package enum CodingKeys: String, CodingKey {
        case id, kind, first, second, resolution
        case createdAt = "created_at"
        case resolvedAt = "resolved_at"
    }

    /// From a parsed tree (``SyncState`` reads its file without `JSONDecoder`).
    init(json: JSONValue) throws {
        func side(_ value: JSONValue?) throws -> Side {
            guard let value, let device = value["device"]?.string, let person = value["person"]?.string, let key = value["key"]?.string else {
                throw JSONRecordReader.Malformed(what: "conflict side")
            }
            let record = value["record"]
            return Side(device: device, person: person, key: key, record: record == .null ? nil : record)
        }
        guard let id = json["id"]?.string, let kind = json["kind"]?.string.flatMap(Kind.init(rawValue:)),
              let createdAt = json["created_at"]?.string else { throw JSONRecordReader.Malformed(what: "conflict") }
        self.id = id
        self.kind = kind
        first = try side(json["first"])
        second = try side(json["second"])
        self.createdAt = createdAt
        resolvedAt = json["resolved_at"]?.string
        resolution = json["resolution"]?.string
    }

    /// The side this device wrote, and the other; nil when neither was written here.
    public func sides(device: String, person: String) -> (mine: Side, theirs: Side)? {
        if second.device == device { return (second, first) }
        if first.device == device { return (first, second) }
        if PersonName.key(second.person) == PersonName.key(person) { return (second, first) }
        if PersonName.key(first.person) == PersonName.key(person) { return (first, second) }
        return nil
    }
}
