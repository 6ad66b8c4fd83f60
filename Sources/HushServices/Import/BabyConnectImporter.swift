import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Reads BabyConnect's CSV export: header
/// `Date and Time,End Time,Duration (min),Activity,Quantity,Extra data,Text,Notes,Caregiver`, times
/// like `12/12/20 7:47 PM` (month first, local, in the import's zone), newest row first.
///
/// What each Activity becomes (see ``BabyConnectRow`` for the column details):
/// - `Bottle`: a finished bottle of Quantity (its unit read from Text, `drank 8.2 oz`, else ml above
///   20 and the baby's unit below), nothing left since the export says what was drunk; Start to End
///   when End is given, else a moment. Extra data other than `Formula` (`Milk`) goes into the notes.
/// - `Nursing`: a breast feed begun on the first side Text lists (`Eva nursed (12m right, 3m left)`
///   began right), both sides if both are listed; Start to End, else Start plus Duration or the side
///   times. No side at all: kept, begun on the left, noted "side not recorded".
/// - `Sleep`: a finished sleep, Start to End or Start plus Duration; without either it is unusable.
/// - `Diaper`: contents from the words in Extra data and Text (`Wet`, `BM`, `Wet and BM`, `Dirty`);
///   our sample export has no diapers, so this follows BabyConnect's app wording. Dry is skipped.
/// - `Solid`: a solids event with the amount from Text (`Eva ate veggies: 4 tsp`), the food from Notes
///   when it names one Hush knows (`Squash`), else the kind in Text (`veggies`; `Food` names none).
/// - Notes: Weight, Height, Head Size (Growth), Milestone, Doctor Visit (Doctor),
///   Medicine (Medication), Temperature, Pumping, Potty: a note holding Text and Notes.
/// - Skipped: Activity (tummy time), Bath, Mood, play. Unknown activities are unusable.
///
/// Caregiver, when present, becomes the event's `loggedBy` (the initials or name BabyConnect has),
/// so the history keeps who logged what; otherwise the importing person. Ids come from the row's text,
/// so importing the file again adds nothing; more than half the rows unusable refuses the file.
///
/// ```swift
/// let batch = try BabyConnectImporter.read(text, context: context)
/// batch.events.first?.loggedBy   // "A"
/// ```
public enum BabyConnectImporter {
    public static let header = ["Date and Time", "End Time", "Duration (min)", "Activity", "Quantity", "Extra data", "Text", "Notes", "Caregiver"]

    /// The columns a file needs to be read at all; the others are used when present.
    static let required = ["Date and Time", "Activity", "Text"]

    public static func read(_ text: String, context: ImportContext) throws -> ImportBatch {
        try LabelledRows<BabyConnectRow>.read(text, format: "a BabyConnect export", header: header, required: required, context: context)
    }
}
