import HushDomain

/// Parses `settings` and `set …`:
///
/// ```
/// set units ml            set default bottle 5oz      set expiry room 2h
/// set expiry fridge 24h   set expiry feeding 1h       set day start 6am       set theme dark
/// ```
public enum SettingsParser {
    static let startWords: [String] = ["settings", "preferences", "set"]

    public static func parse(_ tokens: [Token]) throws -> Command? {
        guard let first = tokens.first?.word else { return nil }
        if first == "settings" || first == "preferences" {
            if tokens.count > 1 { throw ParseError.unexpected(tokens[1].text, expected: "nothing after 'settings'", tokens[1].range) }
            return .settings
        }
        guard first == "set" else { return nil }
        var cursor = TokenCursor(tokens, index: 1)
        // "set the default bottle to 5oz", "set my units to ml"
        _ = cursor.take(["the", "my", "our", "his", "her"])
        let example = "set units ml', 'set default bottle 5oz', 'set expiry room 2h', 'set day start 6am' or 'set theme dark"
        guard let what = cursor.current else { throw ParseError.missing("what to set", example: example, tokens[0].range) }
        var setting: Setting?
        for read in readers {
            setting = try read(&cursor, what)
            if setting != nil { break }
        }
        guard let setting else {
            throw ParseError.unexpected(what.text, expected: "units, default bottle, expiry, day start, nap method, notifications, quiet hours, output, theme or zone", what.range)
        }
        if let extra = cursor.current {
            throw ParseError.unexpected(extra.text, expected: "nothing more", extra.range)
        }
        return .set(setting)
    }

    /// Each setting's reader, in the order they are tried: it takes the words that name its setting at the
    /// cursor and reads the value, or answers nil and leaves the cursor where it was. `what` is the word
    /// after "set", where errors point when the value is missing.
    private static var readers: [(inout TokenCursor, _ what: Token) throws -> Setting?] {
        [units, defaultBottle, bottleContents, expiry, dayStart, notifications, quietHoursSetting, output, napMethod, theme, zoneSetting]
    }

    /// "to", "as", "=" or "is" between a setting's name and its value: "set units to ml", "set day start
    /// to 7am", "set zone to Europe/London". Taken once, right after the name, so a value's own "to"
    /// ("11pm to 7am") stays its own.
    static func linkingWord(_ cursor: inout TokenCursor) {
        if cursor.take(["to", "as", "is"]) == nil, cursor.current?.text == "=" { cursor.advance() }
    }

    /// `set zone America/New_York`: the rest of the line, as typed (the tokens split at `/`; their spacing
    /// is put back from their positions), checked against the system's zones when it runs.
    static func zone(_ cursor: inout TokenCursor, after what: Token) throws -> Setting {
        linkingWord(&cursor)
        let rest = Array(cursor.tokens[cursor.index...])
        guard let first = rest.first, let last = rest.last else {
            throw ParseError.missing("a zone", example: "set zone America/New_York", what.range)
        }
        var name = ""
        for (index, token) in rest.enumerated() {
            if index > 0, rest[index - 1].range.end < token.range.start { name += " " }
            name += token.text
        }
        cursor.index = cursor.tokens.count
        return .zone(name, range: first.range.union(last.range))
    }

    /// "off", or two times of day: "23:00-07:00", "11pm to 7am", "from 10 to 6", "ten to six". The two
    /// sides are split at the last "to" or dash before either is read, so "ten to six" is a stretch and not
    /// 5:50. A bare hour starts in the evening and ends in the morning, as quiet hours do.
    static func quietHours(_ cursor: inout TokenCursor, after what: Token) throws -> QuietHours? {
        let example = "set quiet hours 22:00-06:00' or 'set quiet hours off"
        if cursor.take(["off", "none", "never"]) != nil { return nil }
        _ = cursor.take(["from", "are", "is"])
        let rest = Array(cursor.tokens[cursor.index...])
        let lineEnd = SourceRange(start: rest.last?.range.end ?? what.range.end, end: (rest.last?.range.end ?? what.range.end) + 1)
        func clock(_ side: [Token], _ what: String) throws -> ClockTime {
            guard !side.isEmpty else { throw ParseError.missing(what, example: example, lineEnd) }
            var sub = TokenCursor(side)
            guard let time = try ClockPhrase.parse(&sub, bare: true) else {
                throw ParseError.unexpected(side[0].text, expected: "a time of day, like 22:00 or 10pm", side[0].range)
            }
            if let extra = sub.current { throw ParseError.unexpected(extra.text, expected: "nothing more", extra.range) }
            return time
        }
        guard let separator = rest.lastIndex(where: { ["to", "until", "till", "through"].contains($0.word ?? "") || ["-", "–"].contains($0.text) }) else {
            if rest.isEmpty { throw ParseError.missing("two times or 'off'", example: example, what.range.union(cursor.tokens[cursor.index - 1].range)) }
            _ = try clock(rest, "when quiet hours start")
            throw ParseError.missing("when quiet hours end", example: example, lineEnd)
        }
        let from = try clock(Array(rest[..<separator]), "when quiet hours start")
        let to = try clock(Array(rest[(separator + 1)...]), "when quiet hours end")
        cursor.index = cursor.tokens.count
        // Evening for the start (10 is 22:00, 12 is midnight), morning for the end (6 is 6:00).
        let startHour = from.candidateHours.first { $0 >= 18 || $0 == 0 } ?? from.candidateHours.last!
        let start = startHour * 60 + from.minute, end = to.candidateHours.first! * 60 + to.minute
        guard start != end else {
            throw ParseError.conflicting("quiet hours must start and end at different times; 'set quiet hours off' rings all night",
                                         SourceRange(start: rest[0].range.start, end: rest.last!.range.end))
        }
        return QuietHours(start: start, end: end)
    }
}
