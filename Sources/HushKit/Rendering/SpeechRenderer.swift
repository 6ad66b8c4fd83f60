import Foundation

/// `--speak` (or `set output speech`): every answer as a few short sentences to be read aloud, for a voice
/// assistant or `espeak-ng`. No emoji, symbols, tables or colour; numbers and times as words. Views are
/// summed up in a sentence or two; what does not fit in speech says where to look.
///
/// ```swift
/// SpeechRenderer().render(.recorded(summary: "Made a 4 oz bottle at 9:15 PM · expires 11:15 PM", …))
/// // "Made a four ounce bottle at nine fifteen PM. It expires at eleven fifteen PM."
/// ```
public struct SpeechRenderer {
    public init() {}

    /// The words for `outcome`, with no control character a synced note or name might hold.
    public func render(_ outcome: Outcome) throws -> String {
        TerminalText.unspoken(try words(for: outcome))
    }

    private func words(for outcome: Outcome) throws -> String {
        switch outcome {
        case .recorded(let summary, _, _):
            return SpokenText.sentences(summary)
        case .status(let dashboard, _), .quickStats(let dashboard):
            return status(dashboard)
        case .answer(let answer):
            return SpokenText.sentences(answer.text.replacingOccurrences(of: ": ", with: " · ").replacingOccurrences(of: "; ", with: " · "))
        case .export, .document:
            return "The export is ready; it is too long to read aloud."
        case .quit:
            return "Goodbye."
        case .reminders(.list(let reminders, let policy), let calendar, let now):
            guard policy.masterOn else { return "Notifications are off." }
            guard let next = reminders.first else { return "No reminders planned." }
            let when = next.at <= now ? "due now" : "at " + TimeText.clock(next.at, calendar: calendar, now: now)
            return SpokenText.sentences("Next reminder, \(when): \(next.title)" + (reminders.count > 1 ? " · \(reminders.count - 1) more after it" : ""))
        case .today(let listing, let baby, _, _):
            let count = listing.rows.count
            return SpokenText.sentences("\(baby.name) has \(count == 0 ? "nothing" : count == 1 ? "1 event" : "\(count) events") logged today")
        case .foods(let list, let baby, _, _):
            guard let newest = list.foods.max(by: { $0.first.utc < $1.first.utc }) else { return SpokenText.sentences("\(baby.name) has no solids logged yet") }
            let reacted = list.foods.filter { !$0.reactions.isEmpty }.map(\.name)
            return SpokenText.sentences("\(baby.name) has tried \(list.foods.count) \(list.foods.count == 1 ? "food" : "foods"); the newest is \(newest.name)"
                + (reacted.isEmpty ? "" : " · reactions after " + reacted.joined(separator: ", ")))
        case .help:
            let text = try HumanRenderer(style: TextStyle(enabled: false)).render(outcome)
            return SpokenText.sentences(text.split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
        default:
            // The first line of the text answer says what matters; the rest is a table for the eyes.
            let text = try HumanRenderer(style: TextStyle(enabled: false)).render(outcome)
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard let first = lines.first else { return "" }
            // Under a heading ("Reminders") the news is the next line.
            return SpokenText.sentences(isHeading(first) && lines.count > 1 ? lines[1] : first)
        }
    }

    /// An error as one sentence: the message without the caret lines.
    public func error(_ message: String) -> String {
        let sentence = SpokenText.sentences(TerminalText.unspoken(message))
        return "Sorry, " + sentence.prefix(1).lowercased() + sentence.dropFirst()
    }

    /// "Reminders", "Settings · Eddie": a heading, not the news.
    private func isHeading(_ line: String) -> Bool {
        line.split(separator: " ").count <= 3 && !line.contains(":")
    }

    private func status(_ d: Dashboard) -> String {
        var parts: [String] = []
        let now = d.now
        if let feed = d.lastFeed {
            parts.append("\(d.baby.name) last ate \(DurationText.ago(now.timeIntervalSince(feed.feedTime)))")
        } else {
            parts.append("No feeds logged for \(d.baby.name) yet")
        }
        if let diaper = d.lastDiaper, let contents = diaper.data.diaperContents {
            parts.append("Last diaper \(DurationText.ago(now.timeIntervalSince(diaper.start.utc))), \(contents.label)")
        }
        if let sleeping = d.activeSleep {
            parts.append("Asleep for \(DurationText.short(now.timeIntervalSince(sleeping.start.utc)))")
        } else if let end = d.lastSleep?.end {
            let awake = now.timeIntervalSince(end.utc)
            parts.append(awake < 60 ? "Just woke up" : "Awake for \(DurationText.short(awake))")
        }
        if let today = d.pumpedToday, today.count > 0 {
            parts.append("Pumped \(today.summary(in: d.baby.settings.units)) today")
        }
        return SpokenText.sentences(parts.joined(separator: " · "))
    }
}
