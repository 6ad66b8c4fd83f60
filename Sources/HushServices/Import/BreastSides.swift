import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The sides of one breast feed as an export wrote them, each with its own time when given, turned
/// into Hush's started side and both-sides flag.
///
/// Entries read: `00:03R`, `R`, `04m58s L`, `12m right`, `left` (Huckleberry fields, BabyConnect
/// phrases); `Null r` means that side was not used. A side with zero time (`00:00R`) was not used
/// either, unless no side has any time.
///
/// ```swift
/// var sides = BreastSides()
/// sides.add(field: "00:03R")
/// sides.add(field: "00:07L")
/// sides.breast          // started right, both sides
/// sides.seconds         // 600
/// ```
package struct BreastSides: Sendable {
    private var entries: [(side: BreastSide, seconds: TimeInterval?)] = []

    /// Adds the side a field names, if it names one; says whether it did.
    @discardableResult
    mutating func add(field: String) -> Bool {
        guard let entry = Self.entry(field) else { return false }
        entries.append(entry)
        return true
    }

    /// Adds every side a phrase lists, in its order: `Eva nursed (12m right, 3m left)` → right then left.
    /// The last parenthesis holds the list when there is one; a name never does.
    mutating func add(phrase: String) {
        var list = Substring(phrase)
        if let open = phrase.lastIndex(of: "(") {
            list = phrase[phrase.index(after: open)...].prefix { $0 != ")" }
        }
        for part in list.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "/" || $0 == "+" }) { add(field: String(part)) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Sides used, first-named first, each once.
    var used: [BreastSide] {
        let timed = entries.filter { ($0.seconds ?? 1) > 0 }
        var sides: [BreastSide] = []
        for entry in timed.isEmpty ? entries : timed where !sides.contains(entry.side) { sides.append(entry.side) }
        return sides
    }

    /// The first side named is the one begun on; two sides make a both-sides feed.
    var breast: EventData.Breast? {
        let sides = used
        guard let first = sides.first else { return nil }
        return EventData.Breast(startedSide: first, bothSides: sides.count == 2)
    }

    /// The summed per-side time, or nil when no side gave one.
    var seconds: TimeInterval? {
        let times = entries.compactMap(\.seconds)
        return times.isEmpty ? nil : times.reduce(0, +)
    }

    /// A side word at the end (`00:03R`, `12m right`) or the start (`left 10m`), the rest a length.
    static func entry(_ raw: String) -> (side: BreastSide, seconds: TimeInterval?)? {
        let text = ImportText.fold(raw)
        guard !text.isEmpty, !text.hasPrefix("null") else { return nil }
        let trailing = String(text.reversed().prefix { $0.isLetter }.reversed())
        if let side = side(trailing) {
            return timed(side, String(text.dropLast(trailing.count)))
        }
        let leading = String(text.prefix { $0.isLetter })
        if let side = side(leading) {
            return timed(side, String(text.dropFirst(leading.count)))
        }
        return nil
    }

    private static func timed(_ side: BreastSide, _ rest: String) -> (side: BreastSide, seconds: TimeInterval?)? {
        let rest = ImportText.trimmed(rest)
        if rest.isEmpty { return (side, nil) }
        guard let seconds = ImportText.seconds(rest) ?? ImportText.bareNumber(rest).map({ $0 * 60 }) else { return nil }
        return (side, seconds)
    }

    private static func side(_ word: String) -> BreastSide? {
        if leftWords.contains(word) { return .left }
        if rightWords.contains(word) { return .right }
        return nil
    }

    private static let leftWords: Set<String> = [
        "l", "left", "izq", "izquierdo", "izquierda", "links", "gauche", "sinistro", "sinistra", "esquerdo", "esquerda",
    ]
    private static let rightWords: Set<String> = [
        "r", "right", "der", "derecho", "derecha", "rechts", "droite", "destro", "destra", "direito", "direita",
    ]
}
