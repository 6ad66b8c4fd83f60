import HushDomain

/// A line the slots cannot take whole, read as two clauses: cut in two where one clause ends and the next
/// begins (at "and", "then", a comma, or where a voice just goes on: "went down at 1:15 woke at 2:40"),
/// each clause read alone as a phrase, and the pair joined when it is two parts of one event
/// (``CompoundPhrase``). Only a line refused whole is cut, so no line that logs today changes.
///
/// ```swift
/// // "fell asleep at 1:05 and woke up at 2:35" → .sleepSpan(from: 1:05, to: 2:35)
/// // "wet diaper and ate 4oz"                   → refused: log 'wet diaper', then 'ate 4oz'
/// ```
extension EventPhraseParser {
    /// The line as one event told in two clauses; nil when no cut makes one. Refuses a pair whose parts
    /// disagree, a line two cuts read as different events, and a line that is two events (with the two lines).
    /// Lines longer than this are never read as two clauses. A spoken sentence of two clauses is a few
    /// dozen tokens at most (the corpora's longest line is 21); each cut reads both halves, so a line of
    /// 10,000 words took minutes to try.
    static let compoundLimit = 64

    func compound(_ tokens: [Token]) throws -> (EventPhrase, babyName: (String, SourceRange)?)? {
        guard tokens.count <= Self.compoundLimit else { return nil }
        // "she left 1oz" alone: what was left of the bottle, as after "finished". The subject makes "left" a
        // verb; without one ("left 1oz") it may be a side, and the line stays refused.
        if let first = tokens.first?.word, ["she", "he", "baby"].contains(first) || knownNames.contains(where: { $0.lowercased() == first }),
           let read = endClause(tokens) {
            // "she left half": half an ounce, or half the bottle.
            if case .feedingFinish(let left?, _) = read.clause.phrase, left.unit == nil, left.value < 1, Self.saidAsFraction(tokens[...]) {
                throw Self.partOfTheBottle(read.clause.text, read.clause.range)
            }
            // "she stopped eating": a feed ended, not a bottle finished; how much was left is not said.
            if case .feedingFinish(nil, _) = read.clause.phrase, let stopped = tokens.first(where: { $0.word == "stopped" }) {
                throw ParseError.conflicting("'stopped' doesn't say how much was left; say 'finished, 1oz left', or 'finished' if it was all drunk", stopped.range)
            }
            return (read.clause.phrase, read.name)
        }
        var joined: [(phrase: EventPhrase, name: (String, SourceRange)?)] = []
        var disagreement: Error?
        var twoEvents: (String, String)?
        for cut in 1..<max(tokens.count, 1) {
            guard !CompoundPhrase.isJoin(tokens[cut - 1]), !Self.eatenAmount(tokens, cut: cut) else { continue }
            let head = Array(tokens[..<cut])
            let tail = Array(tokens[cut...].drop(while: CompoundPhrase.isJoin))
            guard !tail.isEmpty, let start = startClause(head), let end = endClause(tail) else { continue }
            if let one = start.name, let other = end.name, one.0 != other.0 { continue }
            do {
                if let phrase = try CompoundPhrase.join(start.clause, end.clause) {
                    joined.append((phrase, start.name ?? end.name))
                } else if CompoundPhrase.isJoin(tokens[cut]), start.asSaid, end.asSaid,
                          CompoundPhrase.areApart(start.clause.phrase, end.clause.phrase) {
                    // Each line said with what it logs, and only lines that log as they are said.
                    twoEvents = twoEvents ?? ("'\(start.clause.text)' (\(start.clause.phrase.meaning))", "'\(end.clause.text)' (\(end.clause.phrase.meaning))")
                }
            } catch {
                disagreement = disagreement ?? error
            }
        }
        let meanings = Set(joined.map(\.phrase.meaning))
        if meanings.count > 1 {
            throw ParseError.conflicting("this line can be read as \(meanings.sorted().map { "'\($0)'" }.joined(separator: " or ")); say it as two lines", wholeRange(tokens))
        }
        if let first = joined.first { return (first.phrase, first.name) }
        if let disagreement { throw disagreement }
        if let (one, other) = twoEvents {
            throw ParseError.conflicting("this line tells two events, \(one) and \(other); log one thing per line", wholeRange(tokens))
        }
        return nil
    }

    /// "ate 4oz leftover": with no comma or "and" between, an amount (or a number's homophone) right after
    /// the eating word is what was eaten as much as what was left, so the line is not cut there (the whole
    /// line's refusal stands). "put her down at 2 awake" is the same: put down awake, not a sleep that ended.
    private static func eatenAmount(_ tokens: [Token], cut: Int) -> Bool {
        guard !CompoundPhrase.isJoin(tokens[cut]) else { return false }
        if tokens[cut...].count == 1, ["awake", "drowsy"].contains(tokens[cut].word ?? "") { return true }
        guard let verb = tokens[cut - 1].word else { return false }
        // "ate to, one left": a number's homophone there may be the amount too.
        var saysNumber = RecogniserHomophones.amounts[tokens[cut].word ?? ""] != nil
        if case .number = tokens[cut].kind { saysNumber = true }
        return saysNumber && Vocabulary.isEating(verb)
    }

    /// A clause read alone, with the baby it names.
    private typealias ReadClause = (clause: CompoundPhrase.Clause, name: (String, SourceRange)?, asSaid: Bool)

    /// The first clause; "nap from 1" (a start whose end the next clause tells) is read as "nap at 1".
    private func startClause(_ tokens: [Token]) -> ReadClause? {
        if let read = clause(tokens) { return read }
        guard let from = tokens.lastIndex(where: { $0.word == "from" }), from + 1 < tokens.count,
              !tokens[(from + 1)...].contains(where: { ["to", "until", "till", "and", "the"].contains($0.word ?? "") || $0.text == "-" })
        else { return nil }
        guard let read = clause(Self.replacing(from, in: tokens, with: "at"), asSaid: false) else { return nil }
        switch read.clause.phrase {
        case .sleepStart, .breastFeed, .pump: return read
        default: return nil
        }
    }

    /// The second clause; "left half an ounce", "leaving 1" is what was left of the bottle, and
    /// "stopped at 2:20", "ended at 2:20" are "finished at 2:20".
    private func endClause(_ tokens: [Token]) -> ReadClause? {
        if let read = clause(tokens) { return read }
        if let stop = tokens.firstIndex(where: { ["stopped", "ended"].contains($0.word ?? "") }),
           var read = clause(Self.replacing(stop, in: tokens, with: "finished"), asSaid: false) {
            // The clause's words as said: a sleep's end is "ended", never "stopped" (``SleepReader``).
            read.clause.text = text(tokens)
            return read
        }
        var body = tokens
        var name: (String, SourceRange)?
        while let first = body.first, let word = first.word {
            // "Mia left 1": the baby named is kept, so a line naming two babies is no one bottle.
            if let baby = knownNames.first(where: { $0.lowercased() == word }) {
                name = (baby, first.range)
            } else if !["she", "he", "they", "it", "baby"].contains(word) {
                break
            }
            body.removeFirst()
        }
        guard let verb = body.first?.word, ["left", "leaving"].contains(verb) else { return nil }
        var cursor = TokenCursor(Array(body.dropFirst()))
        var line = PhraseLine(tokens: cursor.tokens, knownNames: knownNames)
        guard (try? volume(&cursor, &line)) == true, cursor.current == nil, line.remaining == nil,
              var left = line.amount ?? line.bareNumbers.first, line.bareNumbers.count + (line.amount == nil ? 0 : 1) == 1 else { return nil }
        left.range = wholeRange(body)
        return (CompoundPhrase.Clause(phrase: .feedingFinish(remaining: left, at: nil), text: text(tokens), range: wholeRange(tokens)), name, false)
    }

    /// A clause read as a line of its own, every check included; nil when it is not one.
    private func clause(_ tokens: [Token], asSaid: Bool = true) -> ReadClause? {
        guard let (phrase, name) = try? {
            let checked = try WordSense.check(tokens, names: knownNames)
            try refuseCutOff(checked)
            return try parse(checked)
        }() else { return nil }
        return (CompoundPhrase.Clause(phrase: phrase, text: text(tokens), range: wholeRange(tokens)), name, asSaid)
    }

    /// The clause with one word read as another: "nap from 1" as "nap at 1", "stopped" as "finished".
    private static func replacing(_ index: Int, in tokens: [Token], with word: String) -> [Token] {
        var said = tokens
        said[index].kind = .word(word)
        said[index].text = word
        return said
    }

    private func text(_ tokens: [Token]) -> String {
        tokens.filter { !$0.isSymbol }.map(\.text).joined(separator: " ")
    }

    private func wholeRange(_ tokens: [Token]) -> SourceRange {
        SourceRange(start: tokens.first?.range.start ?? 0, end: tokens.last?.range.end ?? 1)
    }
}
