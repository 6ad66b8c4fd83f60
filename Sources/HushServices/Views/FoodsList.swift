import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// `foods`: each food the baby has had, when first and last, how many times, and every reaction noted
/// after it, oldest first, so a parent introducing allergens one at a time can see what was tried when.
///
/// ```swift
/// let list = FoodsList.build(meals: solidsEvents)
/// list.foods.first?.name        // "banana"
/// list.foods.first?.reactions   // [Reaction(at: …, text: "rash")]
/// ```
public struct FoodsList: Sendable {
    public struct Reaction: Sendable {
        public var at: EventTimestamp
        public var text: String
    }

    public struct Food: Sendable {
        public var name: String
        /// One of the nine top allergens, when the name says so.
        public var allergen: String?
        public var first: EventTimestamp
        public var last: EventTimestamp
        public var times: Int
        public var reactions: [Reaction]
    }

    /// Oldest first tried first.
    public var foods: [Food]
    /// Meals logged without a named food ("ate 2 tbsp").
    public var unnamedMeals: Int

    public static func build(meals: [Event]) -> FoodsList {
        var foods: [String: Food] = [:]
        var unnamed = 0
        let ordered = meals.filter { !$0.isDeleted && $0.data.solids != nil }.sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
        for meal in ordered {
            let solids = meal.data.solids!
            if solids.foods.isEmpty { unnamed += 1 }
            for name in Set(solids.foods) {
                var food = foods[name] ?? Food(name: name, allergen: FoodWords.allergen(of: name), first: meal.start, last: meal.start,
                                               times: 0, reactions: [])
                food.times += 1
                food.last = meal.start
                if let reaction = solids.reaction { food.reactions.append(Reaction(at: meal.start, text: reaction)) }
                foods[name] = food
            }
        }
        let list = foods.values.sorted { ($0.first.utc, $0.name) < ($1.first.utc, $1.name) }
        return FoodsList(foods: list, unnamedMeals: unnamed)
    }
}
