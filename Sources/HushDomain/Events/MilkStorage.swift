/// Where pumped milk went to be kept (`data.storage` of a pump session): the milk stash.
///
/// ```swift
/// MilkStorage.freezer.label   // "freezer"
/// ```
public enum MilkStorage: String, Codable, Sendable, CaseIterable {
    case fridge, freezer

    public var label: String { rawValue }
}
