import HushDomain

/// A breast feed in an event phrase: "nursed left 15 min", "fed left then right", "both sides starting
/// right", "left for ten and right for five". Its words are the vocabulary's (``KindWords/feed``) and those
/// that read more than one token: both sides, the side it started on, both lengths in one breath, and a
/// recogniser's homophones of "right" in a line about the breast.
///
/// A feed told in the past tense ("she nursed left") is over and needs its length; both sides said in
/// order ("fed left then right") tell a whole feed, which ends now.
///
/// ```swift
/// // "both sides starting right" → .breastFeed(started: .right, bothSides: true)
/// ```
struct BreastReader: PhraseReader {
    /// "starting right": the side the feed began on, when said outright.
    private var startSide: BreastSide?
    /// "starting left", "started on the right": where the words say which side came first.
    private var startMarker: SourceRange?
    /// "left 10 min right 5 min": each side said with its own length.
    private var eachSideTimed = false
    /// "switched sides", "other side now": the side is the one opposite the feed begun (``EventPhrase/breastSwitch(at:)``).
    private var switchRange: SourceRange?

    init(_ tokens: [Token]) {}
    static var turns: [PhraseTurn] { [.beforeTimes, .word] }

    /// Words that mark the side a breast feed began on: "both sides starting right".
    static let startMarkers: Set<String> = ["starting", "beginning", "first"]
    static let pastFeedWords: Set<String> = ["nursed", "breastfed", "fed"]

    mutating func claim(_ cursor: inout TokenCursor, _ line: inout PhraseLine, turn: PhraseTurn) throws -> Bool {
        switch turn {
        case .beforeTimes: return try bothLengths(&cursor, &line)
        case .word: return sides(&cursor, &line)
        case .unknownWord: return false
        }
    }

    /// "left for ten and right for five": both sides and their lengths.
    private mutating func bothLengths(_ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        let before = cursor.index
        if let each = SideLengthsPhrase.parseEach(&cursor) {
            // A pump may run on both sides at once, so "pumped 10 min each side" may be 10 minutes or 20:
            // left unread (and refused at "each"). The line is looked through only once the phrase is there.
            if cursor.tokens.contains(where: { Vocabulary.concepts[$0.word ?? ""] == .pump }) {
                cursor.index = before
                return false
            }
            // "10 min each side": both sides, as long each; the first side is said apart or asked.
            line.concepts.append((.bothSides, each.range))
            try line.setDuration(each.seconds, each.range)
            return true
        }
        guard let sides = SideLengthsPhrase.parse(&cursor) else { return false }
        eachSideTimed = true
        startSide = startSide ?? sides.first
        line.concepts.append((.side(sides.first), sides.firstRange))
        line.concepts.append((.side(sides.first.opposite), sides.secondRange))
        try line.setDuration(sides.seconds, sides.durationRange)
        return true
    }

    /// "both sides", "starting with the left", and "write" for "right" in a line about the breast.
    private mutating func sides(_ cursor: inout TokenCursor, _ line: inout PhraseLine) -> Bool {
        guard let token = cursor.current, let word = token.word else { return false }
        if word == "both", let next = cursor.peekWord(1), ["sides", "side", "breasts"].contains(next), let second = cursor.peek(1) {
            line.concepts.append((.bothSides, token.range.union(second.range)))
            cursor.index += 2
            return true
        }
        if Self.startMarkers.contains(word) || ["started", "start", "began", "begin"].contains(word) {
            var offset = 1
            while let filler = cursor.peekWord(offset), filler == "with" || filler == "on" || filler == "the" { offset += 1 }
            if let next = cursor.peekWord(offset), case .side(let side)? = Vocabulary.concepts[next], let said = cursor.peek(offset) {
                startSide = side
                startMarker = token.range.union(said.range)
                line.concepts.append((.side(side), token.range.union(said.range)))
                cursor.index += offset + 1
                return true
            }
        }
        if let said = Self.switchWords(cursor) {
            switchRange = cursor.current.map { $0.range.union(cursor.tokens[cursor.index + said - 1].range) }
            line.concepts.append((.breast, switchRange ?? token.range))
            cursor.index += said
            return true
        }
        if let side = RecogniserHomophones.sides[word],
           cursor.tokens.contains(where: { Vocabulary.concepts[$0.word ?? ""]?.family(pumping: false) == .breast && $0.word != "left" }) {
            line.concepts.append((.side(side), token.range))
            cursor.advance()
            return true
        }
        return false
    }

    /// How many words say a switch of sides at the cursor: "switched sides" (2), "switched to the other
    /// side" (5), "other side" (2); nil for none.
    static func switchWords(_ cursor: TokenCursor) -> Int? {
        guard let word = cursor.peekWord() else { return nil }
        let sideNouns: Set<String> = ["side", "sides", "breast", "breasts", "boob"]
        if word == "other", sideNouns.contains(cursor.peekWord(1) ?? "") { return 2 }
        guard ["switched", "switch", "switching", "swapped", "swap", "swapping", "changed", "change"].contains(word) else { return nil }
        if ["sides", "breasts", "boobs"].contains(cursor.peekWord(1) ?? "") { return 2 }
        var offset = 1
        if cursor.peekWord(offset) == "to" { offset += 1 }
        if cursor.peekWord(offset) == "the" { offset += 1 }
        guard cursor.peekWord(offset) == "other", sideNouns.contains(cursor.peekWord(offset + 1) ?? "") else { return nil }
        return offset + 2
    }

    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase {
        if let switchRange {
            if let side = line.concepts.first(where: { Concept.sides.contains($0.0) }) {
                throw ParseError.conflicting("'\(line.text(switchRange))' says the side; say it alone ('switched sides') or the side ('nursing right')", side.1)
            }
            if let duration = line.duration {
                throw ParseError.conflicting("a switch of sides has no length of its own; say 'switched sides', and 'done nursing' when the feed ends", duration.range)
            }
            if case .span? = line.time, let range = line.timeRange {
                throw ParseError.conflicting("a switch of sides is a moment; say when ('switched sides at 3:10')", range)
            }
            return .breastSwitch(at: line.point)
        }
        try refusePastTenseWithoutLength(line)
        try line.refuse(amounts: true, duration: false, span: false, what: "a breast feed")
        let sides = line.concepts.compactMap { concept -> BreastSide? in
            if case .side(let side) = concept.0 { return side }
            return nil
        }
        let both = line.has(.bothSides) || Set(sides).count == 2
        // "fed left then right 10 min", "nursed left 10 min and right": one length beside two sides is one side's
        // as often as the whole feed's.
        let saidSides = line.concepts.filter { if case .side = $0.0 { return true }; return false }
        if saidSides.count >= 2, let duration = line.duration, !eachSideTimed, startMarker == nil, !line.has(.bothSides) {
            throw ParseError.conflicting("'\(line.text(duration.range))' beside two sides may be one side's or the whole feed's; say each "
                                         + "('left 10 min, right 5 min') or the whole ('both sides 15 min starting left')", duration.range)
        }
        // "nursed 20 min starting left": a first side says there was a second; logged as one side, the switch was lost.
        // "started on the left", alone: a feed begun on that side, as "nursing left" says it.
        var spanned = false
        if case .span? = line.time { spanned = true }
        let begun = line.duration == nil && !spanned && startMarker.map { ["started", "start", "began", "begin"].contains(line.text($0).split(separator: " ").first?.lowercased() ?? "") } == true
        if let marker = startMarker, !both, !begun {
            let said = line.text(marker)
            throw ParseError.conflicting("'\(said)' says there was a second side; say 'both sides \(said.lowercased())' or the one side alone ('nursed left 20 min')", marker)
        }
        // "he's right", "she left": a side word alone is no feed; a breast, a feed or a length makes it one.
        if !line.has(.breast), !both, line.feedingWord == nil, line.duration == nil, startSide == nil,
           let side = line.concepts.first(where: { if case .side = $0.0 { return true }; return false }) {
            let said = line.text(side.1)
            throw ParseError.conflicting("'\(said)' alone isn't a feed; say 'nursed \(said.lowercased()) 15 min' or 'nursing \(said.lowercased())'", side.1)
        }
        guard let started = startSide ?? sides.first else {
            throw ParseError.missing("which side", example: both ? "both sides starting left" : "nursed left 15 min", line.concepts.first?.1 ?? line.whole)
        }
        var feed = BreastFeedPhrase(startedSide: started, bothSides: both, seconds: line.duration?.seconds,
                                    durationRange: line.duration?.range, at: line.point)
        if case .span(let from, let to)? = line.time {
            if let duration = line.duration {
                throw ParseError.conflicting("both a span and a length given; give one", duration.range)
            }
            feed.span = (from, to)
        }
        return .breastFeed(feed)
    }

    /// "she nursed left": over, but not how long.
    private func refusePastTenseWithoutLength(_ line: PhraseLine) throws {
        guard line.time == nil, line.duration == nil else { return }
        let sides = Set(line.concepts.compactMap { concept -> BreastSide? in
            if case .side(let side) = concept.0 { return side }
            return nil
        })
        guard sides.count < 2, !line.has(.bothSides) else { return }
        if let token = line.tokens.first(where: { Self.pastFeedWords.contains($0.word ?? "") }) {
            let side = sides.first?.rawValue ?? "left"
            throw ParseError.conflicting("'\(token.text)' says the feed is over but not how long; say '\(token.text) \(side) 15 min' or '\(token.text) \(side) from 2 to 2:20pm', or 'nursing \(side)' for a feed that starts now", token.range)
        }
    }
}
