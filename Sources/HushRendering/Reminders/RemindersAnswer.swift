import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `reminders`: what is planned for the person, and which kinds they won't hear.
///
/// ```swift
/// try RemindersAnswer(view: .list([], policy: policy), calendar: calendar, now: now).speech()
/// // "No reminders planned."
/// ```
public struct RemindersAnswer: Answer {
    public var spokenView: SpokenView { .reminders }

    public var view: ReminderOutcome
    public var calendar: ZonedCalendar
    public var now: Date

    public init(view: ReminderOutcome, calendar: ZonedCalendar, now: Date) {
        self.view = view
        self.calendar = calendar
        self.now = now
    }

    public func text(style: TextStyle) -> String { ReminderText(style: style, calendar: calendar, now: now).render(view) }

    public func json() -> String { ReminderJSON.render(view) }

    public func speech() -> String {
        switch view {
        case .list(let reminders, let policy):
            guard policy.masterOn else { return "Notifications are off." }
            guard let next = reminders.first else { return "No reminders planned." }
            let when = next.at <= now ? "due now" : "at " + TimeText.clock(next.at, calendar: calendar, now: now)
            return SpokenText.sentences("Next reminder, \(when): \(next.title)" + (reminders.count > 1 ? " · \(reminders.count - 1) more after it" : ""))
        }
    }
}
