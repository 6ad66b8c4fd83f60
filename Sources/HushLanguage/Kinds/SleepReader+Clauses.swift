import HushDomain

/// A sleep told in two clauses (``CompoundPhrase``): its start and its end ("fell asleep at 1:05 and woke
/// up at 2:35", "down at 1 up at 2", "nap started at 1 and ended at 2"), or its start and its length ("went down at 1 and slept 40 min").
///
/// ```swift
/// // "fell asleep at 1:05" + "woke up at 2:35" → .sleepSpan(from: 1:05, to: 2:35)
/// ```
extension SleepReader {
    static func join(_ start: CompoundPhrase.Clause, _ end: CompoundPhrase.Clause) throws -> EventPhrase? {
        switch (start.phrase, end.phrase) {
        case (.sleepStart(let from?), .sleepEnd(let to)):
            // "fell asleep 20 min ago and just woke up": the end is now.
            let to = to ?? LocatedTime(.now, range: end.range, text: "now")
            // "fell asleep at 9 and woke at 6 last night": the night is the whole sleep's, as after a span.
            let (night, ending) = TimePhrase.overNight(from, to)
            try CompoundPhrase.refuseEndBeforeStart(night, ending, start, end)
            return .sleepSpan(from: night, to: ending)
        case (.sleepStart(let from?), .feedingFinish(nil, let to?))
            where end.text.split(separator: " ").contains(where: { endWords.contains($0.lowercased()) }):
            // "nap started at 1:45 and ended at 2:30": alone, "ended at 2:30" is a feed's end. A sleep
            // ends with the words that end it alone ("nap ended"), not "stopped", which is a feed's.
            try CompoundPhrase.refuseEndBeforeStart(from, to, start, end)
            return .sleepSpan(from: from, to: to)
        case (.sleepStart(let from?), .sleepDuration(let seconds, let range, nil)):
            return .sleepDuration(seconds: seconds, range: range, startingAt: from)
        default:
            return nil
        }
    }
}
