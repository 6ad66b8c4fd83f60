import HushDomain

/// A sleep's own start and end: "nap started at 1:45", "started his nap", "nap ended at 2:30", "finished
/// napping". Alone, "started" and "finished" are a feed's (a bottle begun, a bottle done); beside a sleep
/// and nothing of a feed's, they are the sleep's. A start says no more than the sleep does ("nap at 1:45"
/// falls asleep at 1:45); an end is waking up.
///
/// A line with anything of a feed's as well (a bottle, its milk, an amount, "fed") keeps both readings,
/// and is refused as naming two things.
///
/// ```swift
/// // "nap started at 1:45" → .sleepStart(at: 1:45); "finished his nap at 2:30" → .sleepEnd(at: 2:30)
/// ```
extension SleepReader {
    /// Also the words a bottle's reader takes as a feed begun ("started" alone).
    static let startWords: Set<String> = ["started", "start", "began"]
    /// "over" as typed in "nap is over", which ``WordSense`` reads as "ended".
    static let endWords: Set<String> = ["finished", "finish", "done", "ended", "over"]

    static func settleStartAndEnd(_ line: inout PhraseLine) {
        guard line.concepts.contains(where: { $0.0 == .sleep }), line.amount == nil, line.remaining == nil,
              line.bareNumbers.isEmpty, line.feedingWord == nil else { return }
        var ends: [SourceRange] = []
        for (concept, range) in line.concepts where concept != .sleep {
            let word = line.text(range).lowercased()
            switch concept {
            case .feed where startWords.contains(word): continue
            case .finish where endWords.contains(word): ends.append(range)
            default: return
            }
        }
        // "finished and fell asleep": an end beside falling asleep is a feed's end, not the sleep's; the line
        // keeps both things and is refused.
        let asleep = line.concepts.contains { $0.0 == .sleep && ["asleep", "fell", "falling"].contains(line.text($0.1).lowercased()) }
        if !ends.isEmpty && asleep { return }
        line.concepts.removeAll { $0.0 == .feed || $0.0 == .finish }
        guard !ends.isEmpty else { return }
        // The sleep's end: waking, and the sleep's own words name what was woken from.
        line.concepts.removeAll { $0.0 == .sleep }
        line.concepts.append(contentsOf: ends.map { (Concept.wake, $0) })
    }
}
