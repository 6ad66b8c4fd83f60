import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Reminders that ring at the same moment, sent as one notification (PRD 10: "If multiple things need
/// attention, combine into one notification"). A single reminder is its own batch.
///
/// ```swift
/// let batch = NotificationBatch(reminders: [bottle, feeding])
/// batch.title   // "Bottle expires in 15 minutes (+1 more)"
/// batch.body    // "Bottle expires in 15 minutes: Eddie's bottle, …\nFeeding due: Eddie last ate 3 hours ago, …"
/// ```
public struct NotificationBatch: Hashable, Sendable {
    /// Most urgent first: the planner's order (by time, then bottle expiry before the rest).
    public var reminders: [Reminder]

    public init(reminders: [Reminder]) {
        precondition(!reminders.isEmpty, "a notification needs something to say")
        self.reminders = reminders
    }

    /// Groups reminders (in the planner's order) by the moment they ring.
    public static func grouping(_ reminders: [Reminder]) -> [NotificationBatch] {
        var batches: [NotificationBatch] = []
        for reminder in reminders {
            if let last = batches.last, last.at == reminder.at {
                batches[batches.count - 1].reminders.append(reminder)
            } else {
                batches.append(NotificationBatch(reminders: [reminder]))
            }
        }
        return batches
    }

    public var at: Date { reminders[0].at }

    /// The first reminder's title, and how many more the notification holds.
    public var title: String {
        reminders.count == 1 ? reminders[0].title : "\(reminders[0].title) (+\(reminders.count - 1) more)"
    }

    /// The reminder's body; for several, one line each with its title.
    public var body: String {
        reminders.count == 1 ? reminders[0].body : reminders.map { "\($0.title): \($0.body)" }.joined(separator: "\n")
    }

    /// The kinds' codes, comma-separated: `HUSH_KIND` ("bottle_expiry" or "bottle_expiry,feeding_due").
    public var kinds: String {
        var seen: [String] = []
        for reminder in reminders where !seen.contains(reminder.kind.code) { seen.append(reminder.kind.code) }
        return seen.joined(separator: ",")
    }
}
