import HushDomain

/// A routine's name as typed, matched later against the catalog and the person's routines.
public struct RoutineName: Hashable, Sendable {
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
