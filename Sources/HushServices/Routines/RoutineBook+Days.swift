import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Reading days: a day's task marks (8.3), the date strip (8.2), the day records (2.3) and the weekly
/// charts of the data cards (10.2).
extension RoutineBook {
    /// A task's state on a day.
    public enum Mark: Hashable, Sendable {
        case untouched
        case done
        /// Not done by the end of the day (or by a switch): a red X.
        case missed
    }

    /// One routine on one date.
    public struct DayView: Sendable {
        public var routine: Routine
        public var date: CivilDate
        public var marks: [Mark]
        /// Today, before any switch closed it: the only day whose checks can change.
        public var editable: Bool
        public var isToday: Bool
        public var completed: Int { marks.filter { $0 == .done }.count }
    }

    /// The active routine's tasks on `date`; errors say why there is nothing to show.
    public func view(on date: CivilDate) throws -> DayView {
        guard let routine = active else { throw RoutineError.noActiveRoutine }
        if date > today { throw RoutineError.futureDay(Self.dayText(date)) }
        // Only the current stretch, as the date strip (8.2): a restart's earlier days live on the data card.
        guard let current = routine.periods.last, current.contains(date, today: today) else {
            if date == today { throw RoutineError.startsTomorrow(routine.name) }
            throw RoutineError.beforeStart(Self.dayText(date), start: Self.dayText(routine.startDate))
        }
        return view(routine, on: date)
    }

    func view(_ routine: Routine, on date: CivilDate) -> DayView {
        let record = day(routine, on: date)
        let final = date < today || record.finalized
        let marks = routine.tasks.indices.map { index -> Mark in
            record.checked.contains(index) ? .done : (final ? .missed : .untouched)
        }
        return DayView(routine: routine, date: date, marks: marks, editable: !final && date == today, isToday: date == today)
    }

    /// A finished or running day's count, as exported: `finalized` is false only for today while open.
    public struct Record: Hashable, Sendable {
        public var routineID: String
        public var date: CivilDate
        public var completedTasksCount: Int
        public var finalized: Bool
    }

    /// Every day record of `routine` up to today, derived from its active stretches and stored checks.
    public func records(_ routine: Routine) -> [Record] {
        var records: [Record] = []
        for period in routine.periods where period.start <= today {
            var date = period.start
            while date <= min(period.end ?? today, today) {
                let record = day(routine, on: date)
                records.append(Record(routineID: routine.id, date: date, completedTasksCount: record.completedTasksCount,
                                      finalized: date < today || record.finalized))
                date = date.adding(days: 1)
            }
        }
        return records
    }

    /// The date strip (8.2): from the active stretch's start to two weeks after today.
    public func strip() throws -> [DayView] {
        guard let routine = active else { throw RoutineError.noActiveRoutine }
        let first = routine.periods.last?.start ?? routine.startDate
        guard first <= today.adding(days: 14) else { return [] }
        return (first...today.adding(days: 14)).map { date in
            date > today ? DayView(routine: routine, date: date, marks: [], editable: false, isToday: false) : view(routine, on: date)
        }
    }

    /// One bar of a weekly chart.
    public enum Bar: Hashable, Sendable {
        /// Before the routine started (or restarted, in that week), not active, or not yet come: no data.
        case none
        /// Active, nothing done: all X, no bar.
        case zero
        case done(Int)
    }

    /// A data card (10.2): one routine's week.
    public struct Card: Sendable {
        public var routine: Routine
        public var weekStart: CivilDate
        public var bars: [Bar]
        public var hasEarlierWeeks: Bool
    }

    /// `routine`'s week starting on `weekStart`. In the week of its latest (re)start, days before that
    /// start show nothing, so a restart begins a clean week (10.3); earlier weeks keep their history.
    public func card(_ routine: Routine, weekStart: CivilDate) -> Card {
        let counts = Dictionary(records(routine).map { ($0.date, $0) }, uniquingKeysWith: { $1 })
        let latestStart = routine.periods.last?.start
        let bars = (0..<7).map { offset -> Bar in
            let date = weekStart.adding(days: offset)
            if let latestStart, date < latestStart, latestStart < weekStart.adding(days: 7) { return .none }
            guard let record = counts[date], date <= today else { return .none }
            return record.completedTasksCount == 0 ? .zero : .done(record.completedTasksCount)
        }
        let firstDay = routine.periods.first?.start
        return Card(routine: routine, weekStart: weekStart, bars: bars, hasEarlierWeeks: firstDay.map { $0 < weekStart } ?? false)
    }

    /// Cards for routines with history or the active one: the active pinned first, then the most
    /// recently active, then by name (a fixed order, as 10.1 asks).
    public func cardRoutines() -> [Routine] {
        let shown = routines.filter { $0.isActive || $0.periods.contains { $0.start <= today } }
        func lastActive(_ routine: Routine) -> CivilDate {
            guard let period = routine.periods.last(where: { $0.start <= today }) else { return CivilDate(dayNumber: .min) }
            return min(period.end ?? today, today)
        }
        return shown.sorted { a, b in
            if a.isActive != b.isActive { return a.isActive }
            if lastActive(a) != lastActive(b) { return lastActive(a) > lastActive(b) }
            return a.name.lowercased() < b.name.lowercased()
        }
    }

    /// The first day of the week holding `date`; `firstWeekday` is 1 for Monday ... 7 for Sunday.
    public static func weekStart(containing date: CivilDate, firstWeekday: Int) -> CivilDate {
        date.adding(days: -((date.isoWeekday - firstWeekday + 7) % 7))
    }
}
