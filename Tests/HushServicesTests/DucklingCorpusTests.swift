import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
import XCTest

/// Every expression of Duckling's English time corpus (``DucklingTimeCorpus``) at its reference time,
/// 2013-02-12 04:30 at UTC−2: Hush reads it to Duckling's value, to that value's most recent past
/// occurrence (Hush logs only the past), or refuses it. Never to another time. Its negative corpus is
/// refused.
final class DucklingCorpusTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules.fixed(secondsFromGMT: -7200)!)
    var now: Date { instant("2013-02-12 04:30") }

    enum Outcome: Equatable { case exact, mostRecentPast, refused, wrong(String) }

    func instant(_ text: String) -> Date {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        return calendar.instant(from: CivilDateTime(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
                                                    second: parts.count > 5 ? parts[5] : 0))
    }

    static let grains: [String: TimeInterval] = [
        "second": 1, "minute": 60, "hour": 3600, "day": 86_400, "week": 7 * 86_400, "month": 31 * 86_400,
        "quarter": 92 * 86_400, "year": 366 * 86_400,
    ]

    /// What Hush makes of an expression alone: nil when refused.
    func hush(_ text: String) -> [Date]? {
        var cursor = TokenCursor(Lexer.tokens(in: text))
        guard let slot = try? TimePhrase.parse(&cursor), cursor.isAtEnd else { return nil }
        let resolver = TimeResolver(now: now, calendar: calendar, dateOrder: .monthFirst)
        switch slot {
        case .point(let at): return (try? resolver.instant(for: at)).map { [$0] }
        case .span(let from, let to): return (try? resolver.span(from: from, to: to)).map { [$0.start, $0.end] }
        }
    }

    /// The latest instant at or before now of the pattern the expression names: the same clock time every
    /// day (every twelve hours when it says neither am nor pm), on the same weekday or date when it names one.
    func mostRecent(_ expected: Date, text: String) -> Date? {
        let lower = text.lowercased()
        let said = { (pattern: String) in lower.range(of: pattern, options: .regularExpression) != nil }
        let halfDay = !said(#"\d ?(am|pm|a|p)\b|\b(am|pm|a m|p m|noon|midnight|morning|afternoon|evening|night|tonight)\b|a\.m\.|p\.m\.|\b(1[3-9]|2[0-3]):\d\d|\b\d{4}\b"#)
        let weekday = CalendarWords.weekdays.keys.contains { said(#"\b"# + $0 + #"\b"#) }
        let date = CalendarWords.months.keys.contains { said(#"\b"# + $0 + #"\b"#) } || said(#"\d/\d"#)
        let step: TimeInterval = halfDay ? 12 * 3600 : 86_400
        // a weekday or date said with a zone is that zone's
        let zone = lower.split(separator: " ").compactMap { word -> Int? in
            if case .offset(let seconds)? = ZoneAbbreviation.reading(of: String(word)) { return seconds }
            return nil
        }.first
        let days = zone.flatMap { ZoneRules.fixed(secondsFromGMT: $0) }.map(ZonedCalendar.init(zone:)) ?? calendar
        let target = days.civil(expected)
        for k in 0...800 {
            let candidate = expected.addingTimeInterval(-Double(k) * step)
            guard candidate <= now.addingTimeInterval(59) else { continue }
            let civil = days.civil(candidate)
            if weekday, civil.isoWeekday != target.isoWeekday { continue }
            if date, civil.month != target.month || civil.day != target.day { continue }
            return candidate
        }
        return nil
    }

    func outcome(_ text: String, value: String, grain: TimeInterval) -> Outcome {
        guard let got = hush(text) else { return .refused }
        // Words of the future: only the value itself would do, never an earlier occurrence.
        let future = text.lowercased().range(of: #"\b(tomorrows?|next|hence|from now|later|coming)\b|^(after|until|through|by|within|in (?!the))\b"#,
                                             options: .regularExpression) != nil
        let ends = value.components(separatedBy: " / ")
        let describe = got.map { TimeText.full($0, calendar: calendar) }.joined(separator: " to ")
        if ends.count == 2 {
            guard got.count == 2 else { return .wrong(describe) }
            // Duckling's end is one unit of the end's own grain past it: a minute, an hour or a day
            let start = instant(ends[0]), end = instant(ends[1])
            guard [1, 60, 3600, 86_400].contains(where: { got[1].timeIntervalSince(got[0]) == end.timeIntervalSince(start) - $0 }) else {
                return .wrong(describe)
            }
            if got[0] == start { return .exact }
            if !future, got[0] == mostRecent(start, text: text) { return .mostRecentPast }
            return .wrong(describe)
        }
        guard got.count == 1 else { return .wrong(describe) }
        let point = instant(value.replacingOccurrences(of: "after ", with: "").replacingOccurrences(of: "before ", with: ""))
        if got[0] >= point && got[0] < point.addingTimeInterval(grain) { return .exact }
        if !future, let recent = mostRecent(point, text: text), got[0] >= recent && got[0] < recent.addingTimeInterval(grain) {
            return .mostRecentPast
        }
        return .wrong(describe)
    }

    func testEveryExpressionIsItsValueItsMostRecentPastOrRefused() {
        var counts: [String: Int] = [:]
        var understood: [String] = []
        for row in DucklingTimeCorpus.rows.split(separator: "\n") {
            let fields = row.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3, let grain = Self.grains[fields[2]] else { XCTFail("bad row \(row)"); continue }
            switch outcome(fields[0], value: fields[1], grain: grain) {
            case .exact: counts["exact", default: 0] += 1; understood.append("\(fields[0]) = exact")
            case .mostRecentPast: counts["most recent past", default: 0] += 1; understood.append("\(fields[0]) = most recent past")
            case .refused: counts["refused", default: 0] += 1
            case .wrong(let got):
                counts["wrong", default: 0] += 1
                XCTFail("'\(fields[0])' is \(fields[1]) (or its most recent past), but Hush read \(got)")
            }
        }
        print("Duckling corpus: \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        print(understood.joined(separator: "\n"))
        XCTAssertEqual(counts["wrong", default: 0], 0)
        // Parents' forms from the corpus that must stay understood.
        for form in ["at 3pm", "3:15 in the afternoon", "a quarter past 3pm", "twenty after 3pm", "at about 3pm",
                     "ten thirty am", "nine fifty nine a m", "3-4pm", "day before yesterday 8am", "4pm CET", "Thu at 8 am PST"] {
            XCTAssertTrue(understood.contains { $0.hasPrefix(form + " = ") }, form)
        }
    }

    func testTheNegativeCorpusIsRefused() {
        for text in DucklingTimeCorpus.negative {
            XCTAssertNil(hush(text), text)
        }
    }
}
