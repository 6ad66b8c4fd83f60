import HushDomain
import HushLanguage
import HushStore
/// What a diaper held, read from the words other apps (and their translations) write for it:
/// `Pee:large`, `Both, pee:medium poo:medium`, `Mojado`, `Sucio`, `Variado`, `wet and BM`, `Dry`.
///
/// Any "both" word means both; wet and dirty words together also mean both. Sizes (`large`) and
/// anything else are ignored. A dry diaper is its own answer because Hush has no dry diaper and the
/// importers skip it rather than call it unusable.
///
/// ```swift
/// DiaperWords.read("Both, pee:medium poo:medium")   // .contents(.both)
/// DiaperWords.read("Mojado")                        // .contents(.wet)
/// DiaperWords.read("Dry")                           // .dry
/// DiaperWords.read("yellow")                        // nil
/// ```
package enum DiaperWords {
    package enum Reading: Hashable, Sendable {
        case contents(DiaperContents)
        case dry
    }

    static func read(_ text: String) -> Reading? {
        var wet = false, dirty = false, both = false, dry = false
        let folded = ImportText.fold(text)
        for word in folded.split(whereSeparator: { !$0.isLetter }) {
            let word = String(word)
            if bothWords.contains(word) { both = true }
            if wetWords.contains(word) { wet = true }
            if dirtyWords.contains(word) { dirty = true }
            if dryWords.contains(word) { dry = true }
        }
        // Two-word labels that split into words meaning something else ("les deux", "pee + poo" is fine).
        if folded.contains("les deux") { both = true }
        if both || (wet && dirty) { return .contents(.both) }
        if wet { return .contents(.wet) }
        if dirty { return .contents(.dirty) }
        return dry ? .dry : nil
    }

    // The words the apps use, in their translations: the language's one list (``DiaperContents/words``).
    private static let wetWords = Set(DiaperContents.wet.words.imported)
    private static let dirtyWords = Set(DiaperContents.dirty.words.imported)
    private static let bothWords = Set(DiaperContents.both.words.imported)
    private static let dryWords = Set(DiaperContents.dryWords)
}
