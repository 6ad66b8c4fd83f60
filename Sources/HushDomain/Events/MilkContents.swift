/// What a bottle holds (`data.contents` of a bottle): formula, or expressed breast milk. Records from
/// before breast-milk bottles have no such key and read as formula.
///
/// ```swift
/// MilkContents(rawValue: "breast_milk")?.label   // "breast milk"
/// ```
public enum MilkContents: String, Codable, Sendable, CaseIterable {
    case formula
    case breastMilk = "breast_milk"

    /// Words for answers and settings: "formula", "breast milk".
    public var label: String { self == .formula ? "formula" : "breast milk" }
}
