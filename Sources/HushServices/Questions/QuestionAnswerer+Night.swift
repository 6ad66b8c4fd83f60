import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Questions about one sleep picked out of a period: bedtime (the first sleep of a night), the longest
/// stretch, and whether a sleep covered a moment.
extension QuestionAnswerer {
    /// Which night a sleep begun at `start` belongs to: a sleep from 6 PM to 6 AM belongs to the evening it
    /// began in (or the evening before, after midnight); nil for a nap.
    func night(of start: Date) -> Int? {
        guard !(6..<18).contains(calendar.civil(start).hour) else { return nil }
        return calendar.civil(start.addingTimeInterval(-18 * 3600)).dayNumber
    }

    /// "Eddie went down for the night yesterday at 7:15 PM and slept until 2:05 AM (6h 50m)".
    func bedtime(_ evidence: QuestionEvidence, asked period: QuestionPeriod?) -> QuestionAnswer {
        let window = evidence.window!
        let sleeps = evidence.inWindow.filter { $0.kind == .sleep && !$0.isDeleted && window.contains($0.start.utc) && night(of: $0.start.utc) != nil }
        guard let latestNight = sleeps.compactMap({ night(of: $0.start.utc) }).max(),
              let first = sleeps.filter({ night(of: $0.start.utc) == latestNight }).min(by: { $0.start.utc < $1.start.utc }) else {
            let text = period == nil ? "No night sleep logged for \(baby.name) since \(clock(window.from))" : "No night sleep logged for \(baby.name) \(window.label)"
            return QuestionAnswer(question: "bedtime", text: text, facts: ["found": .bool(false)])
        }
        let start = first.start.utc, end = first.end?.utc
        var facts: [String: JSONValue] = ["found": .bool(true), "at": words.iso(start), "asleep": .bool(end == nil),
                                          "minutes": words.minutes((end ?? now).timeIntervalSince(start))]
        let went = "\(baby.name) went down for the night \(words.at(start))"
        guard let end else {
            return QuestionAnswer(question: "bedtime", text: "\(went) and is still asleep (\(DurationText.short(now.timeIntervalSince(start))))", facts: facts)
        }
        facts["woke_at"] = words.iso(end)
        return QuestionAnswer(question: "bedtime", text: "\(went) and slept until \(clock(end)) (\(DurationText.short(end.timeIntervalSince(start))))", facts: facts)
    }

    /// The longest sleep begun in the period, whole (a running one up to now).
    func longestSleep(_ evidence: QuestionEvidence, napsOnly: Bool) -> QuestionAnswer {
        let window = evidence.window!
        let kind = napsOnly ? "longest-nap" : "longest-sleep"
        let sleeps = evidence.inWindow.filter { event in
            event.kind == .sleep && !event.isDeleted && window.contains(event.start.utc)
                && (!napsOnly || QuestionTopic.nap.matches(event, calendar: calendar))
        }
        func length(_ event: Event) -> TimeInterval { (event.end?.utc ?? now).timeIntervalSince(event.start.utc) }
        guard let longest = sleeps.max(by: { length($0) < length($1) }) else {
            return QuestionAnswer(question: kind, text: "No \(napsOnly ? "naps" : "sleep") logged \(window.label) for \(baby.name)", facts: ["found": .bool(false)])
        }
        let noun = napsOnly ? "nap" : "sleep"
        var facts: [String: JSONValue] = ["found": .bool(true), "minutes": words.minutes(length(longest)), "from": words.iso(longest.start.utc),
                                          "sleeps": .integer(sleeps.count)]
        guard let end = longest.end?.utc else {
            return QuestionAnswer(question: kind, text: "\(baby.name)'s longest \(noun) \(window.label) is the one running now: \(DurationText.short(length(longest))) so far, since \(clock(longest.start.utc))", facts: facts)
        }
        facts["to"] = words.iso(end)
        return QuestionAnswer(question: kind, text: "\(baby.name)'s longest \(noun) \(window.label) was \(DurationText.short(length(longest))), from \(clock(longest.start.utc)) to \(clock(end))", facts: facts)
    }

    /// "Yes, asleep at 3:00 AM: slept from 2:40 AM to 6:30 AM" or "No, awake at 2:20 AM: woke at 2:05 AM";
    /// asked whether awake ("was he up at 2am"), the same facts with the yes and no of that question.
    func asleepAt(_ evidence: QuestionEvidence, askedAwake: Bool) -> QuestionAnswer {
        let moment = evidence.window!.moment!
        let sleeps = evidence.inWindow.filter { $0.kind == .sleep && !$0.isDeleted }
        let kind = askedAwake ? "awake-at" : "asleep-at"
        var facts: [String: JSONValue] = ["at": words.iso(moment)]
        let when = clock(moment)
        if let covering = sleeps.first(where: { $0.start.utc <= moment && ($0.end?.utc ?? now) > moment }) {
            facts["asleep"] = .bool(true)
            facts["from"] = words.iso(covering.start.utc)
            let until = covering.end.map { "to \(clock($0.utc))" } ?? "and is still asleep"
            if let end = covering.end { facts["to"] = words.iso(end.utc) }
            return QuestionAnswer(question: kind, text: "\(askedAwake ? "No" : "Yes"), asleep at \(when): slept from \(clock(covering.start.utc)) \(until)", facts: facts)
        }
        guard let woke = sleeps.compactMap({ $0.end?.utc }).filter({ $0 <= moment }).max() else {
            facts["asleep"] = .null
            return QuestionAnswer(question: kind, text: "No sleep logged for \(baby.name) around \(when), so Hush can't say", facts: facts)
        }
        facts["asleep"] = .bool(false)
        facts["woke_at"] = words.iso(woke)
        var text = "\(askedAwake ? "Yes" : "No"), awake at \(when): woke at \(clock(woke))"
        if let next = sleeps.map(\.start.utc).filter({ $0 > moment }).min() {
            facts["next_asleep"] = words.iso(next)
            text += ", asleep again at \(clock(next))"
        }
        return QuestionAnswer(question: kind, text: text, facts: facts)
    }

    /// "Gavin logged the last feed, at 1:15 PM: a 4 oz bottle, drank 3.5 oz".
    func whoLogged(_ topic: QuestionTopic, _ evidence: QuestionEvidence) -> QuestionAnswer {
        let question = Question.whoLogged(topic)
        guard let event = evidence.latest else { return none(question, topic.plural(2)) }
        let moment = topic.moment(of: event)
        var facts: [String: JSONValue] = ["person": .string(event.loggedBy), "at": words.iso(moment)]
        var text = "\(event.loggedBy) logged the last \(topic.noun), \(words.at(moment))"
        let detail = describe(event, topic: topic, facts: &facts)
        if !detail.isEmpty { text += ": " + detail }
        return QuestionAnswer(question: question.kind, text: text, facts: facts)
    }
}
