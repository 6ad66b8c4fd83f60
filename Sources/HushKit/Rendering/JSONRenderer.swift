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
            return String(decoding: try document.encoded(pretty: false), as: UTF8.self)
        case .recorded(let summary, let event, let baby):
            return try text(encoder, Answer(message: summary, event: event, baby: baby))
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
            func summary(_ s: PredictionScoring.Summary, _ label: String? = nil) -> PredictionJSON.Part {
                PredictionJSON.Part(age: label, scored: s.scored, hits: s.hits, rate: s.rate, meanWindowMinutes: (s.meanWidthMinutes * 10).rounded() / 10)
            }
            return try text(encoder, PredictionJSON(babyID: report.baby.id, last14Days: summary(report.recent), allTime: summary(report.allTime),
                                                    byAge: report.byAge.map { summary($0.1, $0.0) }))
        case .status(let dashboard, _), .quickStats(let dashboard):
            return try text(encoder, Answer(status: StatusJSON(dashboard)))
        case .today(let listing, let baby, _, _):
            return try text(encoder, Answer(today: TodayJSON(date: listing.date.dateText, babyID: baby.id, events: listing.rows.map(\.event))))
        case .help(let text):
            return try self.text(encoder, Answer(message: text))
        case .settings(let baby, let theme, let notifications):
            let toggles = Dictionary(uniqueKeysWithValues: notifications.map { ($0.0.rawValue, $0.1) })
            return try text(encoder, Answer(baby: baby, theme: theme, notifications: toggles))
        case .eventDetails(let event, _, _, _):
            return try text(encoder, Answer(event: event))
        case .deletedList(let events, _, _, _):
            return try text(encoder, Answer(deleted: events))
        case .clock(let instant, _), .zone(let instant, _):
            return try text(encoder, Answer(clock: UTCDate(instant)))
        case .quit:
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
        var error: ErrorJSON?
    }

    /// `next nap --json`: exactly these four keys (pinned by the prediction issue).
    struct NapJSON: Encodable {
        var rangeStart: String?
        var rangeEnd: String?
        var confidence: String?
        var explanation: String
        enum CodingKeys: String, CodingKey {
            case confidence, explanation
            case rangeStart = "range_start"
            case rangeEnd = "range_end"
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rangeStart, forKey: .rangeStart)
            try container.encode(rangeEnd, forKey: .rangeEnd)
            try container.encode(confidence, forKey: .confidence)
            try container.encode(explanation, forKey: .explanation)
        }
    }

    struct PredictionJSON: Encodable {
        struct Part: Encodable {
            var age: String?
            var scored: Int
            var hits: Int
            var rate: Double?
            var meanWindowMinutes: Double
            enum CodingKeys: String, CodingKey {
                case age, scored, hits, rate
                case meanWindowMinutes = "mean_window_minutes"
            }
        }
        var ok = true
        var babyID: String
        var last14Days: Part
        var allTime: Part
        var byAge: [Part]
        enum CodingKeys: String, CodingKey {
            case ok
            case babyID = "baby_id"
            case last14Days = "last_14_days"
            case allTime = "all_time"
            case byAge = "by_age"
        }
    }

    struct ErrorJSON: Encodable {
        var message: String
        var source: String?
        var line: Int?
        var column: Int?
    }

    struct TodayJSON: Encodable {
        var date: String
        var babyID: String
        var events: [Event]
        enum CodingKeys: String, CodingKey {
            case date, events
            case babyID = "baby_id"
        }
    }

    struct StatusJSON: Encodable {
        var babyID: String
        var name: String
        var lastFeed: Event?
        var lastDiaper: Event?
        var lastSleep: Event?
        var activeSleep: Event?
        var bottles: [BottleJSON]
        var today: Counts
        var suggestedSide: String?

        struct BottleJSON: Encodable {
            var event: Event
            var expiresAt: UTCDate?
            enum CodingKeys: String, CodingKey {
                case event
                case expiresAt = "expires_at"
            }
        }

        struct Counts: Encodable {
            var feeds: Int
            var pee: Int
            var poop: Int
            var sleepMinutes: Int
            var notes: Int
            enum CodingKeys: String, CodingKey {
                case feeds, pee, poop, notes
                case sleepMinutes = "sleep_minutes"
            }
        }

        init(_ d: Dashboard) {
            babyID = d.baby.id
            name = d.baby.name
            lastFeed = d.lastFeed
            lastDiaper = d.lastDiaper
            lastSleep = d.lastSleep
            activeSleep = d.activeSleep
            let safety = BottleSafety(settings: d.baby.settings)
            bottles = d.bottles.map { BottleJSON(event: $0, expiresAt: safety.expiry(of: $0).map(UTCDate.init)) }
            today = Counts(feeds: d.feeds, pee: d.pee, poop: d.poop, sleepMinutes: Int(d.sleepSeconds / 60), notes: d.notes)
            suggestedSide = d.suggestedSide?.rawValue
        }

        enum CodingKeys: String, CodingKey {
            case name, bottles, today
            case babyID = "baby_id"
            case lastFeed = "last_feed"
            case lastDiaper = "last_diaper"
            case lastSleep = "last_sleep"
            case activeSleep = "active_sleep"
            case suggestedSide = "suggested_side"
        }
    }
}
