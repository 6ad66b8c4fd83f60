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
        // Read in place, at the colons: splitting into strings was a hundredth of a push's processor
        // time on the server, which reads every pushed key twice.
        let colon = UInt8(ascii: ":")
        guard let first = key.utf8.firstIndex(of: colon) else { return nil }
        let rest = key[key.utf8.index(after: first)...]
        let found: RecordKind?
        let id: Substring
        switch key[..<first] {
        case "event": (found, id) = (.event, rest)
        case "baby": (found, id) = (.baby, rest)
        case "entity":
            guard let second = rest.utf8.firstIndex(of: colon) else { return nil }
            let kind = rest[..<second]
            found = RecordKind.allCases.first { $0.entityKind.map { kind == $0 } ?? false }
            id = rest[rest.utf8.index(after: second)...]
        default: found = nil; id = ""
        }
        // An id holds no colon, so `event:a:b` and `entity:kind:a:b` name nothing, as before.
        guard let found, Self.isID(id) else { return nil }
        kind = found
        self.id = String(id)
    }

    /// Ids are what Hush makes (UUIDs, `p…`/`d…` tokens): short, printable ASCII, no separators or spaces.
    static func isID<Text: StringProtocol>(_ text: Text) -> Bool {
        // The bytes looked at where they are stored: stepping through the UTF-8 view took about fifteen
        // instructions a byte, and every push reads its keys several times.
        func allowed(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: ":") && byte != UInt8(ascii: "\"") }
        return !text.isEmpty && text.utf8.count <= SyncLimits.idBytes
            && (text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(allowed) } ?? text.utf8.allSatisfy(allowed))
    }
}
