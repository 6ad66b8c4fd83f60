import HushDomain

/// Turns the filled slots into one ``EventPhrase``: the line's family decides which kind's reader reads
/// it, and a line that names two families, or holds what its family cannot take, is refused.
extension EventPhraseParser {
    func interpret(_ line: PhraseLine, _ readers: [any PhraseReader]) throws -> EventPhrase {
        // A reader whose words make the line its own whatever else it names (a food makes a meal; "fed her
        // 4oz" with no other word is a bottle).
        for reader in readers {
            if let family = reader.decides(line) { return try reader.interpret(line, as: family) }
        }
        guard let said = line.concepts.first else {
            throw ParseError.missing("what happened", example: "wet diaper', 'fell asleep' or 'ate 4oz, 0.5 left", line.whole)
        }
        // "slept from 2:15 to 2:15": a span of no length, refused like a length of zero.
        if case .span(let from, let to)? = line.time, from.point == to.point, let range = line.timeRange {
            throw ParseError.conflicting("a span needs a length: it starts and ends at '\(line.text(to.range))'; give the end, for example 'from 2:15 to 3:40pm'", range)
        }
        var line = line
        for reader in readers { reader.settle(&line) }
        Self.settleFeedBegun(&line)
        // The first concept as settled: "started his nap" no longer names a feed begun.
        let first = line.concepts.first ?? said
        let pumping = line.has(.pump)
        let family = first.0.family(pumping: pumping)
        if let other = line.concepts.first(where: { $0.0.family(pumping: pumping) != family }) {
            if let ended = try feedTimer(line, first, other) { return ended }
            throw ParseError.conflicting(
                "this line mentions both \(family.described) and \(other.0.family(pumping: pumping).described); log one thing per line",
                first.1.union(other.1))
        }
        if let feeding = line.feedingWord, ["fed", "feed", "gave", "given", "downed"].contains(feeding.0), family != .bottle, family != .breast {
            throw ParseError.conflicting(
                "this line mentions both a feed and \(family.described); log one thing per line", feeding.1.union(first.1))
        }
        for reader in readers { try reader.refuse(in: family, line) }
        guard let reader = readers.first(where: { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(family.reader) }) else {
            throw ParseError.missing("what happened", example: "wet diaper', 'fell asleep' or 'ate 4oz, 0.5 left", line.whole)
        }
        return try reader.interpret(line, as: family)
    }

    /// "started nursing on the left", "feeding on the right": a breast feed begun on that side, as "nursing
    /// left" says it; the start's word is the bottle's, and is let go (a side says the breast). Only with a side and no length: "started
    /// nursing" alone, or "started nursing left for 10 min", is refused in ``feedTimer(_:_:_:)``.
    static func settleFeedBegun(_ line: inout PhraseLine) {
        guard line.has(.breast) || line.has(.feed), line.duration == nil, line.amount == nil, line.remaining == nil, line.bareNumbers.isEmpty,
              line.concepts.contains(where: { if case .side = $0.0 { return true }; return false }),
              line.concepts.allSatisfy({ [.feed, .breast].contains($0.0) || Concept.sides.contains($0.0) }) else { return }
        if case .span? = line.time { return }
        // "feeding on the right": the start's word was all that said a feed; it now says the breast.
        line.concepts = line.has(.breast) ? line.concepts.filter { $0.0 != .feed } : line.concepts.map { ($0.0 == .feed ? .breast : $0.0, $0.1) }
    }

    /// "finished nursing", "started nursing": the start and the end of a feed are a bottle's words; a breast
    /// feed is logged whole, with its side and length, so the line is told how, not that it names two things.
    /// Its end alone ("done nursing", "finished nursing at 3:20") ends the feed told when it began
    /// ("nursing left"), which only the store knows of; nil when the two are not a feed and its timer.
    private func feedTimer(_ line: PhraseLine, _ one: (Concept, SourceRange), _ other: (Concept, SourceRange)) throws -> EventPhrase? {
        let pair = [one, other]
        guard let breast = pair.first(where: { $0.0 == .breast }), let timer = pair.first(where: { $0.0 == .finish || $0.0 == .feed }) else { return nil }
        if timer.0 == .finish, line.concepts.allSatisfy({ [.finish, .breast].contains($0.0) }), line.amount == nil, line.remaining == nil,
           line.bareNumbers.isEmpty, line.duration == nil, !line.tokens.contains(where: { ["left", "right", "both", "side", "sides"].contains($0.word ?? "") }) {
            if case .span? = line.time { return nil }
            return .breastEnd(at: line.point)
        }
        let said = timer.1.union(breast.1)
        if timer.0 == .feed, line.duration == nil {
            throw ParseError.missing("which side", example: "nursing left' (a feed that starts now) or 'nursed left 15 min", said)
        }
        throw ParseError.conflicting("'\(line.text(said))': Hush logs a breast feed whole, with its side and length; "
                                     + "say 'nursed left 15 min' or 'nursed left from 2 to 2:20pm'", said)
    }
}
