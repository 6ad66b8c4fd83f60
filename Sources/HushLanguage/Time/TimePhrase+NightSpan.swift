import HushDomain

extension TimePhrase {
    /// "slept from 9 to 6 last night": "last night" said after a span is the whole span's, a night across
    /// midnight. Read as the end's alone it made both ends evening hours of yesterday ("6 last night" is
    /// 6 PM), and the start the latest 9 before that: 9 AM – 6 PM, a day's sleep. The start takes the night's
    /// half (9 is 9 PM yesterday, 2 is 2 AM today) and the end is its first time after the start, with the
    /// half said with it if one was ("from 11 to 6am last night"); twelve is midnight. A start at 4 or 5 is
    /// left to the end's reading ("from 5 to 7 last night" is the evening).
    ///
    /// ```swift
    /// // "from 9 to 6 last night" → from: 9 PM yesterday, to: 6 (the first after the start: 6 AM today)
    /// ```
    ///
    /// The end is read again from its words as typed, without the night's: whether its am or pm was said, or
    /// came from "night", only its words tell.
    static func overNight(_ from: LocatedTime, _ to: LocatedTime) -> (LocatedTime, LocatedTime) {
        guard to.text.lowercased().hasSuffix("night") else { return (from, to) }
        let endTokens = Lexer.tokens(in: to.text)
        let words = endTokens.suffix(2).map { $0.word ?? "" }
        guard words == ["last", "night"] || words == ["yesterday", "night"], endTokens.count > 2, case .clock(var start) = from.point, start.day == nil,
              !start.twentyFourHour, start.zoneOffset == nil, (1...12).contains(start.hour) else { return (from, to) }
        // "from 5 to 7 last night": an evening as likely as the small hours; the end's reading (7 PM) stands.
        if start.meridiem == nil, (4...5).contains(start.hour) { return (from, to) }
        var head = TokenCursor(Array(endTokens.dropLast(2)))
        guard let said = try? point(&head, bare: true), head.current == nil, case .clock(var end) = said.point, end.day == nil,
              end.zoneOffset == nil else { return (from, to) }
        // "from 1 to 2:30pm last night", "from 9am to 10:15am last night": an afternoon or a morning said outright
        // is no night; the words disagree, and the reading stays as it was.
        if end.meridiem == .pm && end.hour % 12 < 6 || start.meridiem == .am && (6...11).contains(start.hour) { return (from, to) }
        start.meridiem = start.meridiem ?? PartOfDay.night.meridiem(forHour: start.hour)
        start.day = start.meridiem == .am ? .today : .yesterday
        // "from 1:30 to 12:10 last night": twelve in a night is midnight, never the next noon.
        if end.hour == 12, !end.twentyFourHour { end.meridiem = end.meridiem ?? .am }
        var (night, ending) = (from, to)
        night.point = .clock(start)
        end.day = nil
        ending.point = .clock(end)
        return (night, ending)
    }
}
