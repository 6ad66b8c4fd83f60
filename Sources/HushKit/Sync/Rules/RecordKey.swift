/// A travelling record's key read back into its kind and id: `event:ID`, `baby:ID`, or `entity:KIND:ID`
/// for the entity kinds a family shares. Anything else names no record the server keeps.
///
/// ```swift
/// RecordKey("entity:office_hours:0190…")   // kind .officeHours, id "0190…"
/// RecordKey("entity:routine:1")            // nil: routines stay on the device
/// ```
public struct RecordKey: Hashable, Sendable {
    public let kind: RecordKind
    public let id: String

    public init?(_ key: String) {
        let parts = key.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let found: RecordKind?
        switch parts.first {
        case "event" where parts.count == 2: found = .event
        case "baby" where parts.count == 2: found = .baby
        case "entity" where parts.count == 3: found = RecordKind.allCases.first { $0.entityKind == parts[1] }
        default: found = nil
        }
        guard let found, let id = parts.last, Self.isID(id) else { return nil }
        kind = found
        self.id = id
    }

    /// Ids are what Hush makes (UUIDs, `p…`/`d…` tokens): short, printable ASCII, no separators or spaces.
    static func isID(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= SyncLimits.idBytes
            && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: "\"") }
    }
}
