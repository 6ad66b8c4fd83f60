import HushDomain

/// A bottle told in two clauses (``CompoundPhrase``): the bottle drunk, then what was left of it ("she ate
/// four ounces and left half an ounce", "had 120 ml and left 30", "fed her 3oz of breast milk and left 1").
///
/// The feeding bottle's end and what was left of it are one end too ("finished, left 1oz", "done and she
/// left half an ounce"): the same as "finished, 1oz left".
///
/// ```swift
/// // "ate 4 ounces" + "left half an ounce" → .bottleAte(amount: 4 oz, remaining: 0.5 oz)
/// // "finished" + "left 1oz"               → .feedingFinish(remaining: 1 oz)
/// ```
extension BottleReader {
    static func join(_ start: CompoundPhrase.Clause, _ end: CompoundPhrase.Clause) throws -> EventPhrase? {
        switch (start.phrase, end.phrase) {
        case (.bottleAte(let amount, nil, let at, let another), .feedingFinish(let left?, let finished)) where at == nil || finished == nil:
            try CompoundPhrase.refuseMoreLeft(left, than: amount, start, end)
            return .bottleAte(amount: amount, remaining: left, at: at ?? finished, another: another)
        case (.milkBottle(var bottle), .feedingFinish(let left?, let finished))
            where bottle.drunk && bottle.remaining == nil && (bottle.at == nil || finished == nil):
            if let amount = bottle.amount { try CompoundPhrase.refuseMoreLeft(left, than: amount, start, end) }
            bottle.remaining = left
            bottle.at = bottle.at ?? finished
            return .milkBottle(bottle)
        case (.feedingFinish(nil, let at), .feedingFinish(let left?, let finished)) where at == nil || finished == nil:
            return .feedingFinish(remaining: left, at: at ?? finished)
        default:
            return nil
        }
    }
}
