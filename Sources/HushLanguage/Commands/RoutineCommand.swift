import HushDomain

/// A morning-routine command (the Better Morning spec), as said.
///
/// ```swift
/// try RoutineCommandParser.parse(Lexer.tokens(in: "start routine Winfrey"), line: "start routine Winfrey", taskTitles: [])
/// // .start(RoutineName(text: "Winfrey", …))
/// ```
public enum RoutineCommand: Hashable, Sendable {
    /// `routines`: the catalog, then the person's own.
    case catalog
    /// `show routine Oprah`: bio and tasks.
    case show(RoutineName)
    /// `start routine Oprah`: active from tomorrow (Better Morning 5.2, 7).
    case start(RoutineName)
    /// `routine`, `today's routine`: today's tasks.
    case today
    /// `routine on monday`, `routine on 2026-01-05`: a day, read-only.
    case day(DayReference)
    /// `routine days`: the date strip.
    case days
    /// `done 2`, `check meditate`, `uncheck 2`, "did drink water".
    case check(TaskReference, done: Bool)
    /// `create routine`, guided; or with everything in one line.
    case create(RoutineSpec?)
    /// A step of the guided creation (only while creating).
    case draft(DraftStep)
    /// `data`, `data Oprah last week`, `data next`.
    case data(RoutineName?, WeekReference)
    case restart(RoutineName)
    /// `edit routine NAME`: always refused, routines are locked once made (Better Morning 6.2.4, 13).
    case edit(RoutineName)
    case delete(RoutineName)
    /// `reset all data`: the routine side (Better Morning 11.2).
    case resetAll
    case buyPremium
    case restorePurchases
    /// `welcome`: the onboarding again.
    case onboarding
}

extension CommandMeaning {
    /// What a routine command means, said back: `routine-check task=2`, `routine-start name=Oprah`.
    static func describe(_ command: RoutineCommand) -> String {
        func task(_ reference: TaskReference) -> String {
            switch reference {
            case .number(let number, _): return "task=\(number)"
            case .words(let text, _): return "task=\(text)"
            }
        }
        func tasks(_ list: [RoutineTask]) -> String { list.map { "\($0.timeText) \($0.title)" }.joined(separator: "; ") }
        switch command {
        case .catalog: return "routines"
        case .show(let name): return "routine-show name=\(name.text)"
        case .start(let name): return "routine-start name=\(name.text)"
        case .today: return "routine day=today"
        case .day(let day):
            switch day {
            case .today: return "routine day=today"
            case .yesterday: return "routine day=yesterday"
            case .daysAgo(let days): return "routine day=-\(days)d"
            case .date(let date, _): return "routine day=\(date.text)"
            case .weekday(let weekday, _): return "routine day=weekday-\(weekday)"
            }
        case .days: return "routine-days"
        case .check(let reference, let done): return (done ? "routine-check " : "routine-uncheck ") + task(reference)
        case .create(nil): return "routine-create guided"
        case .create(let spec?): return "routine-create title=\(spec.title) tasks=\(tasks(spec.tasks))"
        case .draft(let step):
            switch step {
            case .title(let title, _): return "draft title=\(title)"
            case .add(let added, _): return "draft add=\(tasks([added]))"
            case .remove(let number, _): return "draft delete=\(number)"
            case .save: return "draft save"
            case .leave: return "draft leave"
            case .discard: return "draft discard"
            case .show: return "draft show"
            }
        case .data(let name, let week):
            var text = "routine-data"
            if let name { text += " name=\(name.text)" }
            switch week {
            case .current: break
            case .offset(let weeks): text += " week=\(weeks > 0 ? "+" : "")\(weeks)"
            case .of(let date): text += " week-of=\(date.text)"
            case .previous: text += " week=previous"
            case .next: text += " week=next"
            }
            return text
        case .restart(let name): return "routine-restart name=\(name.text)"
        case .edit(let name): return "routine-edit name=\(name.text)"
        case .delete(let name): return "routine-delete name=\(name.text)"
        case .resetAll: return "reset-all-data"
        case .buyPremium: return "buy-premium"
        case .restorePurchases: return "restore-purchases"
        case .onboarding: return "onboarding"
        }
    }
}
