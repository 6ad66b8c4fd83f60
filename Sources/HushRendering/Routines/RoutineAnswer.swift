import FoundationEssentials
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
    public var spokenView: SpokenView {
        switch view {
        case .catalog: return .routineCatalog
        case .profile: return .routineProfile
        case .day: return .routineDay
        case .empty: return .routineEmpty
        case .strip: return .routineStrip
        case .cards: return .routineCards
        case .draft: return .routineDraft
        case .onboarding: return .routineOnboarding
        }
    }

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

    /// The catalog aloud is the routines to choose from; a profile is its person and first tasks; the other
    /// views say their first line, which is already a sentence.
    public func speech() throws -> String {
        switch view {
        case .catalog(let entries, let mine, _):
            let names = (entries.map(\.name) + mine.map(\.name)).joined(separator: ", ")
            // No colon before the list: what follows one is lowercased unless it is a known name.
            return SpokenText.sentences("The morning routines to follow are \(names) · Say show routine and a name for one's tasks")
        case .profile(let name, _, let tasks, _, _):
            let first = tasks.prefix(3).map { "\(SpokenText.clause($0.title)) at \(RoutineText.time($0.minutes))" }.joined(separator: "; ")
            return SpokenText.sentences("\(name)'s morning has \(tasks.count) task\(tasks.count == 1 ? "" : "s")" + (first.isEmpty ? "" : ": \(first)"))
        case .day, .empty, .strip, .cards, .draft, .onboarding:
            let text = self.text(style: TextStyle(enabled: false))
            let lines = text.split(separator: "\n").map { $0.trimming(.whitespaces) }.filter { !$0.isEmpty }
            guard let first = lines.first else { return "" }
            return SpokenText.sentences(Self.isHeading(first) && lines.count > 1 ? lines[1] : first)
        }
    }
}
