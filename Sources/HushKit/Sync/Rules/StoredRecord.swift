import FoundationEssentials

/// The server's current version of one record in a household, and which device and person wrote it.
///
/// Its ``facts`` are read once, when it is made or its record changes: every push's rules read the
/// memberships' facts, and the current and neighbouring records' several times each.
///
/// ```swift
/// let stored = StoredRecord(key: "event:e1", record: json, device: "d1", person: "Gavin", seq: 7)
/// stored.facts.eventType   // "diaper"
/// ```
public struct StoredRecord: Codable, Hashable, Sendable {
    public var key: String { didSet { facts = RecordFacts(key: key, json: record) } }
    public var record: JSONValue? { didSet { facts = RecordFacts(key: key, json: record) } }
    public var device: String
    public var person: String
    /// The household sequence number of the change that wrote it.
    public var seq: Int
    /// What its key and record say (``RecordFacts``): never stored, always the record's.
    public private(set) var facts: RecordFacts

    public init(key: String, record: JSONValue?, device: String, person: String, seq: Int) {
        self.init(key: key, record: record, device: device, person: person, seq: seq, facts: RecordFacts(key: key, json: record))
    }

    /// With its facts already read from the same key and record.
    init(key: String, record: JSONValue?, device: String, person: String, seq: Int, facts: RecordFacts) {
        self.key = key
        self.record = record
        self.device = device
        self.person = person
        self.seq = seq
        self.facts = facts
    }

    /// Written without its facts (the encoding is the one synthesised from these keys), read back with them.
    private enum CodingKeys: String, CodingKey { case key, record, device, person, seq }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(key: try container.decode(String.self, forKey: .key), record: try container.decodeIfPresent(JSONValue.self, forKey: .record),
                  device: try container.decode(String.self, forKey: .device), person: try container.decode(String.self, forKey: .person),
                  seq: try container.decode(Int.self, forKey: .seq))
    }
}
