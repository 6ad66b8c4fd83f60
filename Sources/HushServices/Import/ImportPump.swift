import Foundation
import HushDomain
import HushLanguage
import HushStore

/// A pumping row of another app's export, read into a pump session: its amounts (a total, or two
/// amounts the app keeps per side without saying which side is which), its times, its notes.
///
/// ```swift
/// ImportPump.outcome(amounts: ["30ml", "60ml"], at: start, to: end, notes: "")
/// // .event(.pump(90 ml), start, end, notes: "per side in the export: 30 ml and 60 ml (which side is which isn't recorded)")
/// ```
package enum ImportPump {
    /// `amounts` are the row's amount fields in reading order, blank ones included; `units` reads a bare number.
    static func outcome(amounts: [String], at: Date, to: Date?, notes: [String], units: Volume.Unit, loggedBy: String? = nil) -> ImportOutcome {
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
        let end = to ?? at
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
