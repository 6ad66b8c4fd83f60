import FoundationEssentials

/// Questions: read what the answer needs (the state, the week files of the period, and for "the last …"
/// the weeks back to the latest match), then let ``QuestionAnswerer`` compute it. Nothing is written.
extension ViewsHandler {
    func answer(_ question: Question, line: ParsedLine, now: Date) throws -> any Answer {
        let baby = try lineBaby(line, now: now)
        var evidence = QuestionEvidence(open: store.openEvents(for: baby.id))
        if let period = question.period {
            let resolver = QuestionPeriodResolver(now: now, calendar: session.calendar, dayStartMinutes: baby.settings.dayStartMinutes,
                                                  dateOrder: session.dateOrder)
            let window = try resolver.window(for: period)
            evidence.window = window
            // A day earlier catches a sleep running into the period and a bottle made before it and fed in it.
            let read = try store.events(for: baby.id, from: window.from.addingTimeInterval(-26 * 3600), to: window.to)
            let ids = Set(read.map(\.id))
            evidence.inWindow = read + evidence.open.filter { $0.kind == .sleep && !ids.contains($0.id) }
        }
        switch question {
        case .last(let topic), .happened(let topic, _), .whoLogged(let topic):
            evidence.latest = try latest(baby: baby, now: now, kind: topic.eventKind) {
                topic.matches($0, calendar: session.calendar) && (topic != .wake || $0.end != nil)
            }
        case .awakeFor, .asleepFor, .isAsleep:
            evidence.lastFinishedSleep = try latest(baby: baby, now: now, kind: .sleep) { $0.end != nil }
        case .lastNapLength:
            evidence.latest = try latest(baby: baby, now: now, kind: .sleep) { QuestionTopic.nap.matches($0, calendar: session.calendar) && $0.end != nil }
        case .nextSide:
            evidence.latest = store.latestBreastFeed(for: baby.id)
        case .nextFeed:
            evidence.latest = try lastFeed(baby: baby, now: now)
        case .food:
            evidence.meals = try every(baby: baby, now: now, kind: .solids)
        default:
            break
        }
        var question = question
        if case .loggedBy("", let period) = question { question = .loggedBy(person: session.person, period) }
        let answerer = QuestionAnswerer(baby: baby, now: now, calendar: session.calendar)
        var answer = answerer.answer(question, evidence)
        if store.babies.count > 1, !answer.text.contains(baby.name) { answer.text = "\(baby.name): \(answer.text)" }
        answer.facts["baby"] = .string(baby.name)
        return answer
    }

    /// Every event of `kind`, from the oldest week the store holds to now.
    private func every(baby: Baby, now: Date, kind: EventKind) throws -> [Event] {
        guard let oldest = store.state.weeks.first else { return [] }
        var found: [Event] = []
        var to = now.addingTimeInterval(1)
        while WeekPartition.key(for: to) >= oldest {
            let from = to.addingTimeInterval(-7 * 24 * 3600)
            found += try store.events(for: baby.id, from: from, to: to, kind: kind).filter { $0.start.utc >= from && $0.start.utc <= now }
            to = from
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.id).inserted }
    }

    /// The latest event of `kind` matching `wanted`, newest week first, back to the oldest week the store
    /// holds: the state's latest of the kind answers most questions without reading any week, and a week
    /// read decodes only that kind's events.
    private func latest(baby: Baby, now: Date, kind: EventKind, where wanted: (Event) -> Bool) throws -> Event? {
        if let event = store.latest(kind, for: baby.id), wanted(event), !store.openEvents(for: baby.id).contains(where: { $0.id == event.id }) {
            return event
        }
        guard let oldest = store.state.weeks.first else { return nil }
        var to = now.addingTimeInterval(1)
        while WeekPartition.key(for: to) >= oldest {
            let from = to.addingTimeInterval(-7 * 24 * 3600)
            let found = try store.events(for: baby.id, from: from, to: to, kind: kind).filter { $0.start.utc <= now && wanted($0) }
            if let last = found.max(by: { ($0.end?.utc ?? $0.start.utc, $0.start.utc) < ($1.end?.utc ?? $1.start.utc, $1.start.utc) }) { return last }
            to = from
        }
        return nil
    }
}
