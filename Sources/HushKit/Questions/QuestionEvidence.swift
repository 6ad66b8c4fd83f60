import Foundation

/// What the dispatcher read for one question (only what it needs: the store's state and the week files
/// of the period), handed to ``QuestionAnswerer``.
///
/// ```swift
/// let evidence = QuestionEvidence(open: store.openEvents(for: baby.id), latest: lastPoop, inWindow: todays)
/// ```
struct QuestionEvidence {
    /// Events in progress (a sleep, bottles out).
    var open: [Event] = []
    /// The latest event of the question's topic, at any time before now.
    var latest: Event?
    /// The latest finished sleep.
    var lastFinishedSleep: Event?
    /// Events of the baby overlapping the period, oldest first.
    var inWindow: [Event] = []
    var window: PeriodWindow?
    /// Every solids meal of the baby, for questions about foods.
    var meals: [Event] = []
}
