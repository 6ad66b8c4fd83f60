import FoundationEssentials

/// One field of an event kind's `data` object: its JSON key and type, whether it may be `null`, and where
/// it shows (its CSV column and its `show` label). Each kind lists its fields once (``EventPayload/fields``);
/// `EventData`'s Codable, the journal's writer and reader, the CSV export and `show` all read that list,
/// so a kind's JSON is written down in one place.
///
/// ```swift
/// static let reaction = EventDataField<Solids>("reaction", .text { $0.reaction }, nullable: true,
///                                          csv: .notes, label: "reaction")
/// Solids.reaction.text(in: data)   // the stored reaction, or nil
/// ```
public struct EventDataField<Payload>: Sendable {
    /// The field's JSON type, with how to read it from the payload for writing.
    public enum Value: Sendable {
        case number(@Sendable (Payload) -> Double?)
        case text(@Sendable (Payload) -> String?)
        case flag(@Sendable (Payload) -> Bool)
        case texts(@Sendable (Payload) -> [String])
        /// A UTC instant, written as ISO 8601 text.
        case time(@Sendable (Payload) -> Date?)
    }

    /// Where the CSV export puts the field: a column of its own, a marker at the head of the notes, or nowhere.
    public enum CSVPlace: Sendable, Equatable {
        case column(String)
        case notes
        case none
    }

    /// The key in `data`; written as is, so it is plain ASCII needing no escapes.
    public let key: String
    public let value: Value
    /// True when the field may be written as `null` (unknown, or not said).
    public let nullable: Bool
    public let csv: CSVPlace
    /// The row's label in `show`, nil when the field has no row of its own (or a kind's own rows show it).
    public let label: String?
    /// What `show` writes when the value is missing.
    public let absent: String

    public init(_ key: String, _ value: Value, nullable: Bool = false, csv: CSVPlace = .none, label: String? = nil,
                absent: String = "—") {
        self.key = key
        self.value = value
        self.nullable = nullable
        self.csv = csv
        self.label = label
        self.absent = absent
    }

    // Reading a record's `data` object. Lenient readers give nil for a missing or mistyped value, so records
    // written before a field existed still read; a kind that requires a field checks the result itself.

    public func json(in data: JSONValue) -> JSONValue? { data[key] }
    public func number(in data: JSONValue) -> Double? { data[key]?.number }
    public func text(in data: JSONValue) -> String? { data[key]?.string }

    public func flag(in data: JSONValue) -> Bool? {
        if case .bool(let value)? = data[key] { return value }
        return nil
    }

    /// Nil when missing or null; a value that is not a UTC time is damage, not absence.
    public func time(in data: JSONValue) throws -> Date? { try JSONField.optionalDate(data[key]) }

    /// Empty when missing; an item that is not text is damage, named by `what`.
    public func texts(in data: JSONValue, _ what: String) throws -> [String] {
        try (data[key]?.array ?? []).map { item in
            guard let text = item.string else { throw JSONField.Malformed(what: what) }
            return text
        }
    }

    /// A value from a closed set (contents, storage); nil when not text, damage when text it does not know.
    public func choice<Choice: RawRepresentable>(_ type: Choice.Type, in data: JSONValue, _ what: String) throws -> Choice?
    where Choice.RawValue == String {
        guard let text = data[key]?.string else { return nil }
        guard let known = Choice(rawValue: text) else { throw JSONField.Malformed(what: what) }
        return known
    }
}

extension Array {
    /// A kind's fields in the journal's order (sorted by key, as `JSONEncoder`'s `.sortedKeys` writes them).
    public static func sortedByKey<Payload>(_ fields: [EventDataField<Payload>]) -> [EventDataField<Payload>]
    where Element == EventDataField<Payload> {
        fields.sorted { $0.key < $1.key }
    }
}
