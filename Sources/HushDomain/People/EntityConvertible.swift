/// A domain type stored as an ``Entity``.
public protocol EntityConvertible: Sendable {
    static var kind: String { get }
    var id: String { get }
    var json: JSONValue { get }
    init(json: JSONValue) throws
}
