import Foundation
import HushDomain
import HushLanguage
import HushStore

/// Answers questions from what the log holds, exactly: the facts are computed here, pure, at the clock's
/// now; the dispatcher reads the events. Nothing to answer says so; nothing is guessed.
///
/// ```swift
/// let answerer = QuestionAnswerer(baby: eddie, now: now, calendar: calendar)
/// answerer.answer(.last(.feed), evidence).text   // "Eddie last ate at 1:30 PM (1h 30m ago): a 4 oz bottle, drank 3.5 oz"
/// ```
package struct QuestionAnswerer {
    var baby: Baby
    var now: Date
    var calendar: ZonedCalendar
    var words: AnswerWording { AnswerWording(calendar: calendar, now: now) }
    var units: Volume.Unit { baby.settings.units }

    package func answer(_ question: Question, _ evidence: QuestionEvidence) -> QuestionAnswer {
        switch question {
        case .last(let topic): return last(topic, evidence)
        case .awakeFor, .asleepFor, .isAsleep: return sleepState(question, evidence)
        case .lastNapLength: return lastNap(evidence)
        case .count(let topic, _): return count(topic, evidence)
        case .amount(_, let unit): return amount(evidence, in: unit ?? units)
        case .sleepTotal(_, let naps): return sleepTotal(evidence, napsOnly: naps)
        case .feedInterval: return feedInterval(evidence)
        case .happened(let topic, _): return happened(topic, evidence)
        case .loggedBy(let person, _): return loggedBy(person, evidence)
        case .nextSide: return nextSide(evidence)
        case .bottleExpiry, .bottleExpired, .bottleExpiryTime: return bottleExpiry(evidence, asked: question)
        case .nextFeed: return nextFeed(evidence)
        case .whoLogged(let topic): return whoLogged(topic, evidence)
        case .bedtime(let period): return bedtime(evidence, asked: period)
        case .longestSleep(_, let naps): return longestSleep(evidence, napsOnly: naps)
        case .asleepAt: return asleepAt(evidence, askedAwake: false)
        case .awakeAt: return asleepAt(evidence, askedAwake: true)
        case .pumped: return pumped(evidence)
        case .food(let named, let asked): return self.food(named, asked, evidence)
        }
    }

    func clock(_ instant: Date) -> String { words.clock(instant) }

    func none(_ question: Question, _ what: String) -> QuestionAnswer {
        QuestionAnswer(question: question.kind, text: "No \(what) logged yet for \(baby.name)", facts: ["found": .bool(false)])
    }

    /// "Eddie last ate at 1:30 PM (1h 30m ago): a 4 oz bottle, drank 3.5 oz".
    func last(_ topic: QuestionTopic, _ evidence: QuestionEvidence) -> QuestionAnswer {
        let question = Question.last(topic)
        if topic == .sleep || topic == .nap, let sleeping = evidence.open.first(where: { $0.kind == .sleep }) {
            let since = sleeping.start.utc
            return QuestionAnswer(question: question.kind, text: "\(baby.name) is asleep now, since \(words.at(since).dropFirst(3)) (\(DurationText.short(now.timeIntervalSince(since))))",
                          facts: ["found": .bool(true), "asleep": .bool(true), "at": words.iso(since), "minutes_ago": words.minutes(now.timeIntervalSince(since))])
        }
        guard let event = evidence.latest else { return none(question, topic.plural(2)) }
        let moment = topic.moment(of: event)
        var facts: [String: JSONValue] = ["found": .bool(true), "at": words.iso(moment), "minutes_ago": words.minutes(now.timeIntervalSince(moment))]
        let verb: String
        switch topic {
        case .feed, .bottle, .breast: verb = "\(baby.name) last ate"
        case .diaper: verb = "The last diaper was"
        case .pee: verb = "The last pee was"
        case .poop: verb = "The last poop was"
        case .sleep: verb = "\(baby.name) last fell asleep"
        case .nap: verb = "\(baby.name)'s last nap began"
        case .wake: verb = "\(baby.name) last woke up"
        case .note: verb = "The last note was"
        case .pump: verb = "Last pumped"
        }
        var text = "\(verb) \(words.atAgo(moment))"
        let detail = describe(event, topic: topic, facts: &facts)
        if !detail.isEmpty { text += ": " + detail }
        return QuestionAnswer(question: question.kind, text: text, facts: facts)
    }

    /// What the event was, in a few words, with its facts.
    func describe(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue]) -> String {
        switch event.data {
        case .bottle(let bottle):
            facts["method"] = .string("bottle")
            guard let prepared = bottle.prepared else {
                // Imported without an amount: say so rather than invent one.
                facts["prepared"] = .null
                return "a bottle (amount not recorded)"
            }
            facts["prepared"] = words.amount(prepared.value(in: units))
            facts["unit"] = .string(units.rawValue)
            var text = "a \(prepared.shown(in: units)) bottle"
            if let drank = bottle.consumed, event.end != nil {
                let volume = Volume(drank, prepared.unit)
                facts["drank"] = words.amount(volume.value(in: units))
                text += ", drank \(volume.shown(in: units))"
            }
            return text
        case .breast(let breast):
            facts["method"] = .string("breast")
            facts["side"] = .string(breast.startedSide.rawValue)
            facts["both_sides"] = .bool(breast.bothSides)
            var text = breast.bothSides ? "breast, both sides, \(breast.startedSide.rawValue) first" : "breast, \(breast.startedSide.rawValue) side"
            if let end = event.end, end.utc > event.start.utc {
                facts["minutes"] = words.minutes(end.utc.timeIntervalSince(event.start.utc))
                text += " for \(DurationText.short(end.utc.timeIntervalSince(event.start.utc)))"
            }
            return text
        case .diaper(let contents):
            facts["contents"] = contents.map { .string($0.rawValue) } ?? .null
            return topic == .diaper ? contents?.label ?? "diaper (contents not recorded)" : (contents == .both ? "pee + poop" : "")
        case .sleep:
            guard let end = event.end else { return "" }
            let length = end.utc.timeIntervalSince(event.start.utc)
            facts["minutes"] = words.minutes(length)
            if topic == .wake {
                facts["slept_from"] = words.iso(event.start.utc)
                return "after \(DurationText.short(length)) of sleep"
            }
            facts["woke_at"] = words.iso(end.utc)
            return "and woke \(words.at(end.utc)) after \(DurationText.short(length))"
        case .note:
            facts["text"] = .string(event.notes ?? "")
            return event.notes ?? ""
        case .solids(let solids):
            facts["foods"] = .array(solids.foods.map { .string($0) })
            return solids.described
        case .pump(let pump):
            guard let amount = pump.amount else { return "amount not recorded" }
            facts["amount"] = words.amount(amount.value(in: units))
            facts["unit"] = .string(units.rawValue)
            return amount.shown(in: units)
        }
    }

    package init(baby: Baby, now: Date, calendar: ZonedCalendar) {
        self.baby = baby
        self.now = now
        self.calendar = calendar
    }
}
