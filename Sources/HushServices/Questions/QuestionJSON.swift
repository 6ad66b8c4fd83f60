import HushDomain
import HushLanguage
import HushStore
/// A question's `--json` answer: `{"ok": true, "question": "did-poop", "answer": "Yes: …", "facts": {…}}`.
///
/// ```swift
/// answer.json()   // {"answer":"Yes: 1 poop today, at 9:00 AM","facts":{"count":1,…},"ok":true,"question":"did-poop"}
/// ```
package struct QuestionJSON: Encodable {
    var ok = true
    var question: String
    var answer: String
    var facts: [String: JSONValue]

    package init(question: String, answer: String, facts: [String: JSONValue]) {
        self.question = question
        self.answer = answer
        self.facts = facts
    }
}
