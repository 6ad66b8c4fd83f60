import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension Solids: EventPresentation {
    package func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        "Solids · " + described
    }

    package func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        // Foods imported under names Hush doesn't know have no phrase that reads back the same.
        guard foods.allSatisfy({ FoodWords.named($0) == $0 }) else { return nil }
        let named = foods.isEmpty ? "solids" : foods.joined(separator: " and ")
        let said = reaction.map { ", " + $0.replacing(", ", with: " and ") } ?? ""
        return "ate \(amount.map { $0 + " " } ?? "")\(named)\(said) at \(CanonicalPhrase.stamp(event.start))"
    }

    package func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        facts["foods"] = .array(foods.map { .string($0) })
        return described
    }
}
