import Foundation
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// People, invites and office hours (PeopleOutcome) with the calendar and clock it is shown on.
///
/// ```swift
/// try PeopleAnswer(view: view, calendar: calendar, now: now).text(style: style)
/// ```
public struct PeopleAnswer: Answer {
    public var view: PeopleOutcome
    public var calendar: ZonedCalendar
    public var now: Date

    public init(view: PeopleOutcome, calendar: ZonedCalendar, now: Date) {
        self.view = view
        self.calendar = calendar
        self.now = now
    }

    public func text(style: TextStyle) -> String { PeopleText(style: style, calendar: calendar, now: now).render(view) }

    public func json() -> String { PeopleJSON.render(view, calendar: calendar, now: now) }
}
