import HushDomain

/// The rules of ``AskedWords``, in the order they are tried. Each answers nil when the words are not its
/// own, so the next may read them.
extension AskedWords {
    /// "has she peed since her nap": "since" with no time the period reader could take names an event
    /// Hush does not place; only "how long since she ate" reads it.
    var sinceAnEvent: Decision? {
        words.contains("since") && period == nil && first != "how" ? .refused : nil
    }

    /// "what did I log today", "what did Leanne log", "who changed him last".
    var aboutWhoLogged: Decision? {
        if person == nil, has("log", "logged"), has("i") { return .reads(.question(.loggedBy(person: "", period ?? .today))) }
        if let person {
            guard has("log", "logged", "record", "recorded") else { return .refused }
            return .reads(.question(.loggedBy(person: person, period ?? .today)))
        }
        guard first == "who" else { return nil }
        guard period == nil, let topic, has("log", "logged", "record", "recorded", "did", "changed", "fed", "made", "gave", "put") else { return .refused }
        return .reads(.question(.whoLogged(topic)))
    }

    var nextSide: Decision? {
        guard has("side") || (first == "which" && topic == .breast) else { return nil }
        return period == nil ? .reads(.question(.nextSide)) : .refused
    }

    var longest: Decision? {
        guard has("longest") else { return nil }
        let naps = topic == .nap
        guard naps || topic == .sleep || has("stretch") else { return .refused }
        return .reads(.question(.longestSleep(period ?? (naps ? .today : .lastNight), napsOnly: naps)))
    }

    var bedtime: Decision? {
        let goesDown = topic == .sleep && period == .lastNight && has("go", "went", "gone", "put", "fall", "fell")
        guard has("bed", "bedtime") || goesDown, ["when", "what", "whens", "whats"].contains(first) else { return nil }
        if let period, period != .lastNight { return .refused }
        return .reads(.question(.bedtime(period)))
    }

    /// "when did his last nap end": the nap with its end; a sleep's end is a wake-up.
    var sleepsEnd: Decision? {
        guard has("end", "ended"), period == nil, first == "when" || first == "what" else { return nil }
        if topic == .nap { return .reads(.question(.lastNapLength)) }
        if topic == .sleep { return .reads(.question(.last(.wake))) }
        return .refused
    }

    var sleepTotal: Decision? {
        guard has("total"), topic == .sleep || topic == .nap else { return nil }
        return .reads(.question(.sleepTotal(period ?? .today, napsOnly: topic == .nap)))
    }

    /// "was he awake at 6am", "was she up at 2am": asked for awake, answered for awake.
    var awakeOrAsleepAt: Decision? {
        guard ["was", "were"].contains(first), case .around(let time)? = period else { return nil }
        let awake = has("awake", "up"), asleep = topic == .sleep || topic == .nap || has("asleep")
        guard awake != asleep else { return nil }
        return .reads(.question(awake ? .awakeAt(time) : .asleepAt(time)))
    }

    var bottleExpiry: Decision? {
        guard topic == .bottle, has("good", "expire", "expires", "expired", "expiry", "safe", "ok", "okay", "fresh", "bad") else { return nil }
        guard period == nil else { return .refused }
        if ["when", "how", "what", "whens", "whats"].contains(first) { return .reads(.question(.bottleExpiryTime)) }
        if has("expired", "bad") { return .reads(.question(.bottleExpired)) }
        // "does the bottle expire", "will it expire": neither yes-good nor yes-expired reads them exactly.
        if has("expire", "expires") { return .refused }
        return .reads(.question(.bottleExpiry))
    }

    var whatComesNext: Decision? {
        let feed = topic == .feed || topic == .bottle || topic == .breast
        guard has("next", "due") || (has("should") && feed) else { return nil }
        guard period == nil else { return .refused }
        if topic == .nap || topic == .sleep { return .reads(.nextNap) }
        return feed ? .reads(.question(.nextFeed)) : .refused
    }

    var feedInterval: Decision? {
        guard has("often") || (has("average") && topic == .feed) else { return nil }
        guard topic == .feed || topic == .bottle || topic == .breast else { return .refused }
        return .reads(.question(.feedInterval(period ?? .lastHours(24))))
    }

    var howMany: Decision? {
        guard first == "how", has("many") else { return nil }
        if has("hours"), topic == .sleep || topic == .nap { return .reads(.question(.sleepTotal(period ?? .today, napsOnly: topic == .nap))) }
        if let unit = askedUnit { return .reads(.question(.amount(period ?? .today, unit: unit))) }
        guard let topic, topic != .sleep else { return .refused }
        return .reads(.question(.count(topic, period ?? .today)))
    }

    var howMuch: Decision? {
        guard first == "how", has("much") else { return nil }
        if topic == .pump { return .reads(.question(.pumped(period ?? .today))) }
        if has("last"), let topic, topic == .bottle || topic == .feed { return period == nil ? .reads(.question(.last(topic))) : .refused }
        if topic == .sleep || topic == .nap { return .reads(.question(.sleepTotal(period ?? .today, napsOnly: topic == .nap))) }
        if topic == .feed || topic == .bottle { return .reads(.question(.amount(period ?? .today, unit: askedUnit))) }
        // "how much has he had today", "how much today": what a baby has is milk.
        if topic == nil, !has("left", "remaining") { return .reads(.question(.amount(period ?? .today, unit: askedUnit))) }
        return .refused
    }

    /// "total ounces today", "ounces today?", "number of diapers today": a count or a total asked by
    /// naming it, as a voice assistant hands over "how many" cut short.
    var named: Decision? {
        guard ["total", "number"].contains(first) || (Vocabulary.volumeUnits[first] != nil && words.count <= 3) else { return nil }
        if first == "number" {
            guard has("of"), let topic, topic != .sleep else { return .refused }
            return .reads(.question(.count(topic, period ?? .today)))
        }
        if topic == .sleep || topic == .nap { return .reads(.question(.sleepTotal(period ?? .today, napsOnly: topic == .nap))) }
        if topic == nil || topic == .feed || topic == .bottle { return .reads(.question(.amount(period ?? .today, unit: askedUnit))) }
        return .refused
    }

    var howBigOrLong: Decision? {
        guard first == "how" else { return nil }
        if has("big", "large", "size"), let topic, topic == .bottle || topic == .feed { return .reads(.question(.last(topic))) }
        guard has("long") else { return nil }
        return howLong.map { .reads($0) } ?? .refused
    }

    private var howLong: ClassifiedQuestion? {
        if let period {
            guard topic == .sleep || topic == .nap else { return nil }
            return .question(.sleepTotal(period, napsOnly: topic == .nap))
        }
        if has("ago") || has("since") {
            return topic.map { .question(.last($0)) }
        }
        if has("awake", "up") && !has("woke", "wake") { return .question(.awakeFor) }
        if has("been") && (topic == .sleep || topic == .nap || has("down")) { return .question(.asleepFor) }
        if topic == .nap { return .question(.lastNapLength) }
        if topic == .sleep { return .question(.last(.sleep)) }
        if let topic, topic == .feed || topic == .breast || topic == .bottle, has("last") { return .question(.last(topic)) }
        return nil
    }

    var stateNow: Decision? {
        // "awake?", "still asleep?", "he up?": the state alone asks it as "is he awake" does ("awake?" was
        // answered with the last waking, while he slept).
        let state: Set<String> = ["awake", "asleep", "sleeping", "napping", "up"]
        let bare = words.allSatisfy { state.contains($0) || ["still", "he", "she", "baby", "they", "the", "now", "yet"].contains($0) }
        guard ["is", "are"].contains(first) || (bare && words.contains(where: state.contains)), period == nil else { return nil }
        if has("asleep", "sleeping", "napping") { return .reads(.question(.isAsleep(true))) }
        if has("awake", "up") { return .reads(.question(.isAsleep(false))) }
        return .refused
    }

    /// "has he been sleeping long": how long, not whether. "was he asleep" asks about a moment it
    /// doesn't name: refused rather than read as today.
    var lengthSoFar: Decision? {
        if first == "has", has("been"), period == nil {
            if topic == .sleep || topic == .nap { return .reads(.question(.asleepFor)) }
            if has("awake", "up") { return .reads(.question(.awakeFor)) }
        }
        return ["was", "were"].contains(first) && period == nil ? .refused : nil
    }

    var happened: Decision? {
        guard ["did", "has", "have", "was", "were", "any", "does", "do"].contains(first) || (period != nil && first != "when" && first != "what") else { return nil }
        guard let topic else { return .refused }
        return .reads(.question(.happened(topic, period ?? .today)))
    }

    /// "when did she poop today", "what time did he wake up this morning": the times, not yes or no.
    var last: Decision {
        guard let topic else { return .refused }
        if let period { return .reads(.question(.count(topic, period))) }
        return .reads(.question(.last(topic)))
    }
}
