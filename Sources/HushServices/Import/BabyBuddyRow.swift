import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// One row of a Baby Buddy export, its columns named for each kind of event; ``BabyBuddyModel``
/// documents the shapes and tells which kind a file's rows are.
///
/// ```swift
/// let row = BabyBuddyRow(record: record, columns: columns)
/// row.feed(RowBasics(at: start, to: end, units: .oz))   // a breast feed for method "left breast"
/// ```
struct BabyBuddyRow: KindColumns {
    var record: CSVTable.Record
    var columns: CSVColumns

    private func field(_ name: String) -> String { columns.value(name, in: record) }

    /// The method says breast, the type or the method solids (`solid food`, `parent fed`); else a bottle.
    func feed(_ row: RowBasics) -> ImportOutcome {
        let method = ImportText.fold(field("method"))
        if method.contains("breast") { return breast(row) }
        if ImportText.fold(field("type")).contains("solid") || method.hasSuffix("fed") { return solids(row) }
        return bottle(row)
    }

    func breast(_ row: RowBasics) -> ImportOutcome {
        let method = ImportText.fold(field("method"))
        let both = method.contains("both")
        let data = EventData.Breast(startedSide: method.contains("right") && !both ? .right : .left, bothSides: both)
        return ImportedBreast(breast: data, notes: [both ? "order of sides not recorded" : "", field("notes")]).outcome(row)
    }

    /// Baby Buddy has no food column; notes that name a food Hush knows ("carrots") are the food.
    func solids(_ row: RowBasics) -> ImportOutcome {
        let amount = field("amount"), unit = field("amount_unit"), notes = field("notes")
        let said = amount.isEmpty ? nil : ImportedSolids.amount("\(amount) \(unit)") ?? ImportText.joined(["\(amount) \(unit)"])
        return ImportedSolids(foods: FoodWords.named(notes).map { [$0] } ?? [], amount: said, notes: [notes]).outcome(row.moment)
    }

    /// `amount` in `amount_unit` when the column exists, else read in the baby's unit; the type kept
    /// in the notes unless it is the usual formula or became the contents.
    func bottle(_ row: RowBasics) -> ImportOutcome {
        let amount = field("amount"), type = field("type"), notes = field("notes")
        let folded = ImportText.fold(type)
        if let written = ImportText.volume("\(amount) \(field("amount_unit"))") {
            return ImportedBottle(amount: written, held: type, contents: contents(type), notes: [notes]).outcome(row)
        }
        if let value = ImportText.bareNumber(amount) {
            let volume = ImportText.volume(bare: value, preferring: row.units)
            return ImportedBottle(amount: volume, unitAssumed: true, held: type, contents: contents(type), notes: [notes]).outcome(row)
        }
        guard amount.isEmpty else { return .unusable("can't read the amount '\(amount)'") }
        let kept = folded.isEmpty || folded.hasPrefix("formula") ? "" : type
        return ImportedBottle(amount: nil, notes: [kept, notes]).outcome(row)
    }

    private func contents(_ type: String) -> String {
        let folded = ImportText.fold(type)
        return folded.isEmpty || folded.hasPrefix("formula") || folded == "breast milk" ? "" : type
    }

    func diaper(_ row: RowBasics) -> ImportOutcome {
        guard let wet = BabyBuddyModel.flag(field("wet")), let solid = BabyBuddyModel.flag(field("solid")) else {
            return .unusable("can't read wet '\(field("wet"))' or solid '\(field("solid"))'")
        }
        let reading: DiaperWords.Reading = wet || solid ? .contents(wet && solid ? .both : wet ? .wet : .dirty) : .dry
        return ImportedDiaper(reading: reading, notes: [field("color"), field("notes")], unread: nil, unreadNotes: []).outcome(row)
    }

    /// A nap flag (`nap`, or `napping` in older versions) is noted "nap".
    func sleep(_ row: RowBasics) -> ImportOutcome {
        let nap = BabyBuddyModel.flag(field("nap")) == true || BabyBuddyModel.flag(field("napping")) == true
        return ImportedSleep(notes: [nap ? "nap" : "", field("notes")]).outcome(row)
    }

    func pump(_ row: RowBasics) -> ImportOutcome {
        let amount = field("amount")
        let written = columns.has("amount_unit") && !amount.isEmpty ? "\(amount) \(field("amount_unit"))" : amount
        return ImportedPump(amounts: [written], notes: [field("notes")]).outcome(row)
    }

    func note(_ category: String?, _ row: RowBasics) -> ImportOutcome {
        ImportedNote(category: category, parts: [field("note")], label: nil).outcome(row.moment)
    }
}
