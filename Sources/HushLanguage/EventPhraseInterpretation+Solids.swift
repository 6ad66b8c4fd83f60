import HushDomain

/// Turns solids slots into a ``SolidsPhrase``. A line about solids may say how it was eaten ("had",
/// "ate", "tried", "fed"), how much, when and what followed; anything of another kind of event in the
/// same line is refused, and so is an amount that could be a bottle.
extension EventPhraseParser {
    func solids(_ slots: Slots, _ tokens: [Token], whole: SourceRange) throws -> EventPhrase {
        var solids = slots.solids
        if let free = solids.freeFood { solids.foods.append(free) }
        // Eating words other than solids' own: "ate", "eaten", "eating"; any other concept is another event.
        if let other = slots.concepts.first(where: { $0.0 != .ate && $0.0 != .feed }) {
            throw ParseError.conflicting("this line mentions both solids and \(Self.describe(other.0.family)); log one thing per line", other.1)
        }
        if let milk = solids.milk {
            throw ParseError.conflicting("this line mentions both solids and a milk feed; log each on its own line "
                                         + "(or say 'oatmeal mixed with formula' for what the food was made with)", milk)
        }
        if let remaining = slots.remaining {
            throw ParseError.conflicting("what was left is for a bottle; for solids say how much was eaten ('ate 2 tbsp oatmeal')", remaining.range)
        }
        try refuse(slots, amounts: false, duration: true, span: true, what: "solids")
        let amount = try solidsAmount(slots, solids, tokens)
        if solids.foods.isEmpty && solids.generic == nil {
            if let reaction = solids.reactions.first {
                throw ParseError.missing("the food it followed", example: "\(reaction.0) after peanut", reaction.1)
            }
            if !slots.solids.isSolids || amount == nil {
                throw ParseError.missing("the food", example: "had banana' or 'ate 2 tbsp oatmeal", solids.tried ?? whole)
            }
        }
        let reactionAfter = solids.after != nil && !solids.reactions.isEmpty
        let eaten = solids.tried != nil || slots.feedingWord != nil || slots.has(.ate) || slots.has(.feed)
        // A food alone ("banana") says nothing happened; a way of eating, an amount or a reaction does.
        guard eaten || amount != nil || reactionAfter || solids.freeForm || (solids.generic != nil && !solids.reactions.isEmpty) else {
            let food = solids.foods.first?.0 ?? "solids"
            throw ParseError.missing("what happened", example: "had \(food)' or 'rash after \(food)", whole)
        }
        if let after = solids.after, solids.reactions.isEmpty {
            throw ParseError.missing("what followed the food", example: "rash after \(solids.foods.first?.0 ?? "peanut")", after)
        }
        var foods: [String] = []
        for food in solids.foods.map(\.0) where !foods.contains(food) { foods.append(food) }
        var reactions: [String] = []
        for reaction in solids.reactions.map(\.0) where !reactions.contains(reaction) { reactions.append(reaction) }
        return .solids(SolidsPhrase(foods: foods, amount: amount, reaction: reactions.isEmpty ? nil : reactions.joined(separator: ", "),
                                    reactionAfter: reactionAfter, at: try solidsPoint(slots)))
    }

    /// The measure said, or a volume or count written right before the first food ("4oz of banana",
    /// "2 strawberries"); a volume anywhere else could be a bottle drunk beside the food, so it is refused.
    private func solidsAmount(_ slots: Slots, _ solids: SolidsSlots, _ tokens: [Token]) throws -> String? {
        let firstFood = solids.foods.first?.1 ?? solids.generic
        func nextToFood(_ range: SourceRange) -> Bool {
            guard let food = firstFood, let after = tokens.firstIndex(where: { $0.range.start >= range.end }) else { return false }
            let next = tokens[after].word == "of" ? after + 1 : after
            return next < tokens.count && tokens[next].range.start == food.start
        }
        var amount = solids.measure?.0
        if let volume = slots.amount {
            guard nextToFood(volume.range), amount == nil else {
                throw ParseError.conflicting("'\(text(tokens, volume.range))' beside a food could be a bottle; log the bottle and the solids on separate lines "
                                             + "(or say '4oz of banana')", volume.range)
            }
            amount = "\(Volume.number(volume.value)) \(volume.unit!.rawValue)"
        }
        for bare in slots.bareNumbers {
            guard amount == nil, nextToFood(bare.range), bare.value == bare.value.rounded(), bare.value >= 1 else {
                throw ParseError.conflicting("'\(text(tokens, bare.range))' of what? say '2 tbsp', '2 pieces' or 'some'", bare.range)
            }
            amount = Volume.number(bare.value)
        }
        return amount
    }

    private func solidsPoint(_ slots: Slots) throws -> LocatedTime? {
        if case .point(let at)? = slots.time { return at }
        return nil
    }
}
