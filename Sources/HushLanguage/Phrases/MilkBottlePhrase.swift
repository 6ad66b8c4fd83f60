import HushDomain

/// A bottle whose milk the line names, or takes from the stash: "made a 4oz bottle of breast milk",
/// "made a bottle of pumped milk", "thawed a 3oz bag", "warmed 4oz from the fridge", "made a bottle from the
/// freezer 4oz", "fed her 3oz of formula".
///
/// ```swift
/// MilkBottlePhrase(amount: fourOunces, contents: .breastMilk, thawed: true, source: .freezer)
/// ```
public struct MilkBottlePhrase: Hashable, Sendable {
    public var amount: VolumeSpec?
    public var at: LocatedTime?
    public var contents: MilkContents
    public var thawed: Bool
    /// "for the fridge": made ahead and kept cold.
    public var refrigerated: Bool
    /// "from the freezer": the milk is taken from the stash.
    public var source: MilkStorage?
    /// "fed her 3oz of breast milk": a whole bottle, drunk at the time given, with what was left.
    public var drunk: Bool
    public var remaining: VolumeSpec?
    /// "fed her another 3oz bottle of breast milk": drunk, and said not to be a bottle already made.
    public var another = false

    public init(amount: VolumeSpec?, at: LocatedTime? = nil, contents: MilkContents, thawed: Bool = false, refrigerated: Bool = false,
                source: MilkStorage? = nil, drunk: Bool = false, remaining: VolumeSpec? = nil) {
        self.amount = amount
        self.at = at
        self.contents = contents
        self.thawed = thawed
        self.refrigerated = refrigerated
        self.source = source
        self.drunk = drunk
        self.remaining = remaining
    }
}

extension MilkBottlePhrase {
    /// Said back by `explain`: `bottle-prepare amount=3oz contents=breast-milk thawed from=freezer at=now`.
    var meaning: String {
        var text = "\(drunk ? "bottle-ate" : "bottle-prepare") amount=\(amount.map(CommandMeaning.volume) ?? "last") contents=\(contents.rawValue)"
        if thawed { text += " thawed" }
        if refrigerated { text += " fridge" }
        if let source { text += " from=\(source.rawValue)" }
        if drunk { text += " left=\(remaining.map(CommandMeaning.volume) ?? "0")" + (another ? " another" : "") }
        return text + " at=\(CommandMeaning.time(at))"
    }
}
