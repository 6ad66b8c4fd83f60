import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A request that was understood but refused by the rules, with where in the line it came from when
/// that helps. Nothing is recorded when one of these is raised.
public enum DomainError: Error, Hashable, Sendable {
    case noBaby
    case unknownBaby(String, suggestion: String?, SourceRange?)
    /// More than one baby and none named or selected: the babies, and the line said again with a name
    /// when that reads (``whichBaby(_:example:)``'s message says exactly what to say, in a form voice takes).
    case whichBaby([String], example: String?)
    case duplicateBaby(String, SourceRange)
    case inFuture(String, SourceRange?)
    case ambiguousTime(String, SourceRange?)
    /// A time one of whose readings is less than an hour ahead ("4:31" at 4:30 AM): what was said, and the
    /// past readings written so that typing one logs exactly it.
    case notYet(String, readings: [String], SourceRange?)
    /// A wall time the clocks skipped on a spring-forward night: why, with a time to say instead.
    case skippedTime(String, SourceRange?)
    case alreadyAsleep(name: String, since: String, running: String)
    case notAsleep(name: String)
    case endBeforeStart(String, SourceRange?)
    /// An edit that would end an event at or before its start ("last nap started at 1:30" of a nap that
    /// ended then): the event's noun, its start and end as they would be, and which the line said anew.
    case endNotAfterStart(noun: String, start: String, end: String, said: EventField?, SourceRange?)
    case noBottle
    case noDefaultBottle
    case feedingInProgress(String)
    /// A whole bottle told while one made earlier is open (``BottleLog/refuseBottleInHand(_:remaining:at:open:)``):
    /// the open bottle described, and the line for each reading.
    case bottleInHand(String, finish: String, another: String)
    /// A line that describes an event, told minutes after one of its kind (``RetoldEvent``): the one
    /// logged, the edit that changes it (nil: it says what was logged), and the line that logs another
    /// (nil: it runs into the one logged, so it cannot be another).
    case retold(String, change: String?, another: String?, SourceRange?)
    case remainingExceedsPrepared(remaining: String, prepared: String, SourceRange?)
    /// More than a bottle holds ("ate 150" with ounces): what was said, and the likelier reading.
    case implausibleAmount(String, suggestion: String?, SourceRange?)
    /// Possible but rare enough to be a slip (``EventPlausibility``): logged only when the line ends in "yes".
    case unlikely(String, SourceRange?)
    case nothingToUndo
    case nothingToRedo
    case notPossible(String)
    case unknownZone(String, suggestion: String?, SourceRange)
    /// An event of the baby's before the day it was born (`yearBefore`: a parent's, such as pumping,
    /// more than a year before it): the baby's name and birth day as shown.
    case beforeBirth(name: String, born: String, yearBefore: Bool, SourceRange?)
    /// A date before 1970, the earliest a record holds (a birth year mistyped, "0001").
    case beforeRecords(String, SourceRange?)

    public var range: SourceRange? {
        switch self {
        case .unknownBaby(_, _, let r), .inFuture(_, let r), .beforeBirth(_, _, _, let r), .beforeRecords(_, let r), .ambiguousTime(_, let r), .notYet(_, _, let r), .skippedTime(_, let r), .endBeforeStart(_, let r), .endNotAfterStart(_, _, _, _, let r), .remainingExceedsPrepared(_, _, let r), .implausibleAmount(_, _, let r), .unlikely(_, let r), .retold(_, _, _, let r):
            return r
        case .duplicateBaby(_, let r), .unknownZone(_, _, let r):
            return r
        default:
            return nil
        }
    }

    public var message: String {
        switch self {
        case .noBaby:
            return "no baby yet; create one first, for example 'new baby Eddie born 2025-09-01'"
        case .unknownBaby(let name, let suggestion?, _):
            return "no baby named '\(name)' — did you mean '\(suggestion)'?"
        case .unknownBaby(let name, nil, _):
            return "no baby named '\(name)'; 'new baby \(name) born YYYY-MM-DD' adds one"
        case .whichBaby(let names, let example):
            let choices = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1] : names.joined()
            return "which baby? \(choices); say the baby's name in the line, for example '\(example ?? "wet diaper for \(names[0])")'"
        case .duplicateBaby(let name, _):
            return "there is already a baby named \(name)"
        case .inFuture(let what, _):
            return "\(what) is in the future; log things once they have happened"
        case .beforeBirth(let name, let born, let yearBefore, _):
            return "that is \(yearBefore ? "more than a year " : "")before \(name) was born (\(born)); check the time"
        case .beforeRecords(let what, _):
            return "\(what) is before 1970, earlier than anything Hush keeps; check the year"
        case .ambiguousTime(let what, _):
            return what
        case .notYet(let said, let readings, _):
            let choices = readings.map { "'\($0)'" }.joined(separator: " or ")
            return "'\(said)' hasn't happened yet" + (readings.isEmpty ? "; log it once it has" : "; did you mean \(choices)? Say it that way")
        case .skippedTime(let why, _):
            return why
        case .alreadyAsleep(let name, let since, let running):
            return "\(name) is already asleep (\(running), since \(since)); say 'woke up' to end that sleep first"
        case .notAsleep(let name):
            return "\(name) isn't asleep; to log a past sleep say 'napped from 1 to 2:30pm' or 'slept 45 min'"
        case .endBeforeStart(let what, _):
            return what
        case .endNotAfterStart(let noun, let start, let end, let said, _):
            let times = "the \(noun) would start at \(start) and end at \(end)"
            switch said {
            case .start?:
                return "\(times); its start must come before its end, so say a start before \(end), or 'move the last \(noun) to …' to move it whole"
            case .end?, .feedingStarted?, nil:
                return "\(times); its end must come after its start, so say an end after \(start)"
            }
        case .noBottle:
            return "no bottle is prepared; say 'made a 4oz bottle' first, or log a whole feed with 'ate 4oz, 0.5 left'"
        case .noDefaultBottle:
            return "how big is the bottle? say 'made a 4oz bottle' (Hush remembers the size after that)"
        case .feedingInProgress(let what):
            return "a feeding is already in progress (\(what)); say 'finished, 0.5 left' to end it first"
        case .bottleInHand(let bottle, let finish, let another):
            return "\(bottle); if this is that bottle, say '\(finish)'; if it was another, say '\(another)'"
        case .retold(let logged, let change, let another, _):
            let that = change.map { "say '\($0)'" } ?? "it is logged already"
            let other = another.map { "; if it is another, say '\($0)'" } ?? "; it runs into that one, so it is no other"
            return "\(logged); if this is that one, \(that)\(other)"
        case .remainingExceedsPrepared(let remaining, let prepared, _):
            return "\(remaining) left is more than the \(prepared) bottle held"
        case .implausibleAmount(let amount, let suggestion, _):
            return "\(amount) is more than a bottle holds" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .unlikely(let doubt, _):
            return "\(doubt); check it, and say it again ending in 'yes' to log it"
        case .nothingToUndo:
            return "nothing to undo"
        case .nothingToRedo:
            return "nothing to redo"
        case .notPossible(let why):
            return why
        case .unknownZone(let name, let suggestion, _):
            return "unknown time zone '\(name)'" + (suggestion.map { " — did you mean '\($0)'?" } ?? "; use a name like America/New_York or Europe/London")
        }
    }
}
