import FoundationEssentials

/// One `show` row: a label and its value.
public struct EventDetailRow: Equatable, Sendable {
    public var label: String
    public var value: String
    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
