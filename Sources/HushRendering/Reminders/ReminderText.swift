import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `reminders` for people: what rings next and when, batches shown together, held reminders with the
/// time they were due, and a last line on what this person will not hear and why.
///
/// ```
/// Reminders
///   2:15 AM  Bottle expires in 15 minutes · Eddie's bottle, made at 1:00 AM, expires at 2:30 AM
///   6:00 AM  2 at once:
///              Feeding due · Eddie last ate 6 hours ago, at 12:00 AM (held by quiet hours from 3:00 AM)
///              Good morning: Oprah Winfrey · 6:00 AM Wake up without an alarm (daily at 6:00 AM)
/// Off: nap window ('set notifications nap window on')
/// ```
package struct ReminderText {
    let style: TextStyle
    let calendar: ZonedCalendar
    let now: Date

    func render(_ outcome: ReminderOutcome) -> String {
        switch outcome {
        case .list(let reminders, let policy):
            if !policy.masterOn { return "Notifications are off: no reminders ('notifications on' turns them back on)" }
            var lines: [String] = []
            if reminders.isEmpty {
                lines.append("No reminders planned")
            } else {
                lines.append(style.bold("Reminders"))
                for batch in NotificationBatch.grouping(reminders) {
                    let when = batch.at <= now ? "due now" : TimeText.clock(batch.at, calendar: calendar, now: now)
                    if batch.reminders.count == 1 {
                        lines.append("  \(when)  " + line(batch.reminders[0]))
                    } else {
                        lines.append("  \(when)  \(batch.reminders.count) at once:")
                        let indent = String(repeating: " ", count: when.count + 4)
                        lines += batch.reminders.map { indent + line($0) }
                    }
                }
            }
            lines += silenced(policy)
            return lines.joined(separator: "\n")
        }
    }

    private func line(_ reminder: Reminder) -> String {
        var notes: [String] = []
        if reminder.isHeld { notes.append("held by quiet hours from \(TimeText.clock(reminder.due, calendar: calendar, now: now))") }
        if reminder.at < now.addingTimeInterval(-59) { notes.append("due since \(TimeText.clock(reminder.at, calendar: calendar, now: now)), not delivered yet") }
        if let repeats = reminder.repeats { notes.append(repeats) }
        return reminder.title + " · " + reminder.body + (notes.isEmpty ? "" : style.dim(" (" + notes.joined(separator: "; ") + ")"))
    }

    /// The kinds this person will not hear: switched off for the household, or muted by them.
    private func silenced(_ policy: ReminderPolicy) -> [String] {
        var parts: [String] = []
        let off = NotificationKind.allCases.filter { !policy.isOnForHousehold($0) }
        if !off.isEmpty {
            parts.append("Off for everyone: " + off.map(\.rawValue).joined(separator: ", ") + " ('set notifications \(off[0].rawValue) on')")
        }
        let muted = NotificationKind.allCases.filter { policy.muted.contains($0) && policy.isOnForHousehold($0) }
        if !muted.isEmpty {
            parts.append("Muted by you: " + muted.map(\.rawValue).joined(separator: ", ") + " ('unmute all')")
        }
        return parts.map { style.dim($0) }
    }

    /// "10:00 PM–6:00 AM", or "off".
    static func quietHours(_ hours: QuietHours?) -> String {
        guard let hours else { return "off" }
        func clock(_ minutes: Int) -> String {
            TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: minutes / 60, minute: minutes % 60))
        }
        return clock(hours.start) + "–" + clock(hours.end)
    }
}
