import HushDomain
import HushLanguage
import HushStore
/// Answers about solids from every meal logged: the last or first time a food was eaten, whether it ever
/// was, and reactions noticed after it.
extension QuestionAnswerer {
    /// "Eddie last had egg on Dec 30 at 5:10 PM", "Yes, Eddie has had peanut: 2 times, last yesterday at 9:00 AM",
    /// "No reaction logged after egg (eaten 3 times)".
    func food(_ food: String?, _ asked: FoodQuestion, _ evidence: QuestionEvidence) -> QuestionAnswer {
        let kind = "food-\(asked.rawValue)"
        let name = food ?? "solids"
        let meals = evidence.meals.filter { event in
            guard let solids = event.data.solids, !event.isDeleted else { return false }
            return food.map { solids.foods.contains($0) } ?? true
        }.sorted { $0.start.utc < $1.start.utc }
        var facts: [String: JSONValue] = ["food": .string(name), "times": .integer(meals.count)]
        guard let firstMeal = meals.first, let lastMeal = meals.last else {
            facts["found"] = .bool(false)
            let text = asked == .ever ? "No, no \(name) logged for \(baby.name)" : asked == .reaction
                ? "No \(name) logged for \(baby.name), so no reaction to it either" : "No \(name) logged yet for \(baby.name)"
            return QuestionAnswer(question: kind, text: text, facts: facts)
        }
        facts["found"] = .bool(true)
        facts["first"] = words.iso(firstMeal.start.utc)
        facts["last"] = words.iso(lastMeal.start.utc)
        let times = meals.count == 1 ? "once" : "\(meals.count) times"
        switch asked {
        case .last:
            return QuestionAnswer(question: kind, text: "\(baby.name) last had \(name) \(words.atAgo(lastMeal.start.utc))", facts: facts)
        case .first:
            return QuestionAnswer(question: kind, text: "\(baby.name) first had \(name) \(words.at(firstMeal.start.utc))", facts: facts)
        case .ever:
            return QuestionAnswer(question: kind, text: "Yes, \(baby.name) has had \(name) \(times), last \(words.at(lastMeal.start.utc))", facts: facts)
        case .reaction:
            let reactions = meals.filter { $0.data.solids?.reaction != nil }
            facts["reactions"] = .integer(reactions.count)
            guard let latest = reactions.last, let reaction = latest.data.solids?.reaction else {
                return QuestionAnswer(question: kind, text: "No reaction logged after \(name) (eaten \(times))", facts: facts)
            }
            return QuestionAnswer(question: kind, text: "Yes, a reaction after \(name): \(reaction), \(words.at(latest.start.utc))", facts: facts)
        }
    }
}
