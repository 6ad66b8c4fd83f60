import HushDomain

/// Labels another app's export gives a kind's rows (its type or activity column), in English and in the
/// translations the apps ship, folded: lower case, no accents. Which events they are is said as a
/// reference: every event of the kind, or only the feeds of one way (a bottle, the breast); a note's
/// rows may carry a category.
///
/// ```swift
/// ImportLabels(.every(.diaper), ["diaper", "nappy", "panal", "windel"])
/// ImportLabels(.every(.note), category: "Medication", ["medicine", "medicamento"])
/// ```
public struct ImportLabels: Sendable {
    public var reference: EventReference.Kind
    /// The category a note made from these rows is kept under.
    public var category: String?
    public var labels: [String]

    public init(_ reference: EventReference.Kind, category: String? = nil, _ labels: [String]) {
        self.reference = reference
        self.category = category
        self.labels = labels
    }
}
