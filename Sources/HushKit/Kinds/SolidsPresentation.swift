import Foundation

extension Solids: EventPresentation {
    func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        "Solids · " + described
    }

    func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        // Foods imported under names Hush doesn't know have no phrase that reads back the same.
        guard foods.allSatisfy({ FoodWords.named($0) == $0 }) else { return nil }
        let named = foods.isEmpty ? "solids" : foods.joined(separator: " and ")
        let said = reaction.map { ", " + $0.replacingOccurrences(of: ", ", with: " and ") } ?? ""
        return "ate \(amount.map { $0 + " " } ?? "")\(named)\(said) at \(CanonicalPhrase.stamp(event.start))"
    }

    func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        facts["foods"] = .array(foods.map { .string($0) })
        return described
    }
}
