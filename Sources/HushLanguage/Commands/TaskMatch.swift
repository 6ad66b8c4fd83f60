import HushDomain

/// Finds tasks by words from their titles: "meditate" finds "Meditate for 20 minutes", "drink water"
/// finds "Drink a glass of water". Every word typed must begin a word of the title; a title typed
/// whole wins outright.
///
/// ```swift
/// TaskMatch.candidates("water", in: ["Wake up", "Drink water"])   // [1]
/// ```
public enum TaskMatch {
    public static func candidates(_ text: String, in titles: [String]) -> [Int] {
        let wanted = words(text)
        guard !wanted.isEmpty else { return [] }
        let exact = titles.indices.filter { words(titles[$0]) == wanted }
        if !exact.isEmpty { return exact }
        return titles.indices.filter { index in
            let have = words(titles[index])
            return wanted.allSatisfy { word in have.contains { $0.hasPrefix(word) } }
        }
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
