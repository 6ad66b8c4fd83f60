/// Notes as the dashboard spec lists them: "Category · first 30 characters...".
///
/// ```swift
/// NoteText.listing(category: "Medication", text: "vitamin D 400 IU")   // "Medication · vitamin D 400 IU"
/// NoteText.split("medication: vitamin D 400 IU")                       // ("Medication", "vitamin D 400 IU")
/// ```
public enum NoteText {
    public static let listedLength = 30

    public static func listing(category: String?, text: String) -> String {
        let short = text.count > listedLength ? String(text.prefix(listedLength)) + "..." : text
        return category.map { "\($0) · \(short)" } ?? short
    }

    /// The words that name the medication category, however said: one category, not "Medicine" beside
    /// "Medication".
    static let medicationWords: Set<String> = ["medication", "medications", "medicine", "medicines", "meds", "med"]

    /// "medication: vitamin D" names a category; a text with no single leading word and colon has none,
    /// but for a medication word, which a recogniser writes without the colon ("medication vitamin D").
    public static func split(_ raw: String) -> (category: String?, text: String) {
        let trimmed = raw.trimming(.whitespaces)
        if let colon = trimmed.firstIndex(of: ":") {
            let head = trimmed[..<colon]
            let rest = trimmed[trimmed.index(after: colon)...].trimming(.whitespaces)
            if !head.isEmpty, head.count <= 20, head.allSatisfy({ $0.isLetter }), !rest.isEmpty {
                if medicationWords.contains(head.lowercased()) { return ("Medication", rest) }
                return (head.prefix(1).uppercased() + head.dropFirst().lowercased(), rest)
            }
        }
        if let space = trimmed.firstIndex(of: " "), medicationWords.contains(trimmed[..<space].lowercased()) {
            let rest = trimmed[space...].trimming(.whitespaces)
            if !rest.isEmpty { return ("Medication", rest) }
        }
        return (nil, trimmed)
    }
}
