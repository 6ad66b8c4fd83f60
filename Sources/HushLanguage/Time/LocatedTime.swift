import HushDomain

/// A time point and the columns it was read from.
public struct LocatedTime: Hashable, Sendable {
    public var point: TimePoint
    public var range: SourceRange
    /// The words as typed ("2:30pm", "at quarter past two"), for messages that quote them.
    public var text: String

    public init(_ point: TimePoint, range: SourceRange, text: String = "") {
        self.point = point
        self.range = range
        self.text = text
    }
}
