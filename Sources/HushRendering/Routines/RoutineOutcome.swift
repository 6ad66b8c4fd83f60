import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// What a morning-routine command produced, before rendering.
public enum RoutineOutcome: Sendable {
    /// `routines`: the catalog, the person's own routines, and which is active.
    case catalog([RoutineCatalog.Entry], mine: [Routine], activeName: String?)
    /// `show routine NAME`.
    case profile(name: String, bio: String?, tasks: [RoutineTask], type: Routine.Kind, note: String?)
    /// Today's (or a past day's) tasks.
    case day(RoutineBook.DayView)
    /// No active routine, or one that starts tomorrow (Better Morning 5.2, 8.1).
    case empty(startsTomorrow: Routine?)
    /// `routine days`: the date strip.
    case strip([RoutineBook.DayView], routine: Routine, today: CivilDate)
    /// `data`: one card per routine, or one routine's chosen week.
    case cards([RoutineBook.Card], today: CivilDate)
    /// The guided creation's draft, with what just happened.
    case draft(RoutineDraft, note: String?)
    case onboarding
}
