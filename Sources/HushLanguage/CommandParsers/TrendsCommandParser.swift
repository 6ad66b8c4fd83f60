import HushDomain

/// Parses `trends [N d|this week] [sleep|feeds|diapers] [for NAME]`, `stripes [N d]`, `report [N d] to
/// FILE`, and the natural forms "how was this week" and "sleep this week" / "feeds in the last 14 days".
/// A line of another shape is left to the other parsers (nil), so "sleep" alone still logs a sleep.
///
/// ```swift
/// try TrendsCommandParser.parse(Lexer.tokens(in: "sleep this week"), line: "sleep this week", knownNames: [])
/// // (.table(.thisWeek, focus: .sleep), nil)
/// ```
public enum TrendsCommandParser {
    static let startWords = ["trends", "trend", "stripes", "report", "how"] + focusWords.keys
    static let focusWords: [String: TrendsFocus] = [
        "sleep": .sleep, "naps": .sleep, "feeds": .feeds, "feeding": .feeds, "feedings": .feeds, "diapers": .diapers, "nappies": .diapers,
        "pumping": .pumping, "pumped": .pumping,
    ]
    static let expected = "a number of days (7d, 14d, 30d), 'this week', or what to show (sleep, feeds, diapers)"

    public typealias Named = (name: String, range: SourceRange)

    public static func parse(_ tokens: [Token], line: String, knownNames: [String]) throws -> (TrendsCommand, Named?)? {
        guard let first = tokens.first?.word, startWords.contains(first) else { return nil }
        var words = Array(tokens.dropFirst())
        // "…?" at the end of "how was this week?" means nothing more.
        if words.last?.text == "?" { words.removeLast() }
        switch first {
        case "trends", "trend":
            let name = try babyName(&words, knownNames: knownNames)
            var span: TrendsSpan = .days(7), focus = TrendsFocus.all
            while !words.isEmpty {
                if let read = try readSpan(&words) { span = read; continue }
                if let word = words.first?.word, let named = focusWords[word] ?? TrendsFocus(rawValue: word), named != .all {
                    focus = named
                    words.removeFirst()
                    continue
                }
                throw ParseError.unexpected(words[0].text, expected: expected, words[0].range)
            }
            return (.table(span, focus: focus), name)
        case "stripes":
            let name = try babyName(&words, knownNames: knownNames)
            let span = try readSpan(&words) ?? .days(14)
            if let extra = words.first { throw ParseError.unexpected(extra.text, expected: "a number of days (14d) or 'this week'", extra.range) }
            return (.stripes(span), name)
        case "report":
            guard let to = words.firstIndex(where: { $0.word == "to" }) else {
                throw ParseError.missing("the file to write", example: "report 30d to eddie.html", tokens[0].range)
            }
            var head = Array(words[..<to])
            let span = try readSpan(&head) ?? .days(30)
            if let extra = head.first { throw ParseError.unexpected(extra.text, expected: "a number of days (30d) then 'to FILE'", extra.range) }
            guard to + 1 < words.count else { throw ParseError.missing("the file to write", example: "report 30d to eddie.html", words[to].range) }
            return (.report(span, file: DataCommandParser.path(TypedText(line).text(words[(to + 1)...]))), nil)
        case "how":
            // "how was this week", "how was the week", "how was her week for Mia".
            let name = try babyName(&words, knownNames: knownNames)
            let shape = words.compactMap(\.word)
            guard shape.count == words.count, shape.first == "was", shape.last == "week",
                  shape.count == 2 || (shape.count == 3 && ["this", "the", "his", "her", "their"].contains(shape[1])) else { return nil }
            return (.table(.thisWeek, focus: .all), name)
        default:
            // "sleep this week", "feeds in the last 14 days": a focus word and a span, nothing else.
            guard let focus = focusWords[first] else { return nil }
            let name = try babyName(&words, knownNames: knownNames)
            guard let span = try? readSpan(&words, natural: true), words.isEmpty else { return nil }
            return (.table(span, focus: focus), name)
        }
    }

    /// Takes a span off the front: `14d`, `14 days`, `this week`; with `natural`, also "in the last 14
    /// days", "over the past week".
    static func readSpan(_ words: inout [Token], natural: Bool = false) throws -> TrendsSpan? {
        var index = 0
        func word(_ at: Int) -> String? { at < words.count ? words[at].word : nil }
        if natural, ["in", "over", "for"].contains(word(index) ?? "") { index += 1 }
        if natural, word(index) == "the" { index += 1 }
        if natural, ["last", "past"].contains(word(index) ?? "") {
            index += 1
            if word(index) == "week" {
                words.removeFirst(index + 1)
                return .days(7)
            }
        }
        if index == 0, word(0) == "this", word(1) == "week" {
            words.removeFirst(2)
            return .thisWeek
        }
        guard index < words.count, case .number(let value, let suffix) = words[index].kind else { return nil }
        let token = words[index]
        var used = index + 1
        if suffix == nil, ["days", "day", "d"].contains(word(used) ?? "") {
            used += 1
        } else if suffix?.lowercased() != "d" {
            throw ParseError.unexpected(token.text, expected: "a number of days, such as 7d or 14 days", token.range)
        }
        guard value == value.rounded(), value >= 1, value <= Double(TrendsSpan.maximumDays) else {
            throw ParseError.unexpected(token.text, expected: "1 to \(TrendsSpan.maximumDays) days", token.range)
        }
        words.removeFirst(used)
        return .days(Int(value))
    }

    /// "for Mia" or "Mia" at the end of the line: a known baby's name.
    static func babyName(_ words: inout [Token], knownNames: [String]) throws -> Named? {
        guard let last = words.last, let word = last.word, let name = knownNames.first(where: { $0.lowercased() == word }) else { return nil }
        words.removeLast()
        if words.last?.word == "for" { words.removeLast() }
        return (name, last.range)
    }
}
