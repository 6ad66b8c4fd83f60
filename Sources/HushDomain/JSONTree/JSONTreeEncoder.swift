import FoundationEssentials

/// Encodes `Encodable` values to JSON text through a ``JSONValue`` tree, writing the bytes `JSONEncoder`
/// writes with `.sortedKeys` and `.withoutEscapingSlashes` (``JSONValue/serialized``), and its default
/// strategies (dates as seconds since 2001, data as Base64). A `JSONValue` inside a message is placed in
/// the tree whole instead of being taken apart through `Encoder`.
///
/// ```swift
/// let body: [UInt8] = try JSONTreeEncoder().encode(SyncMessages.Push(changes: changes))
/// ```
public struct JSONTreeEncoder: Sendable {
    public init() {}

    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] { try tree(value).serialized }

    /// The value as a tree, for a caller that adds to it or writes it elsewhere.
    public func tree<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = TreeNode()
        try TreeEncoding.encode(value, into: root, path: [])
        return root.tree
    }
}
