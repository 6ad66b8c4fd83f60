import FoundationEssentials

/// Reading a TZ string (RFC 9636 §3.3): `std offset [dst [offset] [,start[/time],end[/time]]]`, names
/// either three or more letters or `<…>` around letters, digits, `+` and `-`; offsets `[+-]hh[:mm[:ss]]`
/// west of UTC up to 24 hours; rule times up to ±167 hours (v3). Every number is held to its range as
/// it is read, so no sum below can overflow.
extension PosixZoneRule {
    /// Nil for anything that is not a whole, valid TZ string.
    init?(tzString text: [UInt8]) {
        var position = 0
        guard let standardName = Self.name(text, &position),
              let standardWest = Self.duration(text, &position, maximumHours: 24) else { return nil }
        guard position < text.count else {
            self.init(standardOffset: -standardWest, standardAbbreviation: standardName, daylight: nil)
            return
        }
        guard let daylightName = Self.name(text, &position) else { return nil }
        var daylightOffset = -standardWest + 3600
        if position < text.count, text[position] != UInt8(ascii: ",") {
            guard let daylightWest = Self.duration(text, &position, maximumHours: 24) else { return nil }
            daylightOffset = -daylightWest
        }
        // Daylight time named with no rule: the C library's default, the United States' rule since 2007.
        var start = PosixRuleDay.weekdayOfMonth(month: 3, week: 2, weekday: 0)
        var end = PosixRuleDay.weekdayOfMonth(month: 11, week: 1, weekday: 0)
        var startTime = 7200
        var endTime = 7200
        if position < text.count {
            guard Self.skip(",", text, &position), let first = Self.day(text, &position),
                  let firstTime = Self.time(text, &position),
                  Self.skip(",", text, &position), let second = Self.day(text, &position),
                  let secondTime = Self.time(text, &position), position == text.count else { return nil }
            (start, startTime, end, endTime) = (first, firstTime, second, secondTime)
        }
        let daylight = PosixDaylightRule(offset: daylightOffset, abbreviation: daylightName,
                                         start: start, startTime: startTime, end: end, endTime: endTime)
        self.init(standardOffset: -standardWest, standardAbbreviation: standardName, daylight: daylight)
    }

    private static func name(_ text: [UInt8], _ position: inout Int) -> String? {
        var cursor = position
        let quoted = skip("<", text, &cursor)
        let first = cursor
        while cursor < text.count, isNameByte(text[cursor], quoted: quoted) { cursor += 1 }
        let name = text[first..<cursor]
        guard name.count >= 3 else { return nil }
        if quoted { guard skip(">", text, &cursor) else { return nil } }
        position = cursor
        return String(decoding: name, as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, quoted: Bool) -> Bool {
        let letter = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        guard quoted else { return letter }
        return letter || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// `/time` after a rule's day, 02:00 when absent.
    private static func time(_ text: [UInt8], _ position: inout Int) -> Int? {
        guard skip("/", text, &position) else { return 7200 }
        return duration(text, &position, maximumHours: 167)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds.
    private static func duration(_ text: [UInt8], _ position: inout Int, maximumHours: Int) -> Int? {
        let sign = skip("-", text, &position) ? -1 : 1
        if sign == 1 { _ = skip("+", text, &position) }
        guard let hours = number(text, &position, in: 0...maximumHours) else { return nil }
        var seconds = hours * 3600
        if skip(":", text, &position) {
            guard let minutes = number(text, &position, in: 0...59) else { return nil }
            seconds += minutes * 60
            if skip(":", text, &position) {
                guard let extra = number(text, &position, in: 0...59) else { return nil }
                seconds += extra
            }
        }
        return sign * seconds
    }

    private static func day(_ text: [UInt8], _ position: inout Int) -> PosixRuleDay? {
        if skip("J", text, &position) {
            return number(text, &position, in: 1...365).map(PosixRuleDay.julianSkippingLeapDay)
        }
        if skip("M", text, &position) {
            guard let month = number(text, &position, in: 1...12), skip(".", text, &position),
                  let week = number(text, &position, in: 1...5), skip(".", text, &position),
                  let weekday = number(text, &position, in: 0...6) else { return nil }
            return .weekdayOfMonth(month: month, week: week, weekday: weekday)
        }
        return number(text, &position, in: 0...365).map(PosixRuleDay.zeroBasedDayOfYear)
    }

    /// One to three digits within `range`: more digits than that are no number any rule needs.
    private static func number(_ text: [UInt8], _ position: inout Int, in range: ClosedRange<Int>) -> Int? {
        var value = 0
        var cursor = position
        while cursor < text.count, isDigit(text[cursor]), cursor - position < 3 {
            value = value * 10 + Int(text[cursor] - UInt8(ascii: "0"))
            cursor += 1
        }
        guard cursor > position, range.contains(value) else { return nil }
        position = cursor
        return value
    }

    private static func skip(_ character: Unicode.Scalar, _ text: [UInt8], _ position: inout Int) -> Bool {
        guard position < text.count, text[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
