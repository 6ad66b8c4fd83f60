/// Which breast a feed used first.
public enum BreastSide: String, Codable, Sendable, CaseIterable {
    case left, right

    public var opposite: BreastSide { self == .left ? .right : .left }
    public var letter: String { self == .left ? "L" : "R" }
}
