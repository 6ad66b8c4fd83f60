import Foundation
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// A morning-routine view (RoutineOutcome) with the calendar and clock it is shown on.
///
/// ```swift
/// try RoutineAnswer(view: view, calendar: calendar, now: now).text(style: style)
/// ```
public struct RoutineAnswer: Answer {
    public var view: RoutineOutcome
    public var calendar: ZonedCalendar
    public var now: Date

    public init(view: RoutineOutcome, calendar: ZonedCalendar, now: Date) {
        self.view = view
        self.calendar = calendar
        self.now = now
    }

    public func text(style: TextStyle) -> String { RoutineText(style: style, calendar: calendar, now: now).render(view) }

    public func json() -> String { RoutineJSON.render(view, calendar: calendar) }
}
