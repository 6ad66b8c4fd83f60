import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Renders the morning-routine views: the catalog, a routine's profile, a day's checklist, the date
/// strip, the data cards' weekly charts, the creation draft, reminders, onboarding and the paywall.
///
/// ```swift
/// RoutineText(style: style, calendar: calendar, now: now).render(.empty(startsTomorrow: oprah))
/// // "Your new routine will start tomorrow: Oprah Winfrey, 8 tasks from 6:00 AM"
/// ```
package struct RoutineText {
    var style: TextStyle
    var calendar: ZonedCalendar
    var now: Date

    package static let paywall = """
        Hush Premium · $0.99, once
          Make your own morning routine: your title, up to 20 tasks at your times, tracked like any other.
          'buy premium' unlocks it; 'restore purchases' brings back an earlier purchase.
        """

    package static let onboarding = """
        Welcome to Hush: the baby's day, and a better morning for you.
          1. Inspiration  follow the morning routine of someone you admire ('routines')
          2. Yours        or make your own, up to 20 tasks ('create routine')
          3. A nudge      one reminder each morning, at your first task ('reminders')
          4. Progress     each week as a chart ('data')
          Start with 'start routine Oprah', or log the baby: 'wet diaper', 'slept 10 min ago'. 'help' shows more.
        """

    func render(_ outcome: RoutineOutcome) -> String {
        switch outcome {
        case .catalog(let entries, let mine, let activeName):
            var lines = [style.bold("Morning routines") + style.dim(" · 'show routine NAME' for details, 'start routine NAME' to follow one")]
            for entry in entries { lines.append(row(entry.name, entry.tasks, active: entry.name == activeName)) }
            if !mine.isEmpty {
                lines.append(style.bold("Yours"))
                for routine in mine { lines.append(row(routine.name, routine.tasks, active: routine.isActive)) }
            }
            return lines.joined(separator: "\n")
        case .profile(let name, let bio, let tasks, let type, let note):
            var lines = [style.bold(name) + (type == .custom ? style.dim(" · your own") : "")]
            if let bio { lines.append(bio) }
            lines += tasks.map { "  " + Self.time($0.minutes).leftPadded(to: 8) + "  " + $0.title }
            if let note { lines.append(style.dim(note)) }
            return lines.joined(separator: "\n")
        case .day(let view):
            return day(view)
        case .empty(let routine?):
            return "Your new routine will start tomorrow: \(routine.name), \(Self.taskCount(routine.tasks))"
        case .empty(nil):
            return "No active routine. 'routines' shows famous people's mornings to follow; 'create routine' makes your own."
        case .strip(let days, let routine, let today):
            return strip(days, routine: routine, today: today)
        case .cards(let cards, let today):
            guard !cards.isEmpty else { return "No routine data yet: 'start routine NAME' and check tasks with 'done 1'." }
            return cards.map { card($0, today: today) }.joined(separator: "\n\n")
        case .draft(let draft, let note):
            return self.draft(draft, note: note)
        case .onboarding:
            return Self.onboarding
        }
    }

    private func row(_ name: String, _ tasks: [RoutineTask], active: Bool) -> String {
        (active ? "● " : "  ") + name.paddedToColumn(20) + "  " + Self.taskCount(tasks)
            + (active ? style.dim("  your routine") : "")
    }

    static func taskCount(_ tasks: [RoutineTask]) -> String {
        "\(tasks.count) task\(tasks.count == 1 ? "" : "s")" + (tasks.first.map { " from \(time($0.minutes))" } ?? "")
    }

    static func time(_ minutes: Int) -> String { TimeText.clockOnly(minutes: minutes) }

    private func day(_ view: RoutineBook.DayView) -> String {
        let when = RoutineBook.dayText(view.date) + (view.isToday ? " (today)" : "")
        let state = view.editable ? "" : (view.isToday ? " · closed" : " · read-only")
        var lines = [style.bold(view.routine.name) + " · \(when) · \(view.completed) of \(view.marks.count) done" + style.dim(state)]
        for (index, task) in view.routine.tasks.enumerated() {
            let mark: String
            switch view.marks[index] {
            case .done: mark = "[✓]"
            case .missed: mark = style.error("[X]")
            case .untouched: mark = "[ ]"
            }
            lines.append(String(index + 1).leftPadded(to: 3) + "  " + mark + "  " + Self.time(task.minutes).leftPadded(to: 8) + "  " + task.title)
        }
        if view.editable { lines.append(style.dim("'done 2' checks task 2, 'uncheck 2' clears it")) }
        return lines.joined(separator: "\n")
    }

    private func strip(_ days: [RoutineBook.DayView], routine: Routine, today: CivilDate) -> String {
        var lines = [style.bold(routine.name) + " · from \(RoutineBook.dayText(routine.periods.last?.start ?? routine.startDate))"]
        for view in days {
            let label = RoutineBook.dayText(view.date).paddedToColumn(11)
            if view.date > today {
                lines.append(style.dim(("  " + label).trimmingTrailing()))
            } else if view.date == today {
                lines.append(style.bold("▶ " + label + "  \(view.completed)/\(view.marks.count)  today"))
            } else {
                lines.append("  " + label + "  \(view.completed)/\(view.marks.count)")
            }
        }
        if days.isEmpty { lines.append(style.dim("  starts tomorrow")) }
        return lines.joined(separator: "\n")
    }

    private func card(_ card: RoutineBook.Card, today: CivilDate) -> String {
        let end = card.weekStart.adding(days: 6)
        var lines = [style.bold(card.routine.name) + (card.routine.isActive ? " · Active" : "")
            + style.dim(" · week of \(RoutineBook.dayText(card.weekStart)) – \(RoutineBook.dayText(end)) \(end.civil.year)")]
        for (offset, bar) in card.bars.enumerated() {
            let date = card.weekStart.adding(days: offset)
            let civil = date.civil
            let label = "  " + TimeText.weekdayNames[civil.isoWeekday - 1] + " " + String(civil.day).leftPadded(to: 2) + "  "
            switch bar {
            case .done(let count): lines.append(label + String(repeating: "█", count: count) + " \(count)")
            case .zero: lines.append(label + style.dim(date == today ? "today" : "0"))
            case .none: lines.append(date == today && card.routine.isActive ? label + style.dim("today") : label.trimmingTrailing())
            }
        }
        lines.append(style.dim("  'data previous' · 'data next'" + (card.hasEarlierWeeks ? "" : " · (nothing before this week)")))
        return lines.joined(separator: "\n")
    }

    private func draft(_ draft: RoutineDraft, note: String?) -> String {
        var lines: [String] = []
        if let note { lines.append(note) }
        guard draft.title != nil || !draft.tasks.isEmpty else {
            lines.append(style.bold("New routine") + " · type its title (up to \(RoutineLimits.maximumTitle) characters)")
            return lines.joined(separator: "\n")
        }
        let title = draft.title ?? "New routine (no title yet: 'title Calm start')"
        lines.append(style.bold(title) + style.dim(" · \(draft.tasks.count) of \(RoutineLimits.maximumTasks) tasks · not saved yet"))
        for (index, task) in draft.tasks.enumerated() {
            lines.append(String(index + 1).leftPadded(to: 3) + "  " + Self.time(task.minutes).leftPadded(to: 8) + "  " + task.title)
        }
        let add = draft.tasks.count < RoutineLimits.maximumTasks ? "add a task as '6:30 journal', " : ""
        lines.append(style.dim(add + "'delete N' removes one for good, 'save' finishes, 'cancel' comes back later"))
        return lines.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailing() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
