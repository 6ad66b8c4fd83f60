import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// How `watch` prints a notification: one line of text (more for a batch), or one JSON object.
///
/// ```
/// [2:15 AM] Bottle expires in 15 minutes — Eddie's bottle, made at 1:00 AM, expires at 2:30 AM
/// {"at":"2026-01-10T07:15:00Z","body":"…","kind":"bottle_expiry","reminders":[…],"title":"…"}
/// ```
public enum WatchText {
    public static func line(_ batch: NotificationBatch, calendar: ZonedCalendar, style: TextStyle) -> String {
        let stamp = style.dim("[" + TimeText.clockOnly(calendar.civil(batch.at)) + "]")
        guard batch.reminders.count > 1 else { return "\(stamp) \(style.bold(batch.title)) — \(batch.body)" }
        return "\(stamp) \(style.bold("\(batch.reminders.count) reminders at once:"))\n"
            + batch.reminders.map { "    \($0.title) — \($0.body)" }.joined(separator: "\n")
    }

    public static func json(_ batch: NotificationBatch) -> String {
        var writer = JSONLineWriter()
        writer.value(.object(["kind": .string(batch.kinds), "at": .string(UTCText.format(batch.at)), "title": .string(batch.title),
                              "body": .string(batch.body), "reminders": .array(batch.reminders.map(ReminderJSON.json))]))
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
