import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `stash` for people: the portions oldest first, each with where it is, how much, when it was pumped and
/// its use-by; expired ones marked, never left out.
///
/// ```
/// Milk stash · Eddie · 7 oz good (freezer 4 oz · fridge 3 oz)
///   1  Freezer  4 oz  pumped Mon Jan 5 9:00 AM  use by Sun Jul 5 9:00 AM
///   2  Fridge   3 oz  pumped 7:00 AM            use by Sat Jan 10 7:00 AM
/// ```
package struct StashText {
    var style: TextStyle

    func render(_ stash: MilkStash) -> String {
        let units = stash.baby.settings.units
        guard !stash.portions.isEmpty else {
            return "The milk stash is empty · 'pumped 4oz to the freezer' adds to it"
        }
        let good = "\(Volume.number(stash.total(in: units))) \(units.rawValue) good"
            + " (freezer \(Volume.number(stash.total(in: units, place: .freezer))) \(units.rawValue)"
            + " · fridge \(Volume.number(stash.total(in: units, place: .fridge))) \(units.rawValue))"
        var lines = [style.bold("Milk stash") + " · \(stash.baby.name) · \(good)"]
        let clock = { (date: Date) in TimeText.clock(date, calendar: stash.calendar, now: stash.now) }
        let rows = stash.portions.enumerated().map { index, portion -> [String] in
            let place = portion.thawed ? "Fridge (thawed)" : portion.place.label.capitalized
            let when = portion.thawed ? "thawed \(clock(portion.event.data.pump!.thawedAt!))" : "pumped \(clock((portion.event.end ?? portion.event.start).utc))"
            let useBy = portion.expired ? "expired \(clock(portion.useBy)) (throw away)" : "use by \(clock(portion.useBy))"
            return [String(index + 1), place, portion.amount.shown(in: units), when, useBy]
        }
        let widths: [Int] = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (row, portion) in zip(rows, stash.portions) {
            var columns: [String] = [row[0].leftPadded(to: widths[0])]
            for column in 1...3 { columns.append(row[column].paddedToColumn(widths[column])) }
            columns.append(row[4])
            let text = "  " + columns.joined(separator: "  ")
            lines.append(portion.expired ? style.countdown(.expired, text) : text)
        }
        if stash.portions.contains(where: \.expired) {
            lines.append(style.dim("  'discard the expired milk' when they are thrown away; 'discard stash N' for one portion"))
        }
        return lines.joined(separator: "\n")
    }
}
