import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What the dispatcher read for one question (only what it needs: the store's state and the week files
/// of the period), handed to ``QuestionAnswerer``.
///
/// ```swift
/// let evidence = QuestionEvidence(open: store.openEvents(for: baby.id), latest: lastPoop, inWindow: todays)
/// ```
package struct QuestionEvidence {
    /// Events in progress (a sleep, bottles out).
    package var open: [Event] = []
    /// The latest event of the question's topic, at any time before now.
    package var latest: Event?
    /// The latest finished sleep.
    package var lastFinishedSleep: Event?
    /// Events of the baby overlapping the period, oldest first.
    package var inWindow: [Event] = []
    package var window: PeriodWindow?
    /// Every solids meal of the baby, for questions about foods.
    package var meals: [Event] = []

    package init(open: [Event] = [], latest: Event? = nil, lastFinishedSleep: Event? = nil, inWindow: [Event] = [], window: PeriodWindow? = nil, meals: [Event] = []) {
        self.open = open
        self.latest = latest
        self.lastFinishedSleep = lastFinishedSleep
        self.inWindow = inWindow
        self.window = window
        self.meals = meals
    }
}
