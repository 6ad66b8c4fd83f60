import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The shapes of `--json` answers that are more than a message and an event.
extension JSONRenderer {
    /// `next nap --json`: exactly these four keys (pinned by the prediction issue).
    package struct NapJSON: Encodable {
        var rangeStart: String?
        var rangeEnd: String?
        var confidence: String?
        var explanation: String
        enum CodingKeys: String, CodingKey {
            case confidence, explanation
            case rangeStart = "range_start"
            case rangeEnd = "range_end"
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rangeStart, forKey: .rangeStart)
            try container.encode(rangeEnd, forKey: .rangeEnd)
            try container.encode(confidence, forKey: .confidence)
            try container.encode(explanation, forKey: .explanation)
        }
    }

    /// `stats predictions --json`: both methods on the naps after the first 14 days, and the bedtime window.
    package struct PredictionJSON: Encodable {
        struct Method: Encodable {
            var method: String
            var napsScored: Int
            var hitRate: Double
            var meanWidthMinutes: Double
            enum CodingKeys: String, CodingKey {
                case method
                case napsScored = "naps_scored"
                case hitRate = "hit_rate"
                case meanWidthMinutes = "mean_width_minutes"
            }
        }
        /// The by-nap method's bedtime window, scored on every bedtime.
        struct Bedtime: Encodable {
            var bedtimesScored: Int
            var hitRate: Double
            var meanWidthMinutes: Double
            enum CodingKeys: String, CodingKey {
                case bedtimesScored = "bedtimes_scored"
                case hitRate = "hit_rate"
                case meanWidthMinutes = "mean_width_minutes"
            }
        }
        var ok = true
        var methods: [Method]
        var bedtime: Bedtime
    }

    package struct TodayJSON: Encodable {
        var date: String
        var babyID: String
        var events: [Event]
        enum CodingKeys: String, CodingKey {
            case date, events
            case babyID = "baby_id"
        }
    }

    package struct StatusJSON: Encodable {
        var babyID: String
        var name: String
        var lastFeed: Event?
        var lastDiaper: Event?
        var lastSleep: Event?
        var activeSleep: Event?
        var bottles: [BottleJSON]
        var today: Counts
        var suggestedSide: String?
        /// Present once the household pumps: the last session and today's total in the baby's unit.
        var lastPump: Event?
        var pumpedToday: PumpedJSON?

        struct PumpedJSON: Encodable {
            var sessions: Int
            var amount: Double
            var unit: String
        }

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
            lastPump = d.lastPump
            let units = d.baby.settings.units
            pumpedToday = d.pumpedToday.map { PumpedJSON(sessions: $0.count, amount: $0.total(in: units), unit: units.rawValue) }
        }

        enum CodingKeys: String, CodingKey {
            case name, bottles, today
            case babyID = "baby_id"
            case lastFeed = "last_feed"
            case lastDiaper = "last_diaper"
            case lastSleep = "last_sleep"
            case activeSleep = "active_sleep"
            case suggestedSide = "suggested_side"
            case lastPump = "last_pump"
            case pumpedToday = "pumped_today"
        }
    }
}
