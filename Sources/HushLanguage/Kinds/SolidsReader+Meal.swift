import HushDomain

/// A meal as said, read into a ``SolidsPhrase``. A line about solids may say how it was eaten ("had",
/// "ate", "tried", "fed"), how much, when and what followed; anything of another kind of event in the
/// same line is refused, and so is an amount that could be a bottle.
extension SolidsReader {
    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase {
        var solids = self
        if let free = solids.freeFood { solids.foods.append(free) }
        // Eating words other than solids' own: "ate", "eaten", "eating"; any other concept is another event.
        if let other = line.concepts.first(where: { $0.0 != .ate && $0.0 != .feed }) {
            // "diaper rash": a reaction with no food is not a meal at all; a note keeps it as said.
            if let reaction = solids.reactions.first, solids.foods.isEmpty, solids.generic == nil, solids.measure == nil {
                throw ParseError.conflicting("'\(line.text(reaction.1))' is logged after a food ('rash after peanut'); "
                                             + "to keep this as written, say 'note \(line.text(line.whole))'", reaction.1)
            }
            throw ParseError.conflicting("this line mentions both solids and \(other.0.family(pumping: false).described); log one thing per line", other.1)
        }
        if let milk = solids.milk {
            if solids.foods.isEmpty && solids.generic == nil {
                throw ParseError.conflicting("'\(line.text(milk))' is drunk, not eaten as solids; say how much in oz or ml ('drank 8oz of milk')", milk)
            }
            throw ParseError.conflicting("this line mentions both solids and a milk feed; log each on its own line "
                                         + "(or say 'oatmeal mixed with formula' for what the food was made with)", milk)
        }
        if let remaining = line.remaining {
            throw ParseError.conflicting("what was left is for a bottle; for solids say how much was eaten ('ate 2 tbsp oatmeal')", remaining.range)
        }
        try line.refuse(amounts: false, duration: true, span: true, what: "solids")
        let amount = try solids.amount(line)
        if solids.foods.isEmpty && solids.generic == nil {
            if let reaction = solids.reactions.first {
                throw ParseError.missing("the food it followed", example: "\(reaction.0) after peanut", reaction.1)
            }
            // "drank a cup", "half a pouch": a measure that holds milk as often as food, or one drunk, with no
            // food named may be milk as well as a meal. "ate 2 tbsp" is a meal.
            let drunk = line.tokens.contains { ["drank", "drink", "drinking", "sipped"].contains($0.word ?? "") }
            let holdsMilk = solids.measure.map { ["cup", "pouch"].contains(where: line.text($0.1).lowercased().contains) } ?? false
            if !isSolids || amount == nil || drunk || holdsMilk {
                throw ParseError.missing("the food", example: "had banana' or 'ate 2 tbsp oatmeal", solids.tried ?? line.whole)
            }
        }
        let reactionAfter = solids.after != nil && !solids.reactions.isEmpty
        let eaten = solids.tried != nil || line.feedingWord != nil || line.has(.ate) || line.has(.feed)
        // A food alone ("banana") says nothing happened; a way of eating, an amount or a reaction does.
        guard eaten || amount != nil || reactionAfter || solids.freeForm || (solids.generic != nil && !solids.reactions.isEmpty) else {
            let food = solids.foods.first?.0 ?? "solids"
            throw ParseError.missing("what happened", example: "had \(food)' or 'rash after \(food)", line.whole)
        }
        if let after = solids.after, solids.reactions.isEmpty {
            throw ParseError.missing("what followed the food", example: "rash after \(solids.foods.first?.0 ?? "peanut")", after)
        }
        var foods: [String] = []
        for food in solids.foods.map(\.0) where !foods.contains(food) { foods.append(food) }
        var reactions: [String] = []
        for reaction in solids.reactions.map(\.0) where !reactions.contains(reaction) { reactions.append(reaction) }
        return .solids(SolidsPhrase(foods: foods, amount: amount, reaction: reactions.isEmpty ? nil : reactions.joined(separator: ", "),
                                    reactionAfter: reactionAfter, at: line.point))
    }

    /// The measure said, or a volume or count written right before the first food ("4oz of banana",
    /// "2 strawberries"); a volume anywhere else could be a bottle drunk beside the food, so it is refused.
    private func amount(_ line: PhraseLine) throws -> String? {
        let tokens = line.tokens
        let firstFood = foods.first?.1 ?? generic
        func nextToFood(_ range: SourceRange) -> Bool {
            guard let food = firstFood, let after = tokens.firstIndex(where: { $0.range.start >= range.end }) else { return false }
            let next = tokens[after].word == "of" ? after + 1 : after
            return next < tokens.count && tokens[next].range.start == food.start
        }
        var amount = measure?.0
        if let volume = line.amount {
            guard nextToFood(volume.range), amount == nil else {
                throw ParseError.conflicting("'\(line.text(volume.range))' beside a food could be a bottle; log the bottle and the solids on separate lines "
                                             + "(or say '4oz of banana')", volume.range)
            }
            amount = Volume.number(volume.value) + (volume.unit.map { " \($0.rawValue)" } ?? "")
        }
        for bare in line.bareNumbers {
            guard amount == nil, nextToFood(bare.range), bare.value == bare.value.rounded(), bare.value >= 1 else {
                throw ParseError.conflicting("'\(line.text(bare.range))' of what? say '2 tbsp', '2 pieces' or 'some'", bare.range)
            }
            amount = Volume.number(bare.value)
        }
        return amount
    }
}
