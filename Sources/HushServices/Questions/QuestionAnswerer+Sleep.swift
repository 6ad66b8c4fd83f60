import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Sleep now: awake for, asleep for, "is he asleep", the last nap's length, the sleep of a period.
extension QuestionAnswerer {
    func sleepState(_ question: Question, _ evidence: QuestionEvidence) -> QuestionAnswer {
        let kind = question.kind
        if let sleeping = evidence.open.first(where: { $0.kind == .sleep }) {
            let since = sleeping.start.utc, length = DurationText.short(now.timeIntervalSince(since))
            let facts: [String: JSONValue] = ["asleep": .bool(true), "since": words.iso(since), "minutes": words.minutes(now.timeIntervalSince(since))]
            let clock = clock(since)
            switch question {
            case .isAsleep(true): return QuestionAnswer(question: kind, text: "Yes, asleep for \(length) (since \(clock))", facts: facts)
            case .isAsleep: return QuestionAnswer(question: kind, text: "No, asleep for \(length) (since \(clock))", facts: facts)
            case .awakeFor: return QuestionAnswer(question: kind, text: "\(baby.name) isn't awake: asleep for \(length), since \(clock)", facts: facts)
            default: return QuestionAnswer(question: kind, text: "\(baby.name) has been asleep for \(length), since \(clock)", facts: facts)
            }
        }
        guard let woke = evidence.lastFinishedSleep?.end?.utc else {
            let text: String
            switch question {
            case .isAsleep(true): text = "No sleep is running for \(baby.name), and no wake-up is logged yet"
            case .isAsleep: text = "No sleep is running for \(baby.name); no wake-up is logged yet, so Hush can't say for how long"
            default: text = "No sleep logged yet for \(baby.name), so Hush can't say how long"
            }
            return QuestionAnswer(question: kind, text: text, facts: ["asleep": .bool(false), "found": .bool(false)])
        }
        let length = DurationText.short(now.timeIntervalSince(woke)), clock = clock(woke)
        let facts: [String: JSONValue] = ["asleep": .bool(false), "since": words.iso(woke), "minutes": words.minutes(now.timeIntervalSince(woke))]
        switch question {
        case .isAsleep(true): return QuestionAnswer(question: kind, text: "No, awake for \(length) (since \(clock))", facts: facts)
        case .isAsleep: return QuestionAnswer(question: kind, text: "Yes, awake for \(length) (since \(clock))", facts: facts)
        case .awakeFor: return QuestionAnswer(question: kind, text: "\(baby.name) has been awake for \(length), since \(clock)", facts: facts)
        default: return QuestionAnswer(question: kind, text: "\(baby.name) isn't asleep: awake for \(length), since \(clock)", facts: facts)
        }
    }

    func lastNap(_ evidence: QuestionEvidence) -> QuestionAnswer {
        let kind = Question.lastNapLength.kind
        guard let nap = evidence.latest, let end = nap.end?.utc else { return none(.lastNapLength, "naps") }
        let length = end.timeIntervalSince(nap.start.utc)
        return QuestionAnswer(question: kind,
                      text: "\(baby.name)'s last nap was \(DurationText.short(length)), from \(clock(nap.start.utc)) to \(clock(end))",
                      facts: ["minutes": words.minutes(length), "from": words.iso(nap.start.utc), "to": words.iso(end)])
    }

    /// The sleep inside the window: each sleep clipped to it, a running one up to now. Around a moment
    /// ("how long did he nap at noon") each sleep there counts whole: clipped to the half hour either
    /// side, a nap of an hour and five minutes was answered as half an hour.
    func sleepTotal(_ evidence: QuestionEvidence, napsOnly: Bool) -> QuestionAnswer {
        var window = evidence.window!
        if window.moment != nil {
            let held = evidence.inWindow.filter { $0.kind == .sleep && $0.start.utc < window.to && ($0.end?.utc ?? now) > window.from }
            window.from = held.map(\.start.utc).min() ?? window.from
            window.to = max(window.to, held.map { $0.end?.utc ?? now }.max() ?? window.to)
        }
        let kind = napsOnly ? "nap-total" : "sleep-total"
        var total: TimeInterval = 0
        var first: Date?, last: Date?
        var count = 0
        for event in evidence.inWindow where event.kind == .sleep && (!napsOnly || QuestionTopic.nap.matches(event, calendar: calendar)) {
            if window.wholeSleeps, event.start.utc < window.from || event.start.utc >= window.to { continue }
            let start = max(event.start.utc, window.from), end = min(event.end?.utc ?? now, window.wholeSleeps ? now : window.to, now)
            guard end > start else { continue }
            total += end.timeIntervalSince(start)
            count += 1
            first = first ?? start
            last = end
        }
        var facts: [String: JSONValue] = ["minutes": words.minutes(total), "sleeps": .integer(count), "from": words.iso(window.from), "to": words.iso(min(window.to, now))]
        guard let first, let last else {
            return QuestionAnswer(question: kind, text: "No \(napsOnly ? "naps" : "sleep") logged \(window.label) for \(baby.name)", facts: facts)
        }
        facts["first_asleep"] = words.iso(first)
        facts["last_awake"] = words.iso(last)
        let span = "\(clock(first)) to \(last >= now.addingTimeInterval(-1) ? "now" : clock(last))"
        let noun = napsOnly ? (count == 1 ? "nap" : "naps") : (count == 1 ? "sleep" : "sleeps")
        return QuestionAnswer(question: kind, text: "\(baby.name) \(napsOnly ? "napped" : "slept") \(DurationText.hoursMinutes(total)) \(window.label) (\(count) \(noun), \(span))", facts: facts)
    }
}
