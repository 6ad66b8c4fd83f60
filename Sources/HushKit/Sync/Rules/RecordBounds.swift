import FoundationEssentials

/// The bounds a travelling record's values stay within, each throwing a ``RecordFault`` for one record
/// (named by its key): what Hush writes never comes near them, and a value past them would make every
/// device that reads it compute nonsense or worse. The reasons are in docs/security.md.
///
/// ```swift
/// let bounds = RecordBounds(key: "event:42")
/// try bounds.span(from: start, to: start + 40 * 86_400)   // throws: an event spans at most 31 days
/// ```
struct RecordBounds {
    let key: String

    /// A name as a record carries it: a person's (at most 64 characters), with room for escapes and for
    /// names written before names were bounded.
    static let nameBytes = SyncLimits.authorBytes
    /// Times a record may hold: from the Unix epoch to 2200. Nothing a family logs is outside it, and
    /// inside it every calendar computation on a device stays exact.
    static let earliest = Date(timeIntervalSince1970: 0)
    static let latest = Date(timeIntervalSince1970: 7_258_118_400)  // 2200-01-01T00:00:00Z
    /// The farthest a place's clock is from UTC (±18 hours, Foundation's own limit; real zones stay within ±14).
    static let largestOffset = 18 * 3600
    /// The longest an event runs from start to end. A sleep over 16 hours is asked about before it is
    /// logged, so longer ones are real; a month is past anything one event can be.
    static let longestSpan: TimeInterval = 31 * 86_400
    /// Settings in minutes stay within a week (the longest window the language takes is 8 days for
    /// milk in the fridge, which is 11,520 minutes); months within two years.
    static let mostSettingMinutes = 8 * 24 * 60
    static let mostFreezerMonths = 24

    func same(_ field: String, _ value: String, _ expected: String) throws {
        guard value == expected else { throw RecordFault.keyDisagrees(key: key, field: field, value: value) }
    }

    func id(_ field: String, _ value: String) throws {
        guard RecordKey.isID(value) else { throw RecordFault.unreadable(key: key, what: field) }
    }

    func name(_ field: String, _ value: String) throws {
        try text(field, value, limit: Self.nameBytes)
    }

    func text(_ field: String, _ value: String?, limit: Int) throws {
        guard let value else { return }
        guard value.utf8.count <= limit else { throw RecordFault.tooLong(key: key, field: field, limit: limit) }
    }

    func time(_ field: String, _ value: Date?) throws {
        guard let value else { return }
        guard value >= Self.earliest, value < Self.latest else {
            throw RecordFault.implausible(key: key, what: "\(field) is outside 1970 to 2200")
        }
    }

    func times(_ fields: KeyValuePairs<String, Date?>) throws {
        for (field, value) in fields { try time(field, value) }
    }

    func timestamp(_ field: String, _ value: EventTimestamp) throws {
        try time(field + ".utc", value.utc)
        try text(field + ".timezone", value.timezone, limit: 64)
        guard abs(value.offsetSeconds) <= Self.largestOffset else {
            throw RecordFault.implausible(key: key, what: "\(field).offset_seconds is more than 18 hours from UTC")
        }
    }

    /// A birth day as `new baby` writes it, from 1970 to 2199 (the years a record's times may hold): a
    /// birth in the year 1 made every device count two thousand years of days for a report. Empty is the
    /// server's copy for a subscriber, who is not told the birth date.
    func birthDate(_ value: String) throws {
        if value.isEmpty { return }
        guard value.utf8.count == 10, let parsed = ISOTimeText.parse(value), parsed.offset == nil,
              (1970...2199).contains(parsed.civil.year) else {
            throw RecordFault.implausible(key: key, what: "birth_date is not a day from 1970-01-01 to 2199-12-31")
        }
    }

    func span(from start: Date, to end: Date) throws {
        guard abs(end.timeIntervalSince(start)) <= Self.longestSpan else {
            throw RecordFault.implausible(key: key, what: "an event runs at most 31 days from start to end")
        }
    }

    /// A baby's settings: the windows in minutes, the freezer's months, the day's start, the default
    /// bottle, each an integer (or amount) within its range when present.
    func settings(_ settings: JSONValue) throws {
        guard case .object(let members) = settings else { throw RecordFault.unreadable(key: key, what: "settings") }
        for (field, value) in members where !value.isNull {
            let most: Int?
            switch field {
            case "day_start_minutes": most = 24 * 60 - 1
            case "expiry_milk_freezer_months": most = Self.mostFreezerMonths
            default: most = field.hasPrefix("expiry_") && field.hasSuffix("_minutes") ? Self.mostSettingMinutes : nil
            }
            if let most {
                guard let number = value.integer, (0...most).contains(number) else {
                    throw RecordFault.implausible(key: key, what: "settings.\(field) is not a whole number from 0 to \(most)")
                }
            }
        }
        if let bottle = members["default_bottle"], !bottle.isNull {
            guard let value = bottle["value"]?.number, let unit = bottle["unit"]?.string.flatMap(Volume.Unit.init(rawValue:)),
                  ContainerSize.bottle.holds(value, in: unit) else {
                throw RecordFault.implausible(key: key, what: "settings.default_bottle is not an amount a bottle holds")
            }
        }
    }
}

extension JSONValue {
    /// How many values the tree holds (containers and scalars), counting no further than past `limit`,
    /// so a huge tree costs no more to measure than a tree at the limit.
    func valueCount(upTo limit: Int) -> Int {
        var count = 0
        var pending: [JSONValue] = [self]
        while let value = pending.popLast(), count <= limit {
            count += 1
            switch value {
            case .array(let items): pending.append(contentsOf: items)
            case .object(let members): pending.append(contentsOf: members.values)
            case .null, .bool, .number, .integer, .string: break
            }
        }
        return count
    }
}
