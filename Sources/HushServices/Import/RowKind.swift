import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What a row of another app's export is about, from its type or activity label, in English and in the
/// translations the apps ship (Spanish, German, French, Italian, Portuguese, Dutch), without case or
/// accents.
///
/// Kinds Hush tracks (solids included) become events; health and growth rows become notes, because a dose or a weight
/// is worth finding later and a note keeps it; activities and sleep markers are skipped, because
/// Hush has nowhere to put a bath and the sleep rows already hold what "Woke up" or "Night waking"
/// say. Anything else is unknown, which counts as unusable: a file full of labels nobody recognizes
/// is refused rather than silently emptied.
///
/// ```swift
/// RowKind.named("Pañal")      // .diaper
/// RowKind.named("Medicine")   // .note("Medication")
/// RowKind.named("Bath")       // .untracked
/// ```
package enum RowKind: Hashable, Sendable {
    /// A feed whose columns say whether it was a bottle or the breast (Huckleberry's `Feed`).
    case feed
    case bottle
    case breast
    case sleep
    case diaper
    /// Solid food: foods and an amount, as the app's columns hold them.
    case solids
    /// A pumping session.
    case pump
    /// Kept as a note in this category (nil: a plain note).
    case note(String?)
    case untracked
    case unknown

    static func named(_ label: String) -> RowKind {
        let key = ImportText.fold(label)
        if let kind = table[key] { return kind }
        // "Diaper change", "Bottle feeding": the first word alone often says it.
        if let first = key.split(separator: " ").first, let kind = table[String(first)], kind != .untracked { return kind }
        return .unknown
    }

    /// Every label and its kind: the kinds' labels (``KindWords/imports``), and what Hush leaves out.
    private static let table: [String: RowKind] = {
        var table: [String: RowKind] = [:]
        for kind in EventKind.allCases {
            for group in kind.words.imports {
                for label in group.labels { table[label] = RowKind(group.reference, category: group.category) }
            }
        }
        for label in untrackedLabels { table[label] = .untracked }
        return table
    }()

    /// Rows of what other apps track and Hush does not: activities, and the sleep markers whose news the
    /// sleep rows already hold.
    private static let untrackedLabels = [
        "night waking", "woke up", "wake up", "bed time", "bedtime", "bath", "tummy time", "indoor play",
        "outdoor play", "play", "activity", "screen time", "skin to skin", "story time", "reading",
        "walk", "mood", "other", "despertar nocturno", "despertar", "desperto", "hora de dormir",
        "bano", "tiempo boca abajo", "juego", "aufgewacht", "baden", "bad", "bain", "bagnetto",
    ]

    /// The kind of row a group of labels names. This file is where an import names each kind.
    init(_ reference: EventReference.Kind, category: String?) {
        switch reference {
        case .any: self = .unknown
        case .bottle: self = .bottle
        case .breast: self = .breast
        case .diaperHolding: self = .diaper
        case .every(let kind):
            switch kind {
            case .eat: self = .feed
            case .sleep: self = .sleep
            case .diaper: self = .diaper
            case .note: self = .note(category)
            case .solids: self = .solids
            case .pump: self = .pump
            }
        }
    }

    /// The kind of a Baby Buddy model's rows; a feeding's columns say which kind of feed it was.
    init(_ model: BabyBuddyModel) {
        switch model {
        case .feeding: self = .feed
        case .diaperChange: self = .diaper
        case .sleep: self = .sleep
        case .note: self = .note(nil)
        case .tummyTime: self = .untracked
        case .pumping: self = .pump
        }
    }

    /// The row read as this kind, through the source's columns for it (``KindColumns``); nil for rows
    /// that are no event (untracked or unknown), which each source reports in its own words first.
    /// This is the one place an import names each kind.
    func outcome<Row: KindColumns>(of row: Row, _ basics: RowBasics) -> ImportOutcome? {
        switch self {
        case .feed: return row.feed(basics)
        case .bottle: return row.bottle(basics)
        case .breast: return row.breast(basics)
        case .sleep: return row.sleep(basics)
        case .diaper: return row.diaper(basics)
        case .solids: return row.solids(basics)
        case .pump: return row.pump(basics)
        case .note(let category): return row.note(category, basics)
        case .untracked, .unknown: return nil
        }
    }

    /// Why a row of an untracked kind was left out, the same words for every row of it so a summary
    /// can count them.
    static func untrackedReason(_ label: String) -> String {
        "\(ImportText.trimmed(label)) isn't tracked by Hush"
    }
}
