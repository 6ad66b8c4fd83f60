import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `foods`: every food tried, oldest first, with reactions.
///
/// ```swift
/// try FoodsAnswer(list: list, baby: eddie, calendar: calendar, now: now).speech()
/// // "Eddie has tried 3 foods; the newest is peas."
/// ```
public struct FoodsAnswer: Answer {
    public var spokenView: SpokenView { .foods }

    public var list: FoodsList
    public var baby: Baby
    public var calendar: ZonedCalendar
    public var now: Date

    public init(list: FoodsList, baby: Baby, calendar: ZonedCalendar, now: Date) {
        self.list = list
        self.baby = baby
        self.calendar = calendar
        self.now = now
    }

    public func text(style: TextStyle) -> String {
        FoodsText(style: style).render(list, baby: baby, today: calendar.civil(now))
    }

    public func json() throws -> String { try AnswerJSON.text(FoodsJSON(list, babyID: baby.id)) }

    public func speech() -> String {
        guard let newest = list.foods.max(by: { $0.first.utc < $1.first.utc }) else { return SpokenText.sentences("\(baby.name) has no solids logged yet") }
        let reacted = list.foods.filter { !$0.reactions.isEmpty }.map(\.name)
        return SpokenText.sentences("\(baby.name) has tried \(list.foods.count) \(list.foods.count == 1 ? "food" : "foods"); the newest is \(newest.name)"
            + (reacted.isEmpty ? "" : " · reactions after " + reacted.joined(separator: ", ")))
    }
}
