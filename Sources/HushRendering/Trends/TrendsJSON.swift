import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `trends --json`: `{"ok":true,"baby":"Eddie","days":[{"date":"2026-01-01","sleep_minutes":…},…]}`,
/// each day's keys in ``TrendsDay/jsonFields(unit:)``'s order. `stripes --json` gives each day's
/// stretches asleep and feed times instead, as ISO times in the session's zone.
///
/// ```swift
/// TrendsJSON.render(trends, view: .table, calendar: calendar)
/// ```
package enum TrendsJSON {
    static func render(_ trends: DailyTrends, view: TrendsView, calendar: ZonedCalendar) -> String {
        let words = AnswerWording(calendar: calendar, now: trends.now)
        var writer = JSONLineWriter()
        writer.begin()
        writer.key("ok", first: true)
        writer.boolean(true)
        writer.key("baby")
        writer.string(trends.baby.name)
        writer.key("days")
        writer.bytes.append(UInt8(ascii: "["))
        for (index, day) in trends.days.enumerated() {
            if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
            let fields: [(key: String, value: JSONValue)]
            switch view {
            case .table:
                fields = day.jsonFields(unit: trends.unit)
            case .stripes:
                fields = [("date", .string(day.date.dateText)),
                          ("asleep", .array(day.asleep.map { .object(["from": words.iso($0.start), "to": words.iso($0.end)]) })),
                          ("feeds", .array(day.feedTimes.sorted().map(words.iso)))]
            }
            ordered(fields, into: &writer)
        }
        writer.bytes.append(UInt8(ascii: "]"))
        writer.end()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// An object with its keys in the order given (a `JSONValue.object` would sort them).
    static func ordered(_ fields: [(key: String, value: JSONValue)], into writer: inout JSONLineWriter) {
        writer.begin()
        for (index, field) in fields.enumerated() {
            if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
            writer.string(field.key)
            writer.bytes.append(UInt8(ascii: ":"))
            writer.value(field.value)
        }
        writer.end()
    }
}
