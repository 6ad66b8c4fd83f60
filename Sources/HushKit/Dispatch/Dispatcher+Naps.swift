import FoundationEssentials

/// Nap predictions where they show: `next nap`, `why`, `stats predictions`, and the status line.
extension ViewsHandler {
    func runNaps(_ line: ParsedLine, now: Date) throws -> any Answer {
        let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
        switch line.command {
        case .predictionStats:
            guard let birth = ISOTimeText.parse(baby.birthDate)?.civil.dayNumber else { throw DomainError.noBaby }
            let sleeps = try store.allEvents().filter { $0.babyID == baby.id && $0.kind == .sleep && $0.deletedAt == nil }
            let method = baby.settings.napMethod ?? .standard
            let calendar = session.calendar
            let scored = NapMethod.allCases.map { ($0, PredictionScoring.score(sleeps: sleeps, birthDay: birth, calendar: calendar, method: $0)) }
            let first = sleeps.map(\.start.utc).min() ?? now
            let compared = scored.map { MethodScore(method: $0.0, naps: PredictionScoring.Summary(PredictionScoring.settledNaps($0.1, historyStart: first, calendar: calendar))) }
            var report = PredictionReport(baby: baby, scored: scored.first { $0.0 == method }?.1 ?? [], now: now, method: method, methods: compared)
            report.bedtimes = PredictionScoring.Summary(PredictionScoring.score(sleeps: sleeps, birthDay: birth, calendar: calendar, method: .byNap, bedtimes: true))
            return PredictionStatsAnswer(report: report)
        case .nextNap where line.asked:
            return nextNapAnswer(try napForecast(baby: baby, now: now), baby: baby, now: now)
        default:
            return NapAnswer(forecast: try napForecast(baby: baby, now: now), baby: baby, calendar: session.calendar, now: now, why: line.command == .whyNap)
        }
    }
}

extension ViewsHandler {
    /// "when is his next nap": the forecast `next nap` shows, in a question's shapes (its facts are the
    /// window's ends and confidence).
    func nextNapAnswer(_ forecast: NapForecast, baby: Baby, now: Date) -> QuestionAnswer {
        let text = NapText(style: TextStyle(enabled: false), calendar: session.calendar, now: now).answer(forecast, baby: baby, why: false)
        let words = AnswerWording(calendar: session.calendar, now: now)
        var facts: [String: JSONValue] = ["baby": .string(baby.name)]
        switch forecast {
        case .window(let prediction):
            facts["range_start"] = words.iso(prediction.rangeStart)
            facts["range_end"] = words.iso(prediction.rangeEnd)
            facts["confidence"] = .string(prediction.confidence)
            facts["asleep"] = .bool(false)
        case .asleep(let since):
            facts["asleep"] = .bool(true)
            facts["asleep_since"] = words.iso(since)
        case .noWake:
            facts["found"] = .bool(false)
        }
        return QuestionAnswer(question: "next-nap", text: text.replacing("\n", with: " · "), facts: facts)
    }
}

/// Shared with the other handlers.
extension DispatchContext {
    /// The forecast now: the window made at the latest wake (made now if it was not, after the wakes
    /// waiting for theirs), or why there is none.
    func napForecast(baby: Baby, now: Date) throws -> NapForecast {
        try settleWakes(of: baby)
        if let sleeping = store.openEvents(for: baby.id).first(where: { $0.kind == .sleep }) { return .asleep(since: sleeping.start.utc) }
        guard let last = store.latest(.sleep, for: baby.id), let wake = last.end?.utc,
              let birth = ISOTimeText.parse(baby.birthDate)?.civil.dayNumber else { return .noWake }
        let method = baby.settings.napMethod ?? .standard
        if let cached = store.forecast(for: baby.id), cached.wakeEventID == last.id, cached.wakeEnd == wake, cached.method == method {
            return .window(WakeWindowPredictor.Prediction(rangeStart: cached.rangeStart, rangeEnd: cached.rangeEnd,
                                                          confidence: cached.confidence, samples: [], ageDays: cached.ageDays,
                                                          explanation: cached.explanation, method: cached.method,
                                                          target: cached.target, indexSamples: cached.indexSamples))
        }
        return .window(try forecast(baby: baby, wakeOf: last.id, at: wake, birth: birth, method: method, now: now, calendar: session.calendar))
    }

    /// Makes and caches the window for a new wake as it is made at `now`: predicted from the 14 days before
    /// the wake, then widened by how the windows recorded at the wakes of the last 14 days scored against the
    /// sleeps that followed them (PRD 15). The backlog's replay calls this with each wake's own `now`.
    @discardableResult
    func forecast(baby: Baby, wakeOf sleepID: String, at wake: Date, birth: Int, method: NapMethod, now: Date,
                  calendar: ZonedCalendar) throws -> WakeWindowPredictor.Prediction {
        let spans = try store.sleepSpans(for: baby.id, from: wake.addingTimeInterval(-15 * 24 * 3600), to: now.addingTimeInterval(1))
        let age = max(calendar.civil(wake).dayNumber - birth, 0)
        let raw = method == .prd
            ? WakeWindowPredictor().predict(ageDays: age, lastWake: wake, spans: spans, calendar: calendar, name: baby.name)
            : NapIndexPredictor().predictNext(ageDays: age, lastWake: wake, spans: spans, calendar: calendar, name: baby.name)
        let since = wake.addingTimeInterval(-14 * 24 * 3600)
        var recorded: [ForecastCache.Recorded]
        if let previous = store.forecast(for: baby.id), previous.method == method {
            recorded = previous.recorded.filter { $0.wake >= since && $0.wake < wake }
        } else {
            // Nothing recorded (a new or rebuilt cache): replay the last 14 days instead.
            let older = try store.events(for: baby.id, from: since.addingTimeInterval(-15 * 24 * 3600), to: wake, kind: .sleep)
            recorded = PredictionScoring.score(sleeps: older, birthDay: birth, calendar: calendar, since: since, method: method)
                .map { ForecastCache.Recorded(wake: $0.wake, start: $0.prediction.rangeStart, end: $0.prediction.rangeEnd) }
        }
        let outcomes = recorded.compactMap { record -> Bool? in
            guard let next = spans.first(where: { $0.start > record.wake })?.start else { return nil }
            return next >= record.start && next <= record.end
        }
        let summary = PredictionScoring.Summary(scored: outcomes.count, hits: outcomes.filter { $0 }.count)
        let shown = PredictionScoring.adjusted(raw, recent: summary)
        recorded.append(ForecastCache.Recorded(wake: wake, start: shown.rangeStart, end: shown.rangeEnd))
        store.cacheForecast(ForecastCache(wakeEventID: sleepID, wakeEnd: wake, rangeStart: shown.rangeStart, rangeEnd: shown.rangeEnd,
                                          confidence: shown.confidence, explanation: shown.explanation, ageDays: age,
                                          recorded: recorded, method: method, target: shown.target, indexSamples: shown.indexSamples), for: baby.id)
        return shown
    }
}
