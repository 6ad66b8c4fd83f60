import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Counts and totals over a period: feeds, diapers, naps, the amount drunk, how often feeds come, yes or
/// no with the evidence, and what a person logged.
extension QuestionAnswerer {
    func matching(_ topic: QuestionTopic, _ evidence: QuestionEvidence) -> [Event] {
        let window = evidence.window!
        return evidence.inWindow.filter { topic.matches($0, calendar: calendar) && window.contains(topic.moment(of: $0)) && (topic != .wake || $0.end != nil) }
            .sorted { topic.moment(of: $0) < topic.moment(of: $1) }
    }

    /// "at 9:00 AM, 11:30 AM and 2:00 PM" (the last few when there are many).
    func times(_ events: [Event], _ topic: QuestionTopic) -> String {
        let clocks = events.suffix(4).map { clock(topic.moment(of: $0)) }
        let list = clocks.count <= 1 ? clocks.joined() : clocks.dropLast().joined(separator: ", ") + " and " + clocks.last!
        return (events.count > 4 ? "the last \(clocks.count) at " : "at ") + list
    }

    func count(_ topic: QuestionTopic, _ evidence: QuestionEvidence) -> QuestionAnswer {
        let window = evidence.window!, found = matching(topic, evidence)
        let facts: [String: JSONValue] = ["count": .integer(found.count), "from": words.iso(window.from), "to": words.iso(min(window.to, now)),
                                          "times": .array(found.map { words.iso(topic.moment(of: $0)) })]
        let kind = "count-\(topic.rawValue)"
        guard !found.isEmpty else { return QuestionAnswer(question: kind, text: "No \(topic.plural(2)) \(window.label)", facts: facts) }
        return QuestionAnswer(question: kind, text: "\(found.count) \(topic.plural(found.count)) \(window.label), \(times(found, topic))", facts: facts)
    }

    func happened(_ topic: QuestionTopic, _ evidence: QuestionEvidence) -> QuestionAnswer {
        let window = evidence.window!, found = matching(topic, evidence)
        var facts: [String: JSONValue] = ["answer": .bool(!found.isEmpty), "count": .integer(found.count),
                                          "times": .array(found.map { words.iso(topic.moment(of: $0)) })]
        let kind = "did-\(topic.rawValue)"
        if !found.isEmpty {
            return QuestionAnswer(question: kind, text: "Yes: \(found.count) \(topic.plural(found.count)) \(window.label), \(times(found, topic))", facts: facts)
        }
        guard let last = evidence.latest else {
            return QuestionAnswer(question: kind, text: "No \(topic.noun) \(window.label); none logged yet for \(baby.name)", facts: facts)
        }
        if topic.moment(of: last) >= window.to {
            facts["latest"] = words.iso(topic.moment(of: last))
            return QuestionAnswer(question: kind, text: "No \(topic.noun) \(window.label) (the latest was \(words.at(topic.moment(of: last))))", facts: facts)
        }
        facts["last"] = words.iso(topic.moment(of: last))
        return QuestionAnswer(question: kind, text: "No \(topic.noun) \(window.label); the last was \(words.at(topic.moment(of: last)))", facts: facts)
    }

    /// "Pumped 9.5 oz today in 2 sessions": every session in the period, in the household's unit.
    func pumped(_ evidence: QuestionEvidence) -> QuestionAnswer {
        let window = evidence.window!
        let totals = PumpTotals(events: evidence.inWindow, from: window.from, to: window.to)
        let facts: [String: JSONValue] = ["sessions": .integer(totals.count), "amount": words.amount(totals.total(in: units)),
                                          "unit": .string(units.rawValue), "times": .array(totals.sessions.map { words.iso($0.start.utc) })]
        guard totals.count > 0 else { return QuestionAnswer(question: "pumped", text: "No pumping \(window.label)", facts: facts) }
        return QuestionAnswer(question: "pumped", text: "Pumped \(totals.summary(in: units)) \(window.label)", facts: facts)
    }

    /// What was drunk from bottles (the amount made less what was left), in the household's unit.
    func amount(_ evidence: QuestionEvidence, in units: Volume.Unit) -> QuestionAnswer {
        let window = evidence.window!, feeds = matching(.feed, evidence)
        var total = 0.0, bottles = 0, unknown = 0
        for feed in feeds {
            guard let bottle = feed.data.bottle else { continue }
            if let drank = bottle.consumed, let prepared = bottle.prepared, feed.end != nil {
                total += Volume(drank, prepared.unit).value(in: units)
                bottles += 1
            } else {
                unknown += 1
            }
        }
        let breasts = feeds.count - bottles - unknown
        // Millilitres are counted whole, as they are measured; ounces keep their tenths.
        if units == .ml { total = total.rounded() }
        let facts: [String: JSONValue] = ["amount": words.amount(total), "unit": .string(units.rawValue), "bottles": .integer(bottles),
                                          "breast_feeds": .integer(breasts), "unfinished_bottles": .integer(unknown),
                                          "from": words.iso(window.from), "to": words.iso(min(window.to, now))]
        var text = bottles == 0 ? "No bottle feeds finished \(window.label) for \(baby.name)"
            : "\(baby.name) drank \(Volume(total, units).text) \(window.label) from \(bottles) \(bottles == 1 ? "bottle" : "bottles")"
        if unknown > 0 { text += ", plus \(unknown) still feeding" }
        if breasts > 0 { text += "; \(breasts) breast \(breasts == 1 ? "feed" : "feeds") not measured" }
        return QuestionAnswer(question: "amount", text: text, facts: facts)
    }

    /// The average gap between consecutive feeds in the period.
    func feedInterval(_ evidence: QuestionEvidence) -> QuestionAnswer {
        let window = evidence.window!, feeds = matching(.feed, evidence)
        var facts: [String: JSONValue] = ["feeds": .integer(feeds.count), "from": words.iso(window.from), "to": words.iso(min(window.to, now))]
        guard feeds.count >= 2 else {
            return QuestionAnswer(question: "feed-interval", text: "\(feeds.count == 0 ? "No feeds" : "Only 1 feed") \(window.label), so there is no interval to average yet", facts: facts)
        }
        let span = feeds.last!.feedTime.timeIntervalSince(feeds.first!.feedTime)
        let average = span / Double(feeds.count - 1)
        facts["average_minutes"] = words.minutes(average)
        return QuestionAnswer(question: "feed-interval", text: "Every \(DurationText.short(average)) on average: \(feeds.count) feeds \(window.label)", facts: facts)
    }

    func loggedBy(_ person: String, _ evidence: QuestionEvidence) -> QuestionAnswer {
        let window = evidence.window!
        let theirs = evidence.inWindow.filter { $0.loggedBy.lowercased() == person.lowercased() && window.contains($0.start.utc) }
        let facts: [String: JSONValue] = ["person": .string(person), "count": .integer(theirs.count), "events": .array(theirs.map { event in
            .object(["kind": .string(event.kind.rawValue), "at": words.iso(event.start.utc)])
        })]
        guard !theirs.isEmpty else { return QuestionAnswer(question: "logged-by", text: "\(person) logged nothing for \(baby.name) \(window.label)", facts: facts) }
        let listing = theirs.suffix(5).map { "\(name(of: $0)) \(words.at($0.start.utc))" }.joined(separator: ", ")
        return QuestionAnswer(question: "logged-by", text: "\(person) logged \(theirs.count) \(theirs.count == 1 ? "event" : "events") for \(baby.name) \(window.label)\(theirs.count > 5 ? ", the last 5" : ""): \(listing)", facts: facts)
    }

    /// "4 oz bottle", "breast feed", "pee + poop", "sleep", "note": an event in two or three words.
    func name(of event: Event) -> String { event.data.payload.briefName(in: units) }
}
