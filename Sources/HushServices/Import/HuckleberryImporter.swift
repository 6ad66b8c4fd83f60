import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Reads Huckleberry's CSV export: one file, header
/// `Type,Start,End,Duration,Start Condition,Start Location,End Condition,Notes`, local times
/// `YYYY-MM-DD HH:MM` in the import's zone, and columns whose meaning depends on the row's type.
///
/// What each row becomes (see ``HuckleberryRow`` for the column details):
/// - `Feed` with an amount (`200ml`, `4oz`, `4 oz`, `120 ml`) in End Condition, Duration or Start
///   Condition: a finished bottle of that amount, nothing left (the export records what was drunk),
///   at Start (Start to End when End is given, the feed starting at Start). A unitless amount is ml
///   above 20, else the baby's unit. `Breast Milk` and the Notes column go into the notes.
/// - `Feed` with per-side times (`00:03R` in Start Condition, `00:07L` in End Condition, or bare
///   `R`/`L`; `Null r` means unused): a breast feed begun on the Start Condition side (Huckleberry
///   keeps right there and left in End Condition and records no order), both sides if both were
///   used, from Start to End, else Start plus the side times, else Start plus Duration. A breast
///   feed with no side at all is kept, begun on the left, with the note "side not recorded", so the
///   feed still counts for intervals.
/// - `Diaper`: contents from End Condition (`Pee:large`, `Poo`, `Both, pee:medium poo:medium`, or
///   translated, as Duration holds them in Spanish exports: `Mojado`, `Sucio`); colour (Duration) and
///   consistency (Start Condition) go into the notes, `yellow, Diarrhea`. A dry diaper is skipped.
/// - `Sleep`: a finished sleep from Start to End, or Start plus Duration; Notes (`Nap`), location and
///   conditions go into the notes. A sleep with neither end nor length is unusable.
/// - `Solids`: a solids event at Start, its foods from Start Condition (`Avocado, bread`; each by Hush's
///   name when Hush knows it, else lowercased as written); End Condition (`LOVED`) and Notes go into the notes.
/// - Notes (category): Medicine (Medication), Growth, Temp (Temperature), Pump (Pumping),
///   Potty: a note at Start holding the row's other fields.
/// - Skipped as untracked: Night waking, Woke up, Bed time (the sleep rows hold the sleep), Bath,
///   Tummy time, play and other activities.
/// - Unusable, reported with their line: unknown types, unreadable times, bottles with no amount,
///   diapers with no contents. More than half the rows unusable refuses the whole file.
///
/// Labels are read without case or accents, with common translations (`Pañal`, `Sueño`, `Pecho`);
/// blank lines and rows out of order are fine; an end earlier than its start on the same date is
/// taken to be past midnight. Ids come from each row's text, so importing the file again adds nothing.
///
/// ```swift
/// let batch = try HuckleberryImporter.read(text, context: context)
/// batch.events.count                       // rows turned into events
/// batch.skipped.first                      // ImportIssue(line: 14, reason: "Bath isn't tracked by Hush")
/// ```
public enum HuckleberryImporter {
    public static let header = ["Type", "Start", "End", "Duration", "Start Condition", "Start Location", "End Condition", "Notes"]

    public static func read(_ text: String, context: ImportContext) throws -> ImportBatch {
        try LabelledRows<HuckleberryRow>.read(text, format: "a Huckleberry export", header: header, required: header, context: context)
    }
}
