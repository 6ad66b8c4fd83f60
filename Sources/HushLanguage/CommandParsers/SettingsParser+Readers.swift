import HushDomain

/// The readers of ``SettingsParser``, one per setting: "set units ml", "set default bottle 5oz", "set
/// bottle contents breast milk", "set expiry room 2h", "set day start 6am", "set notifications feeding
/// due on", "set quiet hours 23:00-07:00", "set output speech", "set nap method by-nap", "set theme dark",
/// "set zone America/New_York". Each answers nil when the words are not its setting's.
extension SettingsParser {
    static func units(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.take(["units", "unit"]) != nil else { return nil }
        linkingWord(&cursor)
        guard let word = cursor.peekWord(), let unit = Vocabulary.volumeUnits[word] else {
            throw ParseError.missing("a unit", example: "set units ml' or 'set units oz", what.range)
        }
        cursor.advance()
        return .units(unit)
    }

    static func defaultBottle(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.takeSequence(["default", "bottle"]) || cursor.takeSequence(["bottle", "size"]) else { return nil }
        linkingWord(&cursor)
        let start = cursor.index
        var value: Double?
        var unit: Volume.Unit?
        if case .number(let number, let suffix?)? = cursor.current?.kind, let named = Vocabulary.volumeUnits[suffix] {
            cursor.advance()
            (value, unit) = (number, named)
        } else if let number = NumberPhrase.parse(&cursor, volume: true) {
            value = number
            if let word = cursor.peekWord(), let named = Vocabulary.volumeUnits[word] {
                cursor.advance()
                unit = named
            }
        }
        guard let value, value > 0 else { throw ParseError.missing("a size", example: "set default bottle 5oz", what.range) }
        return .defaultBottle(VolumeSpec(value: value, unit: unit, range: cursor.range(from: start)))
    }

    static func bottleContents(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.takeSequence(["bottle", "contents"]) || cursor.takeSequence(["bottle", "milk"]) || cursor.takeSequence(["default", "milk"]) else {
            return nil
        }
        linkingWord(&cursor)
        if cursor.take(["formula"]) != nil { return .bottleContents(.formula) }
        if cursor.takeSequence(["breast", "milk"]) || cursor.take(["breastmilk"]) != nil || cursor.takeSequence(["pumped", "milk"]) {
            return .bottleContents(.breastMilk)
        }
        throw ParseError.missing("formula or breast milk", example: "set bottle contents breast milk' or 'set bottle contents formula",
                                 cursor.current?.range ?? what.range)
    }

    /// Formula's windows ("set expiry room 2h"), or breast milk's (``milkExpiry(_:after:)``).
    static func expiry(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.take(["expiry", "expiration", "expires"]) != nil else { return nil }
        if let milk = try milkExpiry(&cursor, after: what) { return milk }
        let which: Setting.Expiry
        if cursor.take(["room"]) != nil {
            _ = cursor.take(["temperature", "temp"])
            which = .room
        } else if cursor.take(["fridge", "refrigerated", "refrigerator"]) != nil {
            which = .fridge
        } else if cursor.take(["feeding", "feed", "sip"]) != nil {
            which = .feeding
        } else {
            throw ParseError.missing("which window", example: "set expiry room 2h', 'set expiry fridge 24h' or 'set expiry feeding 1h", what.range)
        }
        linkingWord(&cursor)
        let start = cursor.index
        guard let seconds = DurationPhrase.parse(&cursor), seconds >= 60, seconds <= 48 * 3600 else {
            throw ParseError.missing("a length between 1 minute and 48 hours", example: "set expiry room 2h", cursor.current?.range ?? what.range)
        }
        return .expiry(which, minutes: Int(seconds / 60), range: cursor.range(from: start))
    }

    static func dayStart(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.takeSequence(["day", "start"]) || cursor.takeSequence(["day", "starts"]) else { return nil }
        if cursor.take(["at"]) == nil { linkingWord(&cursor) }
        guard let clock = try ClockPhrase.parse(&cursor, bare: true) else {
            throw ParseError.missing("a time", example: "set day start 6am", what.range)
        }
        return .dayStart(minutes: (clock.candidateHours.first ?? clock.hour) * 60 + clock.minute)
    }

    static func notifications(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.take(["notifications", "notification", "notify", "reminders"]) != nil else { return nil }
        let start = cursor.index
        var words: [String] = []
        while let word = cursor.peekWord(), word != "on", word != "off" {
            words.append(word)
            cursor.advance()
        }
        guard let kind = NotificationKind.named(words.joined(separator: " ")) else {
            let kinds = NotificationKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ParseError.missing("a kind (\(kinds))", example: "set notifications feeding due on",
                                     start < cursor.index ? cursor.range(from: start) : what.range)
        }
        guard let state = cursor.take(["on", "off"]) else {
            throw ParseError.missing("on or off", example: "set notifications \(kind.rawValue) on", cursor.current?.range ?? what.range)
        }
        return .notifications(kind, on: state.word == "on")
    }

    static func quietHoursSetting(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.takeSequence(["quiet", "hours"]) || cursor.takeSequence(["quiet", "time"]) else { return nil }
        linkingWord(&cursor)
        return .quietHours(try quietHours(&cursor, after: what))
    }

    static func output(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.take(["output", "answers", "voice"]) != nil else { return nil }
        linkingWord(&cursor)
        guard let word = cursor.take(["speech", "spoken", "speak", "voice", "text", "normal"])?.word else {
            throw ParseError.missing("speech or text", example: "set output speech' or 'set output text", cursor.current?.range ?? what.range)
        }
        return .speech(["speech", "spoken", "speak", "voice"].contains(word))
    }

    static func napMethod(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.takeSequence(["nap", "method"]) || cursor.takeSequence(["nap", "prediction"]) || cursor.takeSequence(["nap", "predictions"]) else {
            return nil
        }
        linkingWord(&cursor)
        if cursor.take(["prd", "standard"]) != nil { return .napMethod(.prd) }
        if cursor.take(["by-nap", "bynap"]) != nil || cursor.takeSequence(["by", "nap"]) { return .napMethod(.byNap) }
        throw ParseError.missing("a method", example: "set nap method by-nap' or 'set nap method standard", cursor.current?.range ?? what.range)
    }

    static func theme(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.take(["theme"]) != nil else { return nil }
        linkingWord(&cursor)
        guard let word = cursor.peekWord(), let theme = Setting.Theme(rawValue: word) else {
            throw ParseError.missing("a theme", example: "set theme dark', 'set theme light' or 'set theme auto", what.range)
        }
        cursor.advance()
        return .theme(theme)
    }

    static func zoneSetting(_ cursor: inout TokenCursor, _ what: Token) throws -> Setting? {
        guard cursor.take(["zone", "timezone", "tz"]) != nil || cursor.takeSequence(["time", "zone"]) || cursor.takeSequence(["household", "zone"]) else {
            return nil
        }
        return try zone(&cursor, after: what)
    }
}
