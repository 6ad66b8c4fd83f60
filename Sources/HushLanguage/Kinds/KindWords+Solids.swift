import HushDomain

/// Solid food, in words. The foods, reactions and measures a meal is told with are their own lists
/// (``FoodWords``, ``ReactionWords``, ``SolidsMeasure``), and questions about foods their own grammar
/// (``FoodQuestion``), so no concept or topic names solids here.
extension KindWords {
    public static let solids = KindWords(
        phrase: [],
        references: [(.every(.solids), ["solids", "meal"])],
        questions: [],
        imports: [ImportLabels(.every(.solids), ["solids", "solid", "solid food", "food", "solidos", "beikost", "solides", "solidi", "papilla"])],
        help: [],
        colour: "38;2;214;150;112",
        noun: "solids")
}
