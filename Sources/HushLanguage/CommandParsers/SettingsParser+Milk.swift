import HushDomain

/// Breast milk's settings, read by ``SettingsParser``: its storage windows and the freezer's months.
extension SettingsParser {
    /// Breast milk's windows: "set expiry breast milk room 4h", "set expiry milk fridge 4 days", "set expiry
    /// milk feeding 2h", "set expiry thawed fridge 24h", "set expiry thawed room 2h", "set expiry freezer 6
    /// months". Nil when the words name formula's windows.
    static func milkExpiry(_ cursor: inout TokenCursor, after what: Token) throws -> Setting? {
        let example = "set expiry milk room 4h', 'set expiry milk fridge 4 days', 'set expiry thawed fridge 24h' or 'set expiry freezer 6 months"
        if cursor.take(["freezer", "frozen"]) != nil {
            linkingWord(&cursor)
            let start = cursor.index
            guard let months = NumberPhrase.parse(&cursor, volume: false), months == months.rounded(), (1...12).contains(Int(months)),
                  cursor.take(["months", "month"]) != nil else {
                throw ParseError.missing("a number of months from 1 to 12", example: "set expiry freezer 6 months", cursor.current?.range ?? what.range)
            }
            return .freezerMonths(Int(months), range: cursor.range(from: start))
        }
        let which: Setting.Expiry
        if cursor.take(["thawed", "defrosted"]) != nil {
            _ = cursor.take(["milk"])
            if cursor.take(["fridge", "refrigerator", "refrigerated"]) != nil {
                which = .thawedFridge
            } else if cursor.take(["room"]) != nil {
                _ = cursor.take(["temperature", "temp"])
                which = .thawedRoom
            } else {
                throw ParseError.missing("fridge or room", example: example, cursor.current?.range ?? what.range)
            }
        } else if cursor.takeSequence(["breast", "milk"]) || cursor.take(["milk", "breastmilk"]) != nil {
            if cursor.take(["fridge", "refrigerator", "refrigerated"]) != nil {
                which = .milkFridge
            } else if cursor.take(["room"]) != nil {
                _ = cursor.take(["temperature", "temp"])
                which = .milkRoom
            } else if cursor.take(["feeding", "feed", "sip"]) != nil {
                which = .milkFeeding
            } else {
                throw ParseError.missing("room, fridge or feeding", example: example, cursor.current?.range ?? what.range)
            }
        } else {
            return nil
        }
        linkingWord(&cursor)
        let start = cursor.index
        var seconds: Double?
        // The fridge's window is said in days.
        if let days = cursor.attempt({ c -> Double? in
            guard let n = NumberPhrase.parse(&c, volume: false), c.take(["days", "day", "d"]) != nil else { return nil }
            return n * 86400
        }) {
            seconds = days
        } else {
            seconds = DurationPhrase.parse(&cursor)
        }
        let most: Double = which == .milkFridge ? 8 * 86400 : 48 * 3600
        guard let seconds, seconds >= 60, seconds <= most else {
            throw ParseError.missing(which == .milkFridge ? "a length between 1 minute and 8 days" : "a length between 1 minute and 48 hours",
                                     example: example, cursor.current?.range ?? what.range)
        }
        return .expiry(which, minutes: Int(seconds / 60), range: cursor.range(from: start))
    }
}
