import HushDomain

/// Finds the period in a question and takes it out: "today", "yesterday", "last night", "this week",
/// "in the last 3 days", "past 12 hours", "since noon", "between 1 and 3pm". Whatever is left is the
/// question's other words.
///
/// ```swift
/// let (period, rest) = QuestionPeriodReader.read(Lexer.tokens(in: "did she poop since noon"))
/// // period == .since(noon), rest == [did, she, poop]
/// ```
enum QuestionPeriodReader {
    static func read(_ tokens: [Token]) -> (QuestionPeriod?, [Token]) {
        let words = tokens.map { $0.word ?? "" }
        for index in words.indices {
            let rest = Array(words[index...])
            func taking(_ count: Int, _ period: QuestionPeriod) -> (QuestionPeriod?, [Token]) {
                (period, Array(tokens[..<index]) + Array(tokens[min(index + count, tokens.count)...]))
            }
            switch rest.first {
            case "today", "yesterday":
                // "did he pee yesterday at 5pm": a moment on that day, half an hour either side.
                var cursor = TokenCursor(Array(tokens[index...]).filter { $0.text != "?" })
                if let slot = try? TimePhrase.parse(&cursor), cursor.isAtEnd, cursor.index > 1, case .point(let time) = slot {
                    return (.around(time), Array(tokens[..<index]))
                }
                return taking(1, rest.first == "today" ? .today : .yesterday)
            case "overnight": return taking(1, .lastNight)
            case "last" where rest.count > 1 && rest[1] == "night": return taking(2, .lastNight)
            case "this" where rest.count > 1 && rest[1] == "week": return taking(2, .thisWeek)
            case "this" where rest.count > 1 && QuestionPeriod.PartOfDay(rawValue: rest[1]) != nil:
                return taking(2, .partOfToday(QuestionPeriod.PartOfDay(rawValue: rest[1])!))
            case "since" where rest.count > 2 && rest[1] == "this" && rest[2] == "morning": return taking(3, .sinceThisMorning)
            // "in the past week", "over the last week": seven days back from now ("last week" alone, the
            // calendar week before this one or seven days, is not read).
            case "the" where rest.count > 2 && ["last", "past"].contains(rest[1]) && ["week", "hour", "day"].contains(rest[2]):
                let from = index > 0 && ["in", "over", "for", "during"].contains(words[index - 1]) ? index - 1 : index
                let period: QuestionPeriod = rest[2] == "week" ? .lastDays(7) : rest[2] == "day" ? .lastHours(24) : .lastHours(1)
                return (period, Array(tokens[..<from]) + Array(tokens[min(index + 3, tokens.count)...]))
            case "at":
                // "did she poop at 2pm": a moment, half an hour either side.
                var cursor = TokenCursor(Array(tokens[index...]).filter { $0.text != "?" })
                if let slot = try? TimePhrase.parse(&cursor), cursor.isAtEnd, case .point(let time) = slot {
                    return (.around(time), Array(tokens[..<index]))
                }
            case "last", "past":
                // "the last 3 days", "in the past 12 hours": a count and a unit after it.
                if let count = number(tokens, index + 1), index + 2 < tokens.count, let unit = tokens[index + 2].word {
                    let start = index > 0 && ["the"].contains(words[index - 1]) ? index - 1 : index
                    let from = start > 0 && ["in", "over", "for"].contains(words[start - 1]) ? start - 1 : start
                    let drop = (index + 3) - from
                    func period(_ value: QuestionPeriod) -> (QuestionPeriod?, [Token]) {
                        (value, Array(tokens[..<from]) + Array(tokens[min(from + drop, tokens.count)...]))
                    }
                    if ["day", "days"].contains(unit) { return period(.lastDays(count)) }
                    if ["hour", "hours", "hrs", "hr", "h"].contains(unit) { return period(.lastHours(count)) }
                }
                if index + 1 < tokens.count, ["24h"].contains(tokens[index + 1].text.lowercased()) { return taking(2, .lastHours(24)) }
            case "since":
                // "since noon" is a period; "how long since she ate" is not (no time follows).
                // "since two o'clock", "since seven thirty": a spoken clock reads as one after "at".
                let after = Array(tokens[(index + 1)...]).filter { $0.text != "?" }
                let at = Token(.word("at"), text: "at", range: tokens[index].range)
                for candidate in [after, [at] + after] {
                    var cursor = TokenCursor(candidate)
                    if let slot = try? TimePhrase.parse(&cursor), cursor.isAtEnd, case .point(let time) = slot {
                        return (.since(time), Array(tokens[..<index]))
                    }
                }
            case "between", "from":
                var cursor = TokenCursor(Array(tokens[index...]).filter { $0.text != "?" })
                if let slot = try? TimePhrase.parse(&cursor), cursor.isAtEnd, case .span(let from, let to) = slot {
                    return (.between(from, to), Array(tokens[..<index]))
                }
            default:
                continue
            }
        }
        return (nil, tokens)
    }

    private static func number(_ tokens: [Token], _ index: Int) -> Int? {
        guard index < tokens.count else { return nil }
        if case .number(let value, nil) = tokens[index].kind, value >= 1, value <= 90, value == value.rounded() { return Int(value) }
        let words = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "twelve": 12, "two-four": 24]
        return tokens[index].word.flatMap { words[$0] }
    }
}
