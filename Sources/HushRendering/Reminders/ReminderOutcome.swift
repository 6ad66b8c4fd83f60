import HushDomain
import HushLanguage
import HushStore
import HushServices
/// What a notification command shows.
public enum ReminderOutcome: Sendable {
    /// `reminders`: what is planned, soonest first, with the policy that explains what is missing.
    case list([Reminder], policy: ReminderPolicy)
}
