/// Why a travelling record was judged wrong (``RecordJudge``): the server refuses the change with this
/// message, and a device pulling it skips the record and says so.
///
/// ```swift
/// RecordFault.keyDisagrees(key: "event:1", field: "id", value: "2").message
/// // "event:1 holds a record whose id is 2: a change's key names its record's kind and id"
/// ```
public enum RecordFault: Error, Equatable, Sendable {
    /// The key is not `event:ID`, `baby:ID` or `entity:KIND:ID` of a kind that travels.
    case unknownKey(String)
    /// The record is not the one-key object its kind is written as (`{"event": {…}}`).
    case wrongWrapper(key: String, expected: String)
    /// The record names another kind or id than its key.
    case keyDisagrees(key: String, field: String, value: String)
    /// A field is missing, of the wrong type, or not one of its kind's values.
    case unreadable(key: String, what: String)
    /// A value no real record holds: an amount past its container, a time outside the years Hush keeps.
    case implausible(key: String, what: String)
    /// More values in one record than any record Hush writes.
    case tooManyValues(key: String, limit: Int)
    /// A text longer than its field ever is.
    case tooLong(key: String, field: String, limit: Int)

    public var message: String {
        switch self {
        case .unknownKey(let key):
            return "\(Self.shown(key)) is not a record that travels (event:ID, baby:ID or entity:KIND:ID)"
        case .wrongWrapper(let key, let expected):
            return "\(key) holds no {\"\(expected)\": …} record: a change carries its record as the store writes it"
        case .keyDisagrees(let key, let field, let value):
            return "\(key) holds a record whose \(field) is \(Self.shown(value)): a change's key names its record's kind and id"
        case .unreadable(let key, let what):
            return "\(key): \(what) is missing or not what this kind holds"
        case .implausible(let key, let what):
            return "\(key): \(what)"
        case .tooManyValues(let key, let limit):
            return "\(key) holds more than \(limit) values, more than any record"
        case .tooLong(let key, let field, let limit):
            return "\(key): \(field) is longer than \(limit) bytes"
        }
    }

    /// A value another device sent, as a message may quote it: its start, printable ASCII only, so no
    /// terminal or page that shows the message is steered by what it holds.
    static func shown(_ text: String) -> String {
        let printable = text.unicodeScalars.prefix(80).map { $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" }
        return String(printable) + (text.unicodeScalars.count > 80 ? "…" : "")
    }
}
