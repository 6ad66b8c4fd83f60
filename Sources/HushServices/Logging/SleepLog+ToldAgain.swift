import FoundationEssentials
import HushDomain
import HushLanguage

extension SleepLog {
    /// How near a start said must be to the running sleep's for a span to be read as that sleep ended.
    static let sameStart: TimeInterval = 10 * 60
    /// How long after a sleep ended a waking said again is read as a change to that one.
    static let recentWaking: TimeInterval = 6 * 3600

    /// "he fell asleep at 2:45" while the sleep logged at 3:00 runs: its start told again, or corrected.
    /// It was refused with "say 'woke up' to end that sleep first", and following that ended a sleep the
    /// baby was still in; the edit is offered, and waking up only when it could have happened in between.
    ///
    /// ```swift
    /// try log.refuseRunningStartToldAgain(twoFortyFive, said: time, running: sleepSinceThree)
    /// // throws: "Eddie is already asleep, since 3:00 PM; if the sleep began at 2:45 PM, say 'last sleep started at 2:45 PM'"
    /// ```
    func refuseRunningStartToldAgain(_ start: Date, said time: LocatedTime?, running: Event) throws {
        guard time != nil, abs(start.timeIntervalSince(running.start.utc)) >= 60 else { return }
        // The edit is offered only where it would be made: not into a sleep before it.
        guard (try? checkOverlap(start: start, end: nil, range: nil, ignoring: running.id)) != nil else { return }
        let name = context.babyName
        let said = spoken(start)
        var message = "\(name) is already asleep, since \(context.text(running.start.utc)); if the sleep began at \(context.text(start)), "
            + "say 'last sleep started at \(said)'"
        if start > running.start.utc {
            message += "; if \(name) woke in between, end that sleep first ('woke up at …')"
        }
        throw DomainError.notPossible(message)
    }

    /// "he woke up at 2:30" after the nap that ended at 2:40 was logged: no sleep runs, and the waking
    /// said is that nap's end told again, or corrected. It was refused with "to log a past sleep say
    /// 'slept 45 min'", which logged a second sleep or ran into the first.
    func refuseEndToldAgain(_ end: Date, said time: LocatedTime?) throws {
        guard time != nil, let last = finished.max(by: { ($0.end?.utc ?? .distantPast) < ($1.end?.utc ?? .distantPast) }),
              let lastEnd = last.end?.utc, context.now.timeIntervalSince(lastEnd) <= Self.recentWaking,
              end > last.start.utc, abs(end.timeIntervalSince(lastEnd)) >= 60 else { return }
        throw DomainError.notPossible("\(context.babyName) isn't asleep: the last sleep ended at \(context.text(lastEnd)); if it ended at "
                                      + "\(context.text(end)), say 'last sleep ended at \(spoken(end))'")
    }

    /// A time as a line says it back: "2:45 PM" today, "yesterday 2:45pm" before ("Yesterday 2:45 PM", as
    /// the answers write it, is not read).
    func spoken(_ date: Date) -> String {
        let text = context.resolver.phraseText(date, zoneOffset: nil)
        return text.hasPrefix("today ") ? context.text(date) : text
    }
}
