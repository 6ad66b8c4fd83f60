import FoundationEssentials
import HushDomain

/// Parses one line into a ``ParsedLine``: command words with a fixed shape (`status`, `new baby …`,
/// `clock …`) first, everything else as an event phrase.
///
/// ```swift
/// let parser = CommandParser(knownNames: ["Eddie"])
/// try parser.parse("new baby Mia born 2025-12-01").command   // .newBaby(name: "Mia", …)
/// try parser.parse("wet diaper for Eddie").babyName          // "Eddie"
/// ```
public struct CommandParser: Sendable {
    public static let maximumLength = 1_000
    static let questionStarts: [String] = [
        "how", "how's", "stats", "quick", "next", "nap", "when", "when's", "what's", "why", "explain", "hit", "prediction",
    ]

    /// Words that speak of a baby already spoken of.
    /// The subject pronouns the event reader knows (``EventSubject/babyPronouns``), with their other cases.
    static let babyPronouns = EventSubject.babyPronouns.union(["him", "her", "his", "hers", "hes", "shes", "them", "their", "baby"])


    public var knownNames: [String]
    /// Today's routine task titles, so "did drink water" can check one.
    public var taskTitles: [String]
    /// The store's people who are not babies (caregivers, subscribers, the person logging).
    public var peopleNames: [String]
    /// The selected baby's name, for errors that show how to say a line about the baby.
    public var selectedBaby: String?

    public init(knownNames: [String] = [], taskTitles: [String] = [], peopleNames: [String] = [], selectedBaby: String? = nil) {
        self.knownNames = knownNames
        self.taskTitles = taskTitles
        self.peopleNames = peopleNames
        self.selectedBaby = selectedBaby
    }

    public func parse(_ line: String) throws -> ParsedLine {
        guard line.count <= Self.maximumLength else { throw ParseError.tooLong(line.count) }
        var text = line
        var json = false
        var confirmed = false
        // Trailing line flags, in any order: `--json` answers as JSON, `--yes` confirms a destructive command.
        // Most lines have none; a byte scan spares them Foundation's string search (a long script's hot path).
        let mayHaveFlags = Self.hasDoubleDash(line)
        while mayHaveFlags, let flag = ["--json", "--yes"].lazy.compactMap({ Self.trailingFlag($0, in: text) }).first {
            if text[flag] == "--json" { json = true } else { confirmed = true }
            text = String(text[..<flag.lowerBound])
        }
        // "slept 18 hours yes": a spoken confirmation of an unlikely event (only event lines and edits take it).
        if let unconfirmed = Self.withoutTrailingYes(text), let command = try? parseLine(unconfirmed, json: json, mayHaveFlags: mayHaveFlags).command,
           Self.takesSpokenYes(command) {
            var line = try parseLine(unconfirmed, json: json, mayHaveFlags: mayHaveFlags)
            line.confirmed = true
            return line
        }
        var line = try parseLine(text, json: json, mayHaveFlags: mayHaveFlags)
        line.confirmed = confirmed
        return line
    }

    /// Whether a final "yes" confirms `command`: an event line that may be unlikely, or an edit, which
    /// asks what a new log of the changed event would ask ("last bottle was 14oz, yes").
    static func takesSpokenYes(_ command: Command) -> Bool {
        switch command {
        case .log(let phrase): return phrase.takesSpokenYes
        case .edit: return true
        default: return false
        }
    }

    /// The line without a final word "yes" ("…, yes"), when it has one and something before it.
    static func withoutTrailingYes(_ text: String) -> String? {
        var trimmed = Substring(text)
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        guard trimmed.utf8.count > 4, trimmed.suffix(3).lowercased() == "yes" else { return nil }
        let head = trimmed.dropLast(3)
        guard let last = head.last, last == " " || last == "," else { return nil }
        let rest = head.trimming(.scalars(in: " ,"))
        return rest.isEmpty ? nil : rest
    }

    static func hasDoubleDash(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 45 && previous == 45 { return true }
            previous = byte
        }
        return false
    }

    /// Where `flag` ends `text` as a word of its own.
    static func trailingFlag(_ flag: String, in text: String) -> Range<String.Index>? {
        guard let range = text.ranges(of: flag).last, text[range.upperBound...].allSatisfy(\.isWhitespace),
              range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)].isWhitespace else { return nil }
        return range
    }

    private func parseLine(_ text: String, json: Bool, mayHaveFlags: Bool) throws -> ParsedLine {
        var text = text
        var watch = false
        if mayHaveFlags, let flag = text.ranges(of: "--watch").last, text[flag.upperBound...].allSatisfy(\.isWhitespace) {
            watch = true
            text = String(text[..<flag.lowerBound])
        }
        // "um, log a wet diaper", "hey hush, to export …": read from where the command starts.
        var tokens = LineOpening.command(Lexer.tokens(in: text))
        // "hey, when did she last eat please": what a voice assistant hands over around a question.
        if let question = QuestionShape.withoutCourtesy(tokens, babies: knownNames) { tokens = question }
        guard !tokens.isEmpty else { throw ParseError.empty }
        try Self.refuseHugeNumbers(tokens, in: text)
        try ToldAndAsked.refuse(tokens, babies: knownNames)
        if watch { return try Self.watchedView(tokens, text: text, json: json) }
        var parsed = try BabyMention.reading(tokens, babies: knownNames, selected: selectedBaby) { tokens in
            try read(tokens, text: text, json: json)
        }
        parsed.refersBack = tokens.contains { Self.babyPronouns.contains($0.word ?? "") }
        return parsed
    }

    /// The line's command, by the first row of the ``CommandTable`` that takes it, else an event phrase.
    private func read(_ tokens: [Token], text: String, json: Bool) throws -> ParsedLine {
        let line = LineInput(tokens: tokens, text: text, json: json)
        for route in CommandTable.routes(startingWith: line.firstKey) {
            if let parsed = try route.read(self, line) { return parsed }
        }
        let reading = try EventPhraseParser(knownNames: knownNames, peopleNames: peopleNames, selectedBaby: selectedBaby).read(tokens)
        var parsed = ParsedLine(command: .log(reading.phrase), babyName: reading.babyName?.0, babyNameRange: reading.babyName?.1, json: json)
        parsed.corrections = reading.corrections
        parsed.described = EventDescription.words(in: tokens)
        parsed.adds = tokens.first(where: { !$0.isSymbol }).map { EventDescription.additions.contains($0.word ?? "") } ?? false
        parsed.namesBottle = tokens.contains { token in
            if case .number = token.kind { return true }
            return WordSense.bottleWords.contains(token.word ?? "")
        }
        parsed.saysAnother = tokens.contains { EventDescription.another.contains($0.word ?? "") }
        parsed.goesOn = tokens.first(where: { !$0.isSymbol }).map { ["then", "and", "also", "plus"].contains($0.word ?? "") } ?? false
        return parsed
    }

    /// Ten digits or more (the lexer's infinity) would overflow whatever the number is turned into. A
    /// command that takes a file reads its path from the raw text, where digits are only a name
    /// ("backup to /tmp/run-B9459958793E/x.hush").
    static func refuseHugeNumbers(_ tokens: [Token], in text: String) throws {
        let first = tokens[0]
        // A device id is read as typed, and may hold ten digits ("d1693681988ucv1lm7isepsg9n4").
        if first.word == "revoke", tokens.count > 1, tokens[1].word == "device" { return }
        let verb = first.word == "explain" && tokens.count > 1 ? tokens[1].word : first.word
        let takesPath = ["backup", "restore", "export", "import", "report"].contains(verb ?? "")
        /// The run of non-blank characters holding a token: a path when it holds more than the number.
        func isPartOfPath(_ token: Token) -> Bool {
            guard takesPath else { return false }
            let characters = Array(text)
            guard token.range.start >= 0, token.range.end <= characters.count else { return false }
            var start = token.range.start, end = token.range.end
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            while end < characters.count, !characters[end].isWhitespace { end += 1 }
            let chunk = String(characters[start..<end])
            return chunk != token.text && chunk.contains(where: { "/.-_".contains($0) })
        }
        if let huge = tokens.first(where: { token in
            guard case .number(let value, _) = token.kind, !value.isFinite || value >= 1_000_000_000 else { return false }
            return !isPartOfPath(token)
        }) {
            throw ParseError.unexpected(huge.text, expected: "a number under a billion", huge.range)
        }
    }

    /// `status --watch`, `timeline --watch`: a view redrawn as the store changes.
    static func watchedView(_ tokens: [Token], text: String, json: Bool) throws -> ParsedLine {
        let first = tokens[0]
        guard tokens.count == 1, ["status", "dashboard", "timeline"].contains(first.word ?? "") else {
            throw ParseError.unexpected("--watch", expected: "it only after 'status' or 'timeline'", SourceRange(start: text.count, end: text.count + 7))
        }
        var line = ParsedLine(command: first.word == "timeline" ? .timeline(.around) : .view(.status), json: json)
        line.watch = true
        return line
    }

    /// "status for Mia", "today Eddie": a view of another baby without switching.
    static func viewOfAnotherBaby(_ line: LineInput) -> ParsedLine? {
        let tokens = line.tokens
        guard tokens.count > 1 else { return nil }
        var rest = Array(tokens.dropFirst())
        if rest.first?.word == "for" { rest.removeFirst() }
        guard let name = rest.first, rest.count == 1, name.word != nil else { return nil }
        guard let (view, count) = ViewCommand.reading(tokens.compactMap(\.word)), count == 1, view.showsAnotherBaby else { return nil }
        return ParsedLine(command: .view(view), babyName: name.text, babyNameRange: name.range, json: line.json)
    }

    /// The first words ``fixedShape(_:first:line:)`` reads.
    static let fixedShapeWords: [String] = ViewCommand.startWords + [
        "timeline", "undo", "scratch", "oops", "whoops", "redo",
        "quit", "exit", "bye", "?", "help", "note", "notes", "explain", "export", "clock", "tz", "timezone", "zone", "new", "baby",
    ]

    /// "oops", "whoops", "oops undo": an undo, only alone. With more words ("oops that was a dirty diaper")
    /// it is refused, saying how to correct an event instead.
    /// The words after "undo" that say no more than the last change: "undo that", "undo last", "undo the
    /// last one".
    static func undoesTheLast(_ rest: ArraySlice<String>) -> Bool {
        rest.allSatisfy { ["that", "it", "please", "this", "last", "the", "one", "entry", "change", ",", "."].contains($0) }
    }

    static func oops(_ tokens: [Token], _ words: [String]) throws -> Command {
        // "oops", "oops undo", "oops, undo that": words a recogniser writes with their comma.
        let said = words.filter { $0 != "," }
        if said.count == 1 || (said.count >= 2 && said[1] == "undo" && undoesTheLast(said.dropFirst(2))) { return .undo }
        throw ParseError.unexpected(tokens[1].text, expected: "nothing after '\(words[0])', which undoes the last change; "
                                    + "to correct an event say how, for example 'change the last diaper to dirty'", tokens[1].range.union(tokens.last!.range))
    }

    func fixedShape(_ tokens: [Token], first: Token, line: String) throws -> Command? {
        let words = tokens.map { $0.word ?? $0.text }
        let rest = Array(tokens.dropFirst())
        func only(_ command: Command, _ count: Int = 1) throws -> Command {
            if tokens.count > count {
                let extra = tokens[count]
                throw ParseError.unexpected(extra.text, expected: "nothing after '\(words[..<count].joined(separator: " "))'", extra.range)
            }
            return command
        }
        if let (view, count) = ViewCommand.reading(words) {
            if view.refusesMoreWords { return try only(.view(view), count) }
            return tokens.count == count ? .view(view) : nil
        }
        switch words[0] {
        case "timeline":
            return .timeline(try timelineSpan(Array(tokens.dropFirst())))
        // "undo", "undo that", "undo it please"
        case "undo": return Self.undoesTheLast(words.dropFirst()) ? .undo : try only(.undo)
        // "scratch that", "oops", "oops undo": how people take back what they just said. Only alone: a
        // case's `where` binds its last pattern only, and "oops that was a dirty diaper" undid the diaper.
        case "scratch" where words.count == 2 && words[1] == "that": return .undo
        case "oops", "whoops": return try Self.oops(tokens, words)
        case "redo": return try only(.redo)
        case "quit", "exit", "bye": return try only(.quit)
        case "?" where tokens.count == 1:
            return .help(topic: nil)
        case "help":
            return .help(topic: rest.isEmpty ? nil : rest.map(\.text).joined(separator: " ").lowercased())
        case "note", "notes":
            guard tokens.count > 1 else { throw ParseError.missing("the note's text", example: "note gave vitamin D", first.range) }
            let from = line.index(line.startIndex, offsetBy: tokens[1].range.start)
            let range = tokens[1].range.union(tokens.last!.range)
            // "note: rash on her cheek": the colon after "note" introduces the text, it isn't part of it.
            let text = String(line[from...]).trimming(.whitespaces)
            let body = text.hasPrefix(":") || text.hasPrefix("-") ? String(text.dropFirst()).trimming(.whitespaces) : text
            guard !body.isEmpty else { throw ParseError.missing("the note's text", example: "note gave vitamin D", first.range) }
            return .log(.note(text: body, range: range))
        case "explain":
            guard tokens.count > 1 else { throw ParseError.missing("a phrase", example: "explain wet diaper 10 min ago", first.range) }
            let from = line.index(line.startIndex, offsetBy: tokens[1].range.start)
            let phrase = String(line[from...]).trimming(.whitespaces)
            // Checked here, so an error points into the whole line rather than into the phrase alone.
            do {
                _ = try self.parse(phrase)
            } catch let error as ParseError {
                throw error.shifted(by: tokens[1].range.start)
            }
            return .explain(phrase)
        case "export":
            guard words.count > 1 else { throw ParseError.missing("a format", example: "export json", first.range) }
            guard words[1] == "json" else {
                throw ParseError.unexpected(tokens[1].text, expected: "'json'", tokens[1].range)
            }
            return try only(.exportJSON, 2)
        case "clock":
            return .clock(try ClockCommandParser.parse(tokens))
        case "tz", "timezone", "zone":
            guard tokens.count > 1 else { throw ParseError.missing("a zone", example: "tz Europe/London", first.range) }
            let from = line.index(line.startIndex, offsetBy: tokens[1].range.start)
            let name = String(line[from...]).trimming(.whitespaces)
            return .timeZone(name, range: tokens[1].range.union(tokens.last!.range))
        case "new":
            return try newBaby(tokens, line: line)
        case "baby":
            guard tokens.count > 1 else {
                throw ParseError.missing("the baby's name", example: "baby Eddie", first.range)
            }
            let nameTokens = Array(rest)
            guard nameTokens.allSatisfy({ $0.word != nil }) else { return nil }
            // "baby is sleeping", "baby pooped": the baby, not a baby's name.
            if nameTokens.contains(where: { word in
                knownNames.allSatisfy({ $0.lowercased() != word.word }) && (Vocabulary.concepts[word.word!] != nil || Vocabulary.fillers.contains(word.word!))
            }) { return nil }
            let range = nameTokens.first!.range.union(nameTokens.last!.range)
            return .selectBaby(name: nameTokens.map(\.text).joined(separator: " "), range: range)
        default:
            return nil
        }
    }

    /// `new baby NAME born YYYY-MM-DD`
    private func newBaby(_ tokens: [Token], line: String) throws -> Command {
        guard tokens.count > 1, tokens[1].word == "baby" else {
            let at = tokens.count > 1 ? tokens[1] : tokens[0]
            throw ParseError.unexpected(at.text, expected: "'new baby NAME born YYYY-MM-DD'", at.range)
        }
        let bornIndex = tokens.firstIndex { $0.word == "born" }
        let nameTokens = Array(tokens[2..<(bornIndex ?? tokens.count)])
        guard let firstName = nameTokens.first else {
            throw ParseError.missing("the baby's name", example: "new baby Eddie born 2025-09-01", tokens[1].range)
        }
        let nameRange = firstName.range.union(nameTokens.last!.range)
        if let bad = nameTokens.first(where: { $0.word == nil }) {
            throw ParseError.unexpected(bad.text, expected: "a name made of letters", bad.range)
        }
        let name = nameTokens.map(\.text).joined(separator: " ")
        guard let bornIndex, bornIndex + 1 < tokens.count else {
            throw ParseError.missing("the birth date", example: "new baby \(name) born 2025-09-01",
                                     SourceRange(start: nameRange.end, end: nameRange.end + 1))
        }
        let dateToken = tokens[bornIndex + 1]
        guard case .date(let year, let month, let day) = dateToken.kind, CivilDateTime.isValid(year: year, month: month, day: day) else {
            throw ParseError.invalidDate(dateToken.text, dateToken.range)
        }
        if bornIndex + 2 < tokens.count {
            let extra = tokens[bornIndex + 2]
            throw ParseError.unexpected(extra.text, expected: "nothing after the birth date", extra.range)
        }
        return .newBaby(name: name, birthDate: CivilDateTime(year: year, month: month, day: day), range: nameRange, birthRange: dateToken.range)
    }
}
