import Foundation

/// Renders each outcome as one compact JSON object on one line (`--json`), for programs and voice
/// assistants. Every answer has `ok`; errors carry `error.message` and, when known, where.
///
/// ```json
/// {"event":{…},"message":"Logged pee at 3:00 PM","ok":true}
/// ```
public struct JSONRenderer: Sendable {
    public init() {}

    public func render(_ outcome: Outcome) throws -> String {
        let encoder = StoreFormat.encoder()
        switch outcome {
        case .export(let document):
            return String(decoding: document.written(pretty: false), as: UTF8.self)
        case .recorded(let summary, let event, let baby):
            return try text(encoder, Answer(message: summary, event: event, baby: baby, phrase: event.flatMap { CanonicalPhrase.text(for: $0, defaultContents: baby?.settings.bottleContents ?? .formula) }))
        case .timeline(let layout, let baby, _, _):
            var seen = Set<String>()
            let events = layout.rows.reversed().flatMap(\.events).filter { seen.insert($0.id).inserted }
            return try text(encoder, Answer(today: TodayJSON(date: UTCText.format(layout.window.from), babyID: baby.id, events: events)))
        case .nap(let forecast, _, _, _, _):
            var prediction: WakeWindowPredictor.Prediction?
            var explanation: String
            switch forecast {
            case .window(let predicted): prediction = predicted; explanation = predicted.explanation
            case .asleep(let since): explanation = "asleep since \(UTCText.format(since)); the next window comes after waking"
            case .noWake: explanation = "no wake-up logged yet"
            }
            return try text(encoder, NapJSON(rangeStart: prediction.map { UTCText.format($0.rangeStart) },
                                             rangeEnd: prediction.map { UTCText.format($0.rangeEnd) },
                                             confidence: prediction?.confidence, explanation: explanation))
        case .predictionStats(let report):
            return try text(encoder, PredictionJSON(methods: report.methods.map {
                PredictionJSON.Method(method: $0.method.name, napsScored: $0.naps.scored, hitRate: $0.naps.rate ?? 0,
                                      meanWidthMinutes: ($0.naps.meanWidthMinutes * 10).rounded() / 10)
            }, bedtime: .init(bedtimesScored: report.bedtimes.scored, hitRate: report.bedtimes.rate ?? 0,
                              meanWidthMinutes: (report.bedtimes.meanWidthMinutes * 10).rounded() / 10)))
        case .answer(let answer):
            return try text(encoder, QuestionJSON(question: answer.question, answer: answer.text.replacingOccurrences(of: " · ", with: "; "), facts: answer.facts))
        case .status(let dashboard, _):
            return try text(encoder, Answer(status: StatusJSON(dashboard)))
        case .quickStats(let dashboard):
            return try text(encoder, try QuickStatsJSON(dashboard))
        case .today(let listing, let baby, _, _):
            return try text(encoder, Answer(today: TodayJSON(date: listing.date.dateText, babyID: baby.id, events: listing.rows.map(\.event))))
        case .foods(let list, let baby, _, _):
            return try text(encoder, FoodsJSON(list, babyID: baby.id))
        case .help(let text):
            return try self.text(encoder, Answer(message: text))
        case .settings(let baby, let theme, let notifications, let quietHours, let muted, _):
            let toggles = Dictionary(uniqueKeysWithValues: notifications.map { ($0.0.rawValue, $0.1) })
            return try text(encoder, Answer(baby: baby, theme: theme, notifications: toggles, quietHours: quietHours?.text ?? "off",
                                            muted: NotificationKind.allCases.filter(muted.contains).map(\.code)))
        case .eventDetails(let event, _, _, _):
            return try text(encoder, Answer(event: event))
        case .deletedList(let events, _, _, _):
            return try text(encoder, Answer(deleted: events))
        case .stash(let stash):
            return StashJSON.render(stash)
        case .clock(let instant, _), .zone(let instant, _):
            return try text(encoder, Answer(clock: UTCDate(instant)))
        case .quit:
            return try text(encoder, Answer())
        case .routine(let routine, let calendar, _):
            return RoutineJSON.render(routine, calendar: calendar)
        case .document(let text):
            var writer = JSONLineWriter()
            writer.value(.object(["ok": .bool(true), "document": .string(text)]))
            return String(decoding: writer.bytes, as: UTF8.self)
        case .people(let people, let calendar, let now):
            return PeopleJSON.render(people, calendar: calendar, now: now)
        case .reminders(let reminders, _, _):
            return ReminderJSON.render(reminders)
        case .sync(let outcome):
            return SyncJSON.render(outcome)
        case .storeCheck(let report):
            return StoreCheckJSON.render(report)
        case .trends(let trends, let view, let calendar):
            return TrendsJSON.render(trends, view: view, calendar: calendar)
        case .network:
            return try text(encoder, Answer())
        }
    }

    public func error(message: String, source: String?, line: Int?, column: Int?) -> String {
        let payload = ErrorJSON(message: message, source: source, line: line, column: column)
        let data = (try? StoreFormat.encoder().encode(Answer(ok: false, error: payload))) ?? Data("{\"ok\":false}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private func text(_ encoder: JSONEncoder, _ answer: some Encodable) throws -> String {
        String(decoding: try encoder.encode(answer), as: UTF8.self)
    }

    struct Answer: Encodable {
        var ok = true
        var message: String?
        var event: Event?
        var baby: Baby?
        var status: StatusJSON?
        var today: TodayJSON?
        var clock: UTCDate?
        var deleted: [Event]?
        var theme: String?
        var notifications: [String: Bool]?
        var quietHours: String?
        var muted: [String]?
        var error: ErrorJSON?
        /// The record said back in Hush's language (``CanonicalPhrase``).
        var phrase: String?

        enum CodingKeys: String, CodingKey {
            case ok, message, event, baby, status, today, clock, deleted, theme, notifications, error, phrase
            case quietHours = "quiet_hours", muted
        }
    }

    struct ErrorJSON: Encodable {
        var message: String
        var source: String?
        var line: Int?
        var column: Int?
    }
}
