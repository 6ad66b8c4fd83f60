import FoundationEssentials
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
    public var spokenView: SpokenView {
        switch view {
        case .whoami: return .whoami
        case .invite: return .invite
        case .invites: return .invites
        case .people: return .people
        case .officeHours: return .officeHours
        case .inbox: return .inbox
        case .babies: return .babies
        case .handover: return .handover
        }
    }

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

    public func speech() -> String { PeopleSpeech(calendar: calendar, now: now).say(view) }
}
