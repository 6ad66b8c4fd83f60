import HushDomain

/// Pumping lines, and bottles whose milk the line names: the slots turned into ``PumpPhrase`` and
/// ``MilkBottlePhrase``, refusing what could mean two things.
extension EventPhraseParser {
    func pump(_ slots: Slots, _ where_: SourceRange, _ tokens: [Token]) throws -> EventPhrase {
        if let remaining = slots.remaining {
            throw ParseError.conflicting("what is left makes no sense for pumping; say how much was pumped ('pumped 4oz')", remaining.range)
        }
        if let bare = slots.bareNumbers.first {
            throw ParseError.conflicting("'\(Volume.number(bare.value))' without a unit could be an amount or a time; say 'pumped \(Volume.number(bare.value))oz' or 'pumped at \(Volume.number(bare.value))pm'", bare.range)
        }
        if let side = slots.concepts.first(where: { if case .side = $0.0 { return true } else { return false } }) {
            throw ParseError.missing("how much came from that side", example: "pumped 2oz left and 2.5oz right", side.1)
        }
        if let milk = slots.concepts.first(where: { [.formula, .thawed, .bag].contains($0.0) }) {
            throw ParseError.conflicting("'\(text(tokens, milk.1))' is about a bottle; pumping makes breast milk", milk.1)
        }
        let places = slots.concepts.filter { $0.0 == .fridge || $0.0 == .freezer }
        if Set(places.map(\.0)).count > 1 {
            throw ParseError.conflicting("the fridge and the freezer in one line; log each portion on its own line", places[0].1.union(places[1].1))
        }
        var phrase = PumpPhrase(seconds: slots.duration?.seconds, durationRange: slots.duration?.range, at: try point(slots),
                                storage: places.first.map { $0.0 == .freezer ? .freezer : .fridge })
        if case .span(let from, let to)? = slots.time {
            if let duration = slots.duration {
                throw ParseError.conflicting("both a span and a length given; give one", duration.range)
            }
            phrase.span = LocatedSpan(from: from, to: to)
        }
        var left = slots.sideAmounts.first { $0.side == .left }?.amount
        var right = slots.sideAmounts.first { $0.side == .right }?.amount
        // A side said without its unit takes the other side's or the total's.
        let unit = left?.unit ?? right?.unit ?? slots.amount?.unit
        if let side = [left, right].compactMap({ $0 }).first(where: { $0.unit == nil }) {
            guard unit != nil else {
                throw ParseError.missing("a unit", example: "pumped 2oz left and 2.5oz right", side.range)
            }
        }
        if left != nil, left!.unit == nil { left!.unit = unit }
        if right != nil, right!.unit == nil { right!.unit = unit }
        if let l = left, let r = right, l.unit != r.unit {
            throw ParseError.conflicting("the two sides are in different units; give both in oz or both in ml", l.range.union(r.range))
        }
        for side in [left, right].compactMap({ $0 }) where side.value <= 0 {
            throw ParseError.impossibleNumber(Volume.number(side.value), why: "an amount must be more than zero", side.range)
        }
        phrase.left = left
        phrase.right = right
        if let total = slots.amount {
            let sides = [left, right].compactMap { $0 }
            if !sides.isEmpty {
                let sum = sides.reduce(0.0) { $0 + Volume($1.value, $1.unit!).value(in: total.unit!) }
                guard abs(sum - total.value) < 0.05 || sides.count == 1 && sum < total.value else {
                    throw ParseError.conflicting("the sides add up to \(Volume.number(sum)) \(total.unit!.rawValue), not \(Volume.number(total.value)) \(total.unit!.rawValue); give the sides or the total", total.range)
                }
            }
            phrase.amount = total
        }
        return .pump(phrase)
    }

    /// A bottle line: what the bottle holds, and whether it comes from the stash, when the line says so.
    func milk(_ slots: Slots, _ where_: SourceRange, _ tokens: [Token]) throws -> EventPhrase {
        let milkWords = slots.concepts.filter { [.breastMilk, .formula, .thawed, .bag, .freezer].contains($0.0) }
        if let freezer = slots.concepts.first(where: { $0.0 == .freezer }) {
            throw ParseError.conflicting("bottles aren't kept in the freezer; pumped milk is ('pumped 4oz to the freezer'), and 'from the freezer' makes a bottle from it", freezer.1)
        }
        let plain = try bottle(slots, where_, tokens)
        guard !milkWords.isEmpty || slots.source != nil else { return plain }
        let said = milkWords.first?.1 ?? slots.source!.1
        let breastMilk = slots.has(.breastMilk) || slots.has(.thawed) || slots.has(.bag) || slots.source != nil
        if slots.has(.formula) && breastMilk {
            let formula = slots.concepts.first { $0.0 == .formula }!
            throw ParseError.conflicting("formula and breast milk in one bottle: log it as formula ('made a 4oz bottle of formula'), whose limits are the stricter", formula.1.union(said))
        }
        // Thawed milk and bags come from the freezer, unless the line names the fridge.
        let source = slots.source?.0 ?? (slots.has(.thawed) || slots.has(.bag) ? .freezer : nil)
        let thawed = slots.has(.thawed) || source == .freezer
        var phrase = MilkBottlePhrase(amount: nil, contents: breastMilk ? .breastMilk : .formula, thawed: thawed, source: source)
        switch plain {
        case .bottlePrepare(let amount, let at, let cold):
            if cold, slots.source != nil {
                throw ParseError.conflicting("milk taken from the stash is for a bottle now; leave it in the stash until then", said)
            }
            (phrase.amount, phrase.at, phrase.refrigerated) = (amount, at, cold)
        case .bottleAte(let amount, let remaining, let at):
            (phrase.amount, phrase.at, phrase.drunk, phrase.remaining) = (amount, at, true, remaining)
        case .feedingStart(let at, let amount) where !slots.has(.feed) && (slots.has(.thawed) || slots.has(.bag) || slots.source != nil):
            // "thawed a 3oz bag", "4oz from the fridge": milk readied for a bottle.
            (phrase.amount, phrase.at) = (amount, at)
        default:
            throw ParseError.conflicting("'\(text(tokens, said))' says what a new bottle holds; for a bottle already made say 'feeding', 'finished' or 'discard the bottle'", said)
        }
        return .milkBottle(phrase)
    }
}
