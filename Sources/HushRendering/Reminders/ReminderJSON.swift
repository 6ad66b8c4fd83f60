import HushDomain
import HushLanguage
import HushStore
import HushServices
/// `reminders --json`: a bare array of `{kind, at, title, body}` (pinned by the reminders issue), each
/// with `due` when quiet hours hold it back, `baby` when it is about one, and `repeats` when it does.
///
/// ```
/// [{"at":"2026-01-10T07:15:00Z","body":"Eddie's bottle, made at 1:00 AM, expires at 2:30 AM","kind":"bottle_expiry","title":"Bottle expires in 15 minutes"}]
/// ```
package enum ReminderJSON {
    static func render(_ outcome: ReminderOutcome) -> String {
        switch outcome {
        case .list(let reminders, _):
            var writer = JSONLineWriter()
            writer.value(.array(reminders.map(json)))
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }

    static func json(_ reminder: Reminder) -> JSONValue {
        var fields: [String: JSONValue] = ["kind": .string(reminder.kind.code), "at": .string(UTCText.format(reminder.at)),
                                           "title": .string(reminder.title), "body": .string(reminder.body)]
        if reminder.isHeld { fields["due"] = .string(UTCText.format(reminder.due)) }
        if let baby = reminder.babyName { fields["baby"] = .string(baby) }
        if let repeats = reminder.repeats { fields["repeats"] = .string(repeats) }
        return .object(fields)
    }
}
