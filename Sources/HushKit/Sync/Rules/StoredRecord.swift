import Foundation

/// The server's current version of one record in a household, and which device and person wrote it.
public struct StoredRecord: Codable, Hashable, Sendable {
    public var key: String
    public var record: JSONValue?
    public var device: String
    public var person: String
    /// The household sequence number of the change that wrote it.
    public var seq: Int

    public init(key: String, record: JSONValue?, device: String, person: String, seq: Int) {
        self.key = key
        self.record = record
        self.device = device
        self.person = person
        self.seq = seq
    }

    public var facts: RecordFacts { RecordFacts(key: key, json: record) }
}
