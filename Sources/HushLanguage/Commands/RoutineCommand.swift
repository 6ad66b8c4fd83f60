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

/// A routine's name as typed, matched later against the catalog and the person's routines.
public struct RoutineName: Hashable, Sendable {
    public var text: String
    public var range: SourceRange

    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// Which task: its number in the list, or words from its title.
public enum TaskReference: Hashable, Sendable {
    case number(Int, SourceRange)
    case words(String, SourceRange)

    public var range: SourceRange {
        switch self {
        case .number(_, let range), .words(_, let range): return range
        }
    }
}

/// Which day of the routine to view.
public enum DayReference: Hashable, Sendable {
    case today
    case yesterday
    /// Days back from today ("3 days ago").
    case daysAgo(Int)
    case date(CivilDate, SourceRange)
    /// The most recent such weekday, today included (1 = Monday).
    case weekday(Int, SourceRange)
}

/// Which week a data card shows.
public enum WeekReference: Hashable, Sendable {
    case current
    /// Weeks before (negative) or after the current one.
    case offset(Int)
    /// The week holding this date.
    case of(CivilDate)
    /// One week back or on from the week last shown.
    case previous
    case next
}

/// A whole custom routine in one line: `create routine "Calm start": 6:00 drink water, 6:05 stretch`.
public struct RoutineSpec: Hashable, Sendable {
    public var title: String
    public var titleRange: SourceRange
    public var tasks: [RoutineTask]
    public var taskRanges: [SourceRange]

    public init(title: String, titleRange: SourceRange, tasks: [RoutineTask], taskRanges: [SourceRange]) {
        self.title = title
        self.titleRange = titleRange
        self.tasks = tasks
        self.taskRanges = taskRanges
    }
}

/// One step of guided creation.
public enum DraftStep: Hashable, Sendable {
    case title(String, SourceRange)
    case add(RoutineTask, SourceRange)
    /// `delete 3`: permanent, no undo (Better Morning 6.2.2).
    case remove(Int, SourceRange)
    case save
    /// Leave creation; the draft stays for later.
    case leave
    /// Throw the draft away.
    case discard
    case show
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
