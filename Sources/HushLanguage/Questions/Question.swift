import HushDomain

/// A question about the log, fully understood: what is asked, about what, over which period. Answering
/// never changes the store.
///
/// ```swift
/// try CommandParser().parse("did she poop today").command   // .question(.happened(.poop, .today))
/// ```
public enum Question: Hashable, Sendable {
    /// "when did she last eat", "how long ago was his last feed", "how big was the last bottle".
    case last(QuestionTopic)
    /// "how long has he been awake".
    case awakeFor
    /// "how long has he been sleeping".
    case asleepFor
    /// "is he asleep" (true) or "is he awake" (false).
    case isAsleep(Bool)
    /// "how long was the last nap".
    case lastNapLength
    /// "how many feeds today", "how many wet diapers since noon".
    case count(QuestionTopic, QuestionPeriod)
    /// "how much did he eat yesterday": the amount drunk from bottles, in the unit asked for ("how many ml")
    /// or the household's.
    case amount(QuestionPeriod, unit: Volume.Unit? = nil)
    /// "how long did he sleep last night", "how much sleep today"; "how long did she nap today" counts naps only.
    case sleepTotal(QuestionPeriod, napsOnly: Bool)
    /// "how often is he eating": the average interval between feeds.
    case feedInterval(QuestionPeriod)
    /// "did she poop today", "has she had a wet diaper since noon": yes or no, with the evidence.
    case happened(QuestionTopic, QuestionPeriod)
    /// "which side next".
    case nextSide
    /// "is the bottle still good", "is the bottle ok".
    case bottleExpiry
    /// "is the bottle expired", "has it gone bad": the same facts, yes meaning expired.
    case bottleExpired
    /// "when does the bottle expire", "how long is the bottle good for": when, without a yes or no.
    case bottleExpiryTime
    /// "when is the next feed due".
    case nextFeed
    /// "what did Leanne log today"; an empty name is the person asking ("what did I log today").
    case loggedBy(person: String, QuestionPeriod)
    /// "who logged the last feed", "who changed him last".
    case whoLogged(QuestionTopic)
    /// "what time did he go to bed", "when did she go down last night": the first sleep of the latest night
    /// (or of the night asked about).
    case bedtime(QuestionPeriod?)
    /// "what was his longest stretch last night", "longest nap today".
    case longestSleep(QuestionPeriod, napsOnly: Bool)
    /// "was he asleep at 3am": whether a logged sleep covers that moment.
    case asleepAt(LocatedTime)
    /// "was he awake at 6am", "was she up at 2am": the same facts, yes meaning awake.
    case awakeAt(LocatedTime)
    /// "when did she last have egg", "has she had peanut yet", "did he react to egg": solids, from every meal.
    case food(String?, FoodQuestion)
    /// "how much did I pump today": the pumped total.
    case pumped(QuestionPeriod)

    /// The kind's name in `--json` answers and in `explain`.
    public var kind: String {
        switch self {
        case .last(let topic): return "last-\(topic.rawValue)"
        case .awakeFor: return "awake-for"
        case .asleepFor: return "asleep-for"
        case .isAsleep(let asleep): return asleep ? "is-asleep" : "is-awake"
        case .lastNapLength: return "last-nap-length"
        case .count(let topic, _): return "count-\(topic.rawValue)"
        case .amount: return "amount"
        case .sleepTotal(_, let naps): return naps ? "nap-total" : "sleep-total"
        case .feedInterval: return "feed-interval"
        case .happened(let topic, _): return "did-\(topic.rawValue)"
        case .nextSide: return "next-side"
        case .bottleExpiry, .bottleExpired, .bottleExpiryTime: return "bottle-expiry"
        case .nextFeed: return "next-feed"
        case .loggedBy: return "logged-by"
        case .whoLogged(let topic): return "who-logged-\(topic.rawValue)"
        case .bedtime: return "bedtime"
        case .longestSleep(_, let naps): return naps ? "longest-nap" : "longest-sleep"
        case .asleepAt: return "asleep-at"
        case .awakeAt: return "awake-at"
        case .pumped: return "pumped"
        case .food(_, let asked): return "food-\(asked.rawValue)"
        }
    }

    /// The period asked about, when the question has one.
    public var period: QuestionPeriod? {
        switch self {
        case .count(_, let period), .amount(let period, _), .sleepTotal(let period, _), .feedInterval(let period),
             .happened(_, let period), .loggedBy(_, let period), .longestSleep(let period, _), .pumped(let period):
            return period
        case .bedtime(let period):
            // The latest night may be tonight or last night: a day and a half back holds both.
            return period ?? .lastHours(36)
        case .asleepAt(let time), .awakeAt(let time):
            return .around(time)
        default:
            return nil
        }
    }
}
