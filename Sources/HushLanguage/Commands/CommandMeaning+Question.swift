import HushDomain

/// Questions in `explain` and the grammar README: `question last-feed`, `question did-poop period=today`.
extension CommandMeaning {
    /// ```swift
    /// CommandMeaning.describe(Question.count(.feed, .today))   // "question count-feed period=today"
    /// ```
    public static func describe(_ question: Question) -> String {
        var text = "question \(question.kind)"
        // Bedtime without a period reads the last day and a half to find the latest night: not something said.
        if question != .bedtime(nil), let period = question.period { text += " period=\(period.meaning)" }
        if case .loggedBy(let person, _) = question { text += " person=\(person.isEmpty ? "me" : person)" }
        return text
    }
}
