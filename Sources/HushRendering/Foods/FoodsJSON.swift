import HushDomain
import HushLanguage
import HushStore
import HushServices
/// `foods --json`: the list as data, oldest first.
///
/// ```json
/// {"baby_id":"…","foods":[{"allergen":"egg","first_date":"2026-01-06","first_tried":"2026-01-06T15:00:00Z",
///  "last_tried":"…","name":"egg","reactions":[{"at":"…","date":"2026-01-06","reaction":"rash"}],"times":2}],
///  "ok":true,"unnamed_meals":0}
/// ```
package struct FoodsJSON: Encodable {
    package struct Reaction: Encodable {
        var at: String
        var date: String
        var reaction: String
    }

    package struct Food: Encodable {
        var name: String
        var allergen: String?
        var firstDate: String
        var firstTried: String
        var lastTried: String
        var times: Int
        var reactions: [Reaction]

        enum CodingKeys: String, CodingKey {
            case name, allergen, times, reactions
            case firstDate = "first_date"
            case firstTried = "first_tried"
            case lastTried = "last_tried"
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(allergen, forKey: .allergen)
            try container.encode(firstDate, forKey: .firstDate)
            try container.encode(firstTried, forKey: .firstTried)
            try container.encode(lastTried, forKey: .lastTried)
            try container.encode(times, forKey: .times)
            try container.encode(reactions, forKey: .reactions)
        }
    }

    var ok = true
    var babyID: String
    var foods: [Food]
    var unnamedMeals: Int

    package enum CodingKeys: String, CodingKey {
        case ok, foods
        case babyID = "baby_id"
        case unnamedMeals = "unnamed_meals"
    }

    init(_ list: FoodsList, babyID: String) {
        self.babyID = babyID
        unnamedMeals = list.unnamedMeals
        foods = list.foods.map { food in
            Food(name: food.name, allergen: food.allergen, firstDate: food.first.localCivil.dateText,
                 firstTried: UTCText.format(food.first.utc), lastTried: UTCText.format(food.last.utc), times: food.times,
                 reactions: food.reactions.map { Reaction(at: UTCText.format($0.at.utc), date: $0.at.localCivil.dateText, reaction: $0.text) })
        }
    }
}
