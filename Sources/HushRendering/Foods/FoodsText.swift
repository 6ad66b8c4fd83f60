import HushDomain
import HushLanguage
import HushStore
import HushServices
/// `foods` as text: one line per food, oldest first, with the day it was first tried (where it was eaten),
/// how many meals had it, its allergen when the name says, and each reaction with its day.
///
/// ```
/// Foods · Eddie · 3 tried
///   Mon Jan 5   banana                  3 times
///   Tue Jan 6   egg (allergen: egg)     2 times · rash Tue Jan 6
/// ```
package struct FoodsText {
    var style: TextStyle

    /// Dates in another year than `today` carry it.
    func render(_ list: FoodsList, baby: Baby, today: CivilDateTime) -> String {
        var lines = [style.bold("Foods") + " · \(baby.name) · \(list.foods.count) tried"]
        if list.foods.isEmpty {
            lines.append("  No solids logged yet")
            lines.append(style.dim("  Log a meal, for example: had banana"))
        }
        let names = list.foods.map { food in food.name + (food.allergen.map { " (allergen: \($0))" } ?? "") }
        let width = names.map(\.count).max() ?? 0
        let dateWidth = list.foods.map { TimeText.date($0.first.localCivil, sameYearAs: today).count }.max() ?? 0
        for (food, name) in zip(list.foods, names) {
            var line = "  " + TimeText.date(food.first.localCivil, sameYearAs: today).paddedToColumn(dateWidth) + " "
            line += (food.allergen == nil ? name : style.bold(name)) + String(repeating: " ", count: width - name.count + 2)
            line += food.times == 1 ? "1 time" : "\(food.times) times"
            for reaction in food.reactions {
                line += " · " + style.kind(.solids, "\(reaction.text) \(TimeText.date(reaction.at.localCivil, sameYearAs: today))")
            }
            lines.append(line)
        }
        if list.unnamedMeals > 0 {
            lines.append(style.dim("  and \(list.unnamedMeals) \(list.unnamedMeals == 1 ? "meal" : "meals") with no food named"))
        }
        return lines.joined(separator: "\n")
    }
}
