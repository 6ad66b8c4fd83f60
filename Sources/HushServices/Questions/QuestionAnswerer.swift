import FoundationEssentials
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
        let verb = topic.lastSaid(of: baby.name)
        var text = "\(verb) \(words.atAgo(moment))"
        let detail = describe(event, topic: topic, facts: &facts)
        if !detail.isEmpty { text += ": " + detail }
        return QuestionAnswer(question: question.kind, text: text, facts: facts)
    }

    /// What the event was, in a few words, with its facts.
    func describe(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue]) -> String {
        event.data.presentation.answer(event, topic: topic, facts: &facts, in: self)
    }

    package init(baby: Baby, now: Date, calendar: ZonedCalendar) {
        self.baby = baby
        self.now = now
        self.calendar = calendar
    }
}
