import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A breast feed row of another app's export, as its source read the sides: from the row's start to
/// its end, else its start plus the sides' times, else plus a written length. A feed with no side at
/// all is kept, begun on the left, noted "side not recorded", so it still counts for intervals.
///
/// ```swift
/// var sides = BreastSides()
/// sides.add(field: "00:03R")
/// ImportedBreast(sides: sides, notes: []).outcome(row)   // begun right, 3 minutes
/// ```
struct ImportedBreast {
    /// The side begun on and whether both were used; nil when the row names no side.
    var breast: EventData.Breast?
    /// The sides' summed time, when the row gives one.
    var sideSeconds: TimeInterval? = nil
    /// A length as the export wrote it, read when neither an end nor side times say how long.
    var length = ""
    var notes: [String]

    init(breast: EventData.Breast?, notes: [String]) {
        self.breast = breast
        self.notes = notes
    }

    init(sides: BreastSides, length: String = "", notes: [String]) {
        breast = sides.breast
        sideSeconds = sides.seconds
        self.length = length
        self.notes = notes
    }

    func outcome(_ row: RowBasics) -> ImportOutcome {
        let data = breast ?? EventData.Breast(startedSide: .left, bothSides: false)
        let seconds = sideSeconds.flatMap { $0 > 0 ? $0 : nil } ?? ImportText.seconds(length) ?? 0
        let unknown = breast == nil ? "side not recorded" : ""
        return .event(.breast(data), start: row.at, end: row.to ?? row.at.addingTimeInterval(seconds),
                      notes: ImportText.joined([unknown] + notes), loggedBy: row.loggedBy)
    }
}
