import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A pumping row of another app's export, read into a pump session: its amounts (a total, or two
/// amounts the app keeps per side without saying which side is which), its times (the row's end, else
/// its start plus a written length), its notes.
///
/// ```swift
/// ImportedPump(amounts: ["30ml", "60ml"], notes: []).outcome(row)
/// // .event(.pump(90 ml), start, end, notes: "per side in the export: 30 ml and 60 ml (which side is which isn't recorded)")
/// ```
package struct ImportedPump {
    /// The row's amount fields in reading order, blank ones included; a bare number is read in the baby's unit.
    var amounts: [String]
    /// A length as the export wrote it, read when the row has no end; "" when it has none.
    var length = ""
    var notes: [String]

    func outcome(_ row: RowBasics) -> ImportOutcome {
        let (at, units, loggedBy) = (row.at, row.units, row.loggedBy)
        var read: [Volume] = []
        var assumed = ""
        for field in amounts where !field.isEmpty {
            if let volume = ImportText.volume(field) {
                read.append(volume)
            } else if let value = ImportText.bareNumber(field) {
                let volume = ImportText.volume(bare: value, preferring: units)
                read.append(volume)
                assumed = "no unit in the export; read as \(volume.unit.rawValue)"
            } else {
                return .unusable("can't read the pumped amount '\(field)'")
            }
        }
        let end = row.to ?? ImportText.seconds(length).map { at.addingTimeInterval($0) } ?? at
        guard let unit = read.first?.unit else {
            return .incomplete(.pump(EventData.Pump(amount: nil)), start: at, end: end, notes: ImportText.joined(notes),
                               missing: "a pumping session with no amount", loggedBy: loggedBy)
        }
        let total = ((read.reduce(0.0) { $0 + $1.value(in: unit) }) * 100).rounded() / 100
        var extra: [String] = []
        if read.count > 1 {
            extra.append("per side in the export: " + read.map(\.text).joined(separator: " and ") + " (which side is which isn't recorded)")
        }
        let data = EventData.Pump(amount: Volume(total, unit))
        return .event(.pump(data), start: at, end: end, notes: ImportText.joined(extra + [assumed] + notes), loggedBy: loggedBy)
    }
}
