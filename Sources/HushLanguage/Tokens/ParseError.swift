import HushDomain

/// Why a line was not understood, with where. Every case renders as one sentence plus, where one
/// exists, a suggestion; nothing is ever logged from a line that produced one of these.
///
/// ```swift
/// ParseError.unknownWord("fuor", suggestion: "four", SourceRange(start: 4, end: 10)).message
/// // "unknown word 'fuor' — did you mean 'four'?"
/// ```
public enum ParseError: Error, Hashable, Sendable {
    case empty
    case unknownWord(String, suggestion: String?, SourceRange)
    /// A typo one edit from several words that mean different things ("wer": "wet" or "wee"?).
    case unclearWord(String, candidates: [String], SourceRange)
    /// A line that could mean two things ("fed 4": four ounces, or at four?): the lines that would say each.
    case ambiguous(String, alternatives: [String], SourceRange)
    /// A name after "for" that is no known baby.
    case unknownName(String, suggestion: String?, SourceRange)
    /// A word Hush knows, in a place where it means nothing.
    case misplaced(String, SourceRange)
    case unexpected(String, expected: String, SourceRange)
    case missing(String, example: String, SourceRange)
    case invalidTime(String, SourceRange)
    case invalidDate(String, SourceRange)
    /// A named day that no calendar has ("feb 30").
    case invalidCalendarDay(String, SourceRange)
    /// A calendar or zone word Hush knows but cannot place here ("thu" with no time, "tomorrow", "week"):
    /// refused at its column, never dropped or read as another word. `reason` says what would work.
    case unplacedTimeWord(String, reason: String, SourceRange)
    case incompleteSpan(SourceRange)
    case conflicting(String, SourceRange)
    case tooLong(Int)
    /// A real English word Hush has no meaning for ("bath"): never corrected into one it has ("both").
    case untrackedWord(String, suggestions: [String], SourceRange)
    /// Someone other than the baby did it ("I slept 2 hours", "the dog pooped"): the subject as typed,
    /// the rest of the line (to say it again about the baby), and the selected baby's name when known.
    case notTheBaby(subject: String, rest: String, baby: String?, SourceRange)
    /// A hedge ("maybe", "I think", "almost"): what may not have happened is not logged.
    case hedged(String, SourceRange)
    /// A wish or a need ("wants a bottle", "is hungry", "time for a nap"): nothing has happened yet.
    case notYet(String, SourceRange)
    /// A number no event can have: an amount or a length of zero or less.
    case impossibleNumber(String, why: String, SourceRange)

    public var range: SourceRange? {
        switch self {
        case .empty, .tooLong: return nil
        case .unknownWord(_, _, let r), .unclearWord(_, _, let r), .ambiguous(_, _, let r), .unknownName(_, _, let r), .misplaced(_, let r), .unexpected(_, _, let r), .missing(_, _, let r), .invalidTime(_, let r),
             .invalidDate(_, let r), .invalidCalendarDay(_, let r), .unplacedTimeWord(_, _, let r), .incompleteSpan(let r), .conflicting(_, let r),
             .untrackedWord(_, _, let r), .notTheBaby(_, _, _, let r), .hedged(_, let r), .notYet(_, let r), .impossibleNumber(_, _, let r):
            return r
        }
    }

    /// The same error for text that starts `offset` characters into a longer line (`explain PHRASE`).
    public func shifted(by offset: Int) -> ParseError {
        func move(_ r: SourceRange) -> SourceRange { SourceRange(start: r.start + offset, end: r.end + offset) }
        switch self {
        case .empty, .tooLong: return self
        case .unknownWord(let word, let suggestion, let r): return .unknownWord(word, suggestion: suggestion, move(r))
        case .unclearWord(let word, let candidates, let r): return .unclearWord(word, candidates: candidates, move(r))
        case .ambiguous(let text, let alternatives, let r): return .ambiguous(text, alternatives: alternatives, move(r))
        case .unknownName(let name, let suggestion, let r): return .unknownName(name, suggestion: suggestion, move(r))
        case .misplaced(let word, let r): return .misplaced(word, move(r))
        case .unexpected(let text, let expected, let r): return .unexpected(text, expected: expected, move(r))
        case .missing(let what, let example, let r): return .missing(what, example: example, move(r))
        case .invalidTime(let text, let r): return .invalidTime(text, move(r))
        case .invalidDate(let text, let r): return .invalidDate(text, move(r))
        case .invalidCalendarDay(let text, let r): return .invalidCalendarDay(text, move(r))
        case .unplacedTimeWord(let word, let reason, let r): return .unplacedTimeWord(word, reason: reason, move(r))
        case .incompleteSpan(let r): return .incompleteSpan(move(r))
        case .conflicting(let what, let r): return .conflicting(what, move(r))
        case .untrackedWord(let word, let suggestions, let r): return .untrackedWord(word, suggestions: suggestions, move(r))
        case .notTheBaby(let subject, let rest, let baby, let r): return .notTheBaby(subject: subject, rest: rest, baby: baby, move(r))
        case .hedged(let word, let r): return .hedged(word, move(r))
        case .notYet(let word, let r): return .notYet(word, move(r))
        case .impossibleNumber(let text, let why, let r): return .impossibleNumber(text, why: why, move(r))
        }
    }

    public var message: String {
        switch self {
        case .empty:
            return "empty command; type 'help' to see what Hush understands"
        case .unknownWord(let word, let suggestion?, _):
            return "unknown word '\(word)' — did you mean '\(suggestion)'?"
        case .unclearWord(let word, let candidates, _):
            return "'\(word)' could be " + candidates.map { "'\($0)'" }.joined(separator: " or ") + "; type the word again"
        case .ambiguous(let text, let alternatives, _):
            return "'\(text)' could mean " + alternatives.map { "'\($0)'" }.joined(separator: " or ") + "; say which"
        case .unknownWord(let word, nil, _):
            return "unknown word '\(word)'; type 'help' to see what Hush understands"
        case .unknownName(let name, let suggestion?, _):
            return "no baby named '\(name)' — did you mean '\(suggestion)'?"
        case .unknownName(let name, nil, _):
            return "no baby named '\(name)'; 'new baby \(name) born YYYY-MM-DD' adds one"
        case .misplaced(let word, _):
            return "'\(word)' doesn't fit here; type 'help' for examples of what Hush understands"
        case .unexpected(let text, let expected, _):
            return "unexpected '\(text)'; expected \(expected)"
        case .missing(let what, let example, _):
            return "missing \(what); for example '\(example)'"
        case .invalidTime(let text, _):
            return "'\(text)' is not a time of day; try '2:15pm' or '14:15'"
        case .invalidDate(let text, _):
            return "'\(text)' is not a date; write it as YYYY-MM-DD, for example 2025-09-01"
        case .invalidCalendarDay(let text, _):
            return "'\(text)' is not a day of the calendar"
        case .unplacedTimeWord(let word, let reason, _):
            return "'\(word)' \(reason)"
        case .incompleteSpan:
            return "a span needs both ends; for example 'from 1 to 2:30pm'"
        case .conflicting(let what, _):
            return what
        case .tooLong(let length):
            return "line too long (\(length) characters); a command is one short line"
        case .untrackedWord(let word, let suggestions, _):
            guard let last = suggestions.last else { return "Hush doesn't track '\(word)'; type 'help' to see what Hush understands" }
            let quoted = suggestions.dropLast().map { "'\($0)'" }
            return "Hush doesn't track '\(word)'; did you mean " + (quoted.isEmpty ? "" : quoted.joined(separator: ", ") + " or ") + "'\(last)'?"
        case .notTheBaby(let subject, let rest, let baby, _):
            let whose = baby.map { "\($0)'s" } ?? "the baby's"
            let said = rest.isEmpty ? "pooped" : rest
            let speaker = ["i", "me", "we", "us", "my", "our"].contains(subject.lowercased())
            // "my nap was 20 min": said again as the baby's, "Eddie's nap was 20 min". Only if it was the baby's:
            // "the dog pooped" is the dog's, and no pronoun is offered, since Hush does not know the baby's.
            let named = ["my", "our"].contains(subject.lowercased()) ? "\(baby ?? "the baby")'s" : baby ?? "the baby"
            return "Hush logs \(whose) events, not \(speaker ? "yours" : "\(subject)'s"); if it was \(baby ?? "the baby")'s, say '\(named) \(said)'"
        case .hedged(let word, _):
            return "'\(word)' says it may not have happened, and Hush logs only what did; say it plainly once you know"
        case .notYet(let word, _):
            return "'\(word)' is about what hasn't happened yet; log it when it does"
        case .impossibleNumber(let text, let why, _):
            return "'\(text)': \(why)"
        }
    }
}
