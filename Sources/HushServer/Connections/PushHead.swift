import HTTPTypes

/// What the push lane reads of a request's head, found in one walk of its fields. Looked up by name one
/// at a time, `HTTPFields` built and hashed an index of every field for the first look-up and joined each
/// value found through a lazy sequence: about 9,000 instructions a push, for four fields.
///
/// ```swift
/// let head = PushHead(request.headerFields)
/// head.authorization   // "Bearer …", or nil
/// ```
struct PushHead {
    /// Each as `HTTPFields`' subscript gives it: nil when absent, a repeated field's values joined by ", ".
    private(set) var authorization: String?
    private(set) var contentLength: String?
    private(set) var connection: String?
    private(set) var expect: String?

    init(_ fields: HTTPFields) {
        for field in fields {
            switch field.name {
            case .authorization: Self.add(field.value, to: &authorization)
            case .contentLength: Self.add(field.value, to: &contentLength)
            case .connection: Self.add(field.value, to: &connection)
            case .expect: Self.add(field.value, to: &expect)
            default: break
            }
        }
    }

    private static func add(_ value: String, to joined: inout String?) {
        joined = joined.map { $0 + ", " + value } ?? value
    }
}
