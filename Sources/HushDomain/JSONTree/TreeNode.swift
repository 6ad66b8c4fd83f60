import FoundationEssentials

/// A value being encoded: empty, a leaf, or the members or items its containers add. A class, because
/// a container handed out earlier keeps adding to the node after the encoder that made it is gone.
final class TreeNode {
    var leaf: JSONValue?
    var members: [String: TreeNode]?
    var items: [TreeNode]?

    /// A value that encoded nothing is an empty object, as in `JSONEncoder`.
    var tree: JSONValue {
        if let leaf { return leaf }
        if let items { return .array(items.map(\.tree)) }
        return .object((members ?? [:]).mapValues(\.tree))
    }
}
