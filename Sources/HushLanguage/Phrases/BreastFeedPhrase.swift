import HushDomain

/// A breast feed as said: the side it began on, whether both were used, and its timing.
public struct BreastFeedPhrase: Hashable, Sendable {
    public var startedSide: BreastSide
    public var bothSides: Bool
    /// How long it lasted; nil when not said (the feed is then a moment).
    public var seconds: Double?
    public var durationRange: SourceRange?
    /// When it started (with a length) or happened; nil for now.
    public var at: LocatedTime?
    public var span: (from: LocatedTime, to: LocatedTime)?

    public init(startedSide: BreastSide, bothSides: Bool, seconds: Double? = nil, durationRange: SourceRange? = nil,
                at: LocatedTime? = nil, span: (from: LocatedTime, to: LocatedTime)? = nil) {
        self.startedSide = startedSide
        self.bothSides = bothSides
        self.seconds = seconds
        self.durationRange = durationRange
        self.at = at
        self.span = span
    }

    public static func == (a: BreastFeedPhrase, b: BreastFeedPhrase) -> Bool {
        a.startedSide == b.startedSide && a.bothSides == b.bothSides && a.seconds == b.seconds && a.at == b.at
            && a.span?.from == b.span?.from && a.span?.to == b.span?.to
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(startedSide)
        hasher.combine(bothSides)
        hasher.combine(seconds)
        hasher.combine(at)
    }
}
