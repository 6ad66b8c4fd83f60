import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Solids rows of other apps' exports read into ``Solids``: each food by Hush's name for it when Hush
/// knows it ("Sweet potatoes" → "sweet potato"), else lowercased as written ("spoonful one mixin"), and
/// an amount as the app wrote it ("5 tsp").
///
/// ```swift
/// ImportedSolids.foods("Blueberry, Spoonful one mixin, yogurt")   // ["blueberry", "spoonful one mixin", "yogurt"]
/// ImportedSolids.amount("Eva ate veggies: 4 tsp (21m)")            // "4 tsp"
/// ImportedSolids(foods: ["avocado"], amount: "4 tsp", notes: ["LOVED"]).outcome(row)
/// ```
package struct ImportedSolids {
    var foods: [String]
    var amount: String?
    var notes: [String]

    /// A solids event from the row's start to its end (a source that keeps no length hands over ``RowBasics/moment``).
    func outcome(_ row: RowBasics) -> ImportOutcome {
        .event(.solids(Solids(foods: foods, amount: amount)), start: row.at, end: row.to ?? row.at, notes: ImportText.joined(notes),
               loggedBy: row.loggedBy)
    }

    /// A comma-separated list of foods.
    static func foods(_ list: String) -> [String] {
        var foods: [String] = []
        for item in list.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let text = ImportText.trimmed(String(item))
            guard !text.isEmpty else { continue }
            let food = FoodWords.named(text) ?? text.lowercased()
            if !foods.contains(food) { foods.append(food) }
        }
        return foods
    }

    /// The first "number unit" in `text` whose unit is a solids measure or a volume ("5 tsp", "1 oz").
    static func amount(_ text: String) -> String? {
        let tokens = Lexer.tokens(in: text)
        for (index, token) in tokens.enumerated() {
            guard case .number(let value, let suffix) = token.kind, value > 0 else { continue }
            let unit = suffix ?? tokens.dropFirst(index + 1).first?.word
            guard let unit else { continue }
            if let known = SolidsMeasure.units[unit] { return "\(Volume.number(value)) \(value <= 1 ? known.0 : known.1)" }
            if let volume = Vocabulary.volumeUnits[unit] { return "\(Volume.number(value)) \(volume.rawValue)" }
        }
        return nil
    }
}
