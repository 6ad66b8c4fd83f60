import HushDomain
import HushLanguage
import HushStore
import HushServices
/// A record said back in Hush's own language, with full dates and times ("wet diaper at 2026-01-02
/// 3:00pm", "napped from 2026-01-02 2:30pm to 2026-01-02 3:25pm"), so whoever reads the answer can see
/// exactly what was understood, and reading the phrase again, in a store with the same baby, makes the
/// same record. `--json` answers carry it as `phrase`. Records that took several commands (a bottle made,
/// then fed from) have none.
///
/// ```swift
/// CanonicalPhrase.text(for: diaperEvent)   // "wet diaper at 2026-01-02 3:00pm"
/// ```
public enum CanonicalPhrase {
    /// `contents` is what a bottle holds when the line doesn't say (the baby's `set bottle contents`): a
    /// bottle holding anything else says so, so the phrase makes the same bottle again.
    public static func text(for event: Event, defaultContents contents: MilkContents = .formula) -> String? {
        guard event.deletedAt == nil else { return nil }
        let start = stamp(event.start)
        switch event.data {
        case .diaper(let contents):
            // No phrase logs a diaper without contents: an imported one has no canonical phrase.
            guard let contents else { return nil }
            let words = contents == .both ? "pee and poop" : contents == .wet ? "wet diaper" : "dirty diaper"
            return "\(words) at \(start)"
        case .sleep:
            guard let end = event.end else { return "fell asleep at \(start)" }
            return "napped from \(start) to \(stamp(end))"
        case .breast(let breast):
            let sides = breast.bothSides ? "both sides starting \(breast.startedSide.rawValue)" : breast.startedSide.rawValue
            guard let end = event.end, end.utc > event.start.utc else { return "nursed \(sides) at \(start)" }
            return "nursed \(sides) from \(start) to \(stamp(end))"
        case .bottle(let bottle):
            // Milk from the stash, or thawed, took the stash's state to make: no single phrase remakes it.
            guard !bottle.discarded, bottle.feedingStartedAt == nil, let prepared = bottle.prepared, !bottle.thawed, bottle.stashID == nil else { return nil }
            let amount = volume(prepared.value, prepared.unit)
            let milk = bottle.contents == contents ? "" : " of \(bottle.contents.label)"
            guard let end = event.end else {
                return "made a \(amount) bottle\(milk)" + (bottle.refrigerated ? " for the fridge" : "") + " at \(start)"
            }
            // "ate 4oz, 0.5 left" makes a bottle that starts and ends when it was drunk.
            guard end.utc == event.start.utc, !bottle.refrigerated else { return nil }
            let left = bottle.remaining.map { $0 > 0 ? ", \(volume($0, prepared.unit)) left" : "" } ?? ""
            return "ate \(amount)\(milk)\(left) at \(start)"
        case .note:
            return nil
        case .solids(let solids):
            // Foods imported under names Hush doesn't know have no phrase that reads back the same.
            guard solids.foods.allSatisfy({ FoodWords.named($0) == $0 }) else { return nil }
            let foods = solids.foods.isEmpty ? "solids" : solids.foods.joined(separator: " and ")
            let reaction = solids.reaction.map { ", " + $0.replacingOccurrences(of: ", ", with: " and ") } ?? ""
            return "ate \(solids.amount.map { $0 + " " } ?? "")\(foods)\(reaction) at \(start)"
        case .pump(let pump):
            // A portion bottles have drawn from took several commands to make.
            guard pump.used == 0, pump.wasted == 0, pump.thawedAt == nil else { return nil }
            var words = "pumped"
            if let amount = pump.amount {
                if let left = pump.left, let right = pump.right {
                    words += " \(volume(left, amount.unit)) left and \(volume(right, amount.unit)) right"
                } else if pump.left == nil, pump.right == nil {
                    words += " \(volume(amount.value, amount.unit))"
                } else {
                    return nil
                }
            }
            if let storage = pump.storage { words += " to the \(storage.label)" }
            guard let end = event.end, end.utc > event.start.utc else { return "\(words) at \(start)" }
            return "\(words) from \(start) to \(stamp(end))"
        }
    }

    /// "2026-01-02 3:00pm", in the zone where it happened.
    static func stamp(_ time: EventTimestamp) -> String {
        let civil = time.localCivil
        let hour = civil.hour % 12 == 0 ? 12 : civil.hour % 12
        return "\(civil.dateText) \(hour):\(civil.minute < 10 ? "0" : "")\(civil.minute)\(civil.hour < 12 ? "am" : "pm")"
    }

    static func volume(_ value: Double, _ unit: Volume.Unit) -> String { Volume.number(value) + unit.rawValue }
}
