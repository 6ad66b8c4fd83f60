import FoundationEssentials

/// Reads one required field of a record's ``JSONValue`` tree, naming the field when it is missing or of
/// the wrong type, so a damaged record is reported by what is wrong rather than by where the reader was.
///
/// ```swift
/// let name = try JSONField.text(json["name"], "name")       // throws Malformed(what: "name")
/// let born = try JSONField.date(json["born_at"], "born_at")  // "2025-09-01T00:00:00Z"
/// ```
public enum JSONField {
    public struct Malformed: Error {
        public var what: String
        public init(what: String) { self.what = what }
    }

    public static func text(_ json: JSONValue?, _ what: String) throws -> String {
        guard let text = json?.string else { throw Malformed(what: what) }
        return text
    }

    public static func int(_ json: JSONValue?, _ what: String) throws -> Int {
        guard let value = json?.integer else { throw Malformed(what: what) }
        return value
    }

    public static func date(_ json: JSONValue?, _ what: String) throws -> Date {
        guard let text = json?.string, let date = UTCText.parse(text) else { throw Malformed(what: what) }
        return date
    }

    public static func optionalDate(_ json: JSONValue?) throws -> Date? {
        guard let json, !json.isNull else { return nil }
        return try date(json, "time")
    }
}
