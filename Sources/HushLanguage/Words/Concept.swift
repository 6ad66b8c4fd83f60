import HushDomain

/// The words of event phrases and what each contributes. Several words can name one concept
/// ("pee", "wet", "wee"); a phrase is understood from its concepts, its amounts and its time, so word
/// order and filler don't matter ("wet diaper", "changed a wet diaper", "diaper, wet"). Each concept
/// belongs to a family of phrase (``PhraseFamily``), read by its kind's reader.
public enum Concept: Hashable, Sendable {
    case sleep, wake
    case diaper, wet, dirty, both
    case bottle, prepare, feed, finish, ate, left, allGone, fridge, discard
    case breast, bothSides
    case side(BreastSide)
    /// Pumping: the caregiver expressing milk ("pumped 4oz").
    case pump
    /// Where milk is kept or comes from; it belongs to the line's pumping or its bottle.
    case freezer
    /// What a bottle holds: "breast milk", "formula"; "thawed" and "bag" say it came frozen from the stash.
    case breastMilk, formula, thawed, bag

    /// What a diaper held, and a breast's sides: each group one slot of its event.
    static let diaperContents: Set<Concept> = [.wet, .dirty, .both]
    static let sides: Set<Concept> = [.side(.left), .side(.right), .bothSides]

    /// The family the concept belongs to. Where milk is kept, what it is and which side it came from
    /// belong to the line's pumping when it has one ("pumped 2oz left to the fridge"), else to its bottle or
    /// its breast feed.
    func family(pumping: Bool) -> PhraseFamily {
        switch self {
        case .sleep: return .sleep
        case .wake: return .wake
        case .diaper, .wet, .dirty, .both: return .diaper
        case .bottle, .prepare, .feed, .finish, .ate, .left, .allGone, .discard, .formula, .thawed, .bag: return .bottle
        case .fridge, .freezer, .breastMilk: return pumping ? .pump : .bottle
        // "pumped 4oz from both sides": the pump's sides, as "pumped 2oz left" is.
        case .side, .bothSides: return pumping ? .pump : .breast
        case .breast: return .breast
        case .pump: return .pump
        }
    }
}
