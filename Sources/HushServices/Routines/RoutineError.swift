import HushDomain
import HushLanguage
import HushStore
/// Why a routine command was refused. Each renders as one sentence that says what to do instead.
public enum RoutineError: Error, Hashable, Sendable {
    case unknownRoutine(String, suggestion: String?, SourceRange)
    case ambiguousRoutine(String, candidates: [String], SourceRange)
    case noActiveRoutine
    case startsTomorrow(String)
    case alreadyActive(String, SourceRange)
    case unknownTask(String, suggestion: String?, SourceRange)
    case ambiguousTask(String, candidates: [String], SourceRange)
    case noSuchTask(Int, count: Int, SourceRange)
    case alreadyMarked(String, done: Bool)
    /// Today's record was locked by a switch or restart (Better Morning 7.1).
    case dayLocked(String)
    case pastDay(String)
    case futureDay(String)
    case beforeStart(String, start: String)
    case paywall
    case alreadyOwned
    case nothingToRestore
    case tooManyTasks(SourceRange)
    /// `save` before the draft has what a routine needs.
    case draftIncomplete(String)
    case locked(String)
    /// A destructive command in a script or pipe without `--yes`.
    case needsConfirmation(what: String, command: String)

    public var range: SourceRange? {
        switch self {
        case .unknownRoutine(_, _, let r), .ambiguousRoutine(_, _, let r), .alreadyActive(_, let r), .unknownTask(_, _, let r),
             .ambiguousTask(_, _, let r), .noSuchTask(_, _, let r), .tooManyTasks(let r):
            return r
        default:
            return nil
        }
    }

    public var message: String {
        switch self {
        case .unknownRoutine(let name, let suggestion?, _):
            return "no routine named '\(name)' — did you mean '\(suggestion)'? ('routines' lists them)"
        case .unknownRoutine(let name, nil, _):
            return "no routine named '\(name)'; 'routines' lists them"
        case .ambiguousRoutine(let name, let candidates, _):
            return "'\(name)' could be " + Self.list(candidates) + "; say which"
        case .noActiveRoutine:
            return "no active routine; 'routines' shows the catalog and 'start routine NAME' picks one"
        case .startsTomorrow(let name):
            return "\(name) starts tomorrow; its tasks can be checked from then"
        case .alreadyActive(let name, _):
            return "\(name) is already your routine; 'restart routine \(name)' starts it afresh tomorrow"
        case .unknownTask(let text, let suggestion?, _):
            return "no task matches '\(text)' — did you mean '\(suggestion)'?"
        case .unknownTask(let text, nil, _):
            return "no task matches '\(text)'; 'routine' lists today's tasks with their numbers"
        case .ambiguousTask(let text, let candidates, _):
            return "'\(text)' matches " + Self.list(candidates) + "; use the task's number"
        case .noSuchTask(let number, let count, _):
            return count == 0 ? "there is no task \(number); the list is empty" : "there is no task \(number); the list has tasks 1 to \(count)"
        case .alreadyMarked(let title, let done):
            return done ? "'\(title)' is already checked" : "'\(title)' isn't checked"
        case .dayLocked(let name):
            return "today's \(name) was closed when you switched routines; its checks can't change"
        case .pastDay(let day):
            return "\(day) is past and read-only; only today's tasks can be checked"
        case .futureDay(let day):
            return "\(day) hasn't come yet; tasks can be checked on the day"
        case .beforeStart(let day, let start):
            return "\(day) is before this routine started (\(start))"
        case .paywall:
            return "creating your own routine needs Premium, a one-time $0.99 unlock: 'buy premium' (or 'restore purchases' if you bought it before)"
        case .alreadyOwned:
            return "Premium is already unlocked; 'create routine' makes your own"
        case .nothingToRestore:
            return "no purchases to restore on this account; 'buy premium' unlocks custom routines for $0.99"
        case .tooManyTasks:
            return "a routine holds at most \(RoutineLimits.maximumTasks) tasks; 'delete N' one or 'save'"
        case .draftIncomplete(let what):
            return "a routine needs \(what)"
        case .locked(let name):
            return "\(name) can't be edited: a routine is fixed once made, and celebrity routines always are; 'restart routine \(name)' or 'delete routine \(name)' is what's left"
        case .needsConfirmation(let what, let command):
            return "\(what) needs confirmation: in a script or pipe, add --yes ('\(command) --yes')"
        }
    }

    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
