import HushDomain

/// A pumping session as said: "pumped 4oz", "pumped 2oz left and 2.5oz right", "pumped for 20 minutes,
/// 5 oz", "pumped 4oz to the freezer".
///
/// ```swift
/// PumpPhrase(amount: VolumeSpec(value: 4, unit: .oz, range: r), storage: .freezer)
/// ```
public struct PumpPhrase: Hashable, Sendable {
    /// The whole amount; nil when only the session was said ("pumped at 3am").
    public var amount: VolumeSpec?
    /// Each side's amount, when said; their sum is the amount.
    public var left: VolumeSpec?
    public var right: VolumeSpec?
    /// How long it lasted; nil when not said (the session is then a moment).
    public var seconds: Double?
    public var durationRange: SourceRange?
    /// When it started (with a length) or happened; nil for now.
    public var at: LocatedTime?
    public var span: LocatedSpan?
    /// "to the freezer": the milk joins the stash.
    public var storage: MilkStorage?

    public init(amount: VolumeSpec? = nil, left: VolumeSpec? = nil, right: VolumeSpec? = nil, seconds: Double? = nil,
                durationRange: SourceRange? = nil, at: LocatedTime? = nil, span: LocatedSpan? = nil, storage: MilkStorage? = nil) {
        self.amount = amount
        self.left = left
        self.right = right
        self.seconds = seconds
        self.durationRange = durationRange
        self.at = at
        self.span = span
        self.storage = storage
    }
}

extension PumpPhrase {
    /// Said back by `explain`: `pump amount=sides left=2oz right=2.5oz to=freezer at=now`.
    var meaning: String {
        var text = "pump amount=\(amount.map(CommandMeaning.volume) ?? (left == nil && right == nil ? "none" : "sides"))"
        if let left { text += " left=\(CommandMeaning.volume(left))" }
        if let right { text += " right=\(CommandMeaning.volume(right))" }
        if let seconds { text += " length=\(CommandMeaning.length(seconds))" }
        if let storage { text += " to=\(storage.rawValue)" }
        if let span {
            text += " from=\(CommandMeaning.time(span.from)) to=\(CommandMeaning.time(span.to))"
        } else {
            text += " at=\(CommandMeaning.time(at))"
        }
        return text
    }
}
