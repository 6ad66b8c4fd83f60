import Foundation

/// The event-specific `data` object of the PRD's data model, one case per kind of event.
///
/// Encoded with every key of its kind present (`null` where unknown), so exports have a fixed shape:
/// ```json
/// {"method": "bottle", "amount_prepared": 4, "amount_remaining": null, "feeding_started_at": null, "unit": "oz"}
/// ```
public enum EventData: Hashable, Sendable {
    case bottle(Bottle)
    /// A breast feed; its length is its start and end (dashboard spec).
    case breast(Breast)
    case sleep
    /// Contents nil: a change recorded without them (imported from an app that allowed that).
    case diaper(DiaperContents?)
    /// A note: the text is the event's `notes`; the category is optional ("Medication").
    case note(category: String?)
    /// Solid food: what was eaten, how much, and any reaction.
    case solids(Solids)
    /// A pumping session: the caregiver's, the household's milk.
    case pump(Pump)

    public struct Breast: Hashable, Sendable {
        public var startedSide: BreastSide
        public var bothSides: Bool

        public init(startedSide: BreastSide, bothSides: Bool) {
            self.startedSide = startedSide
            self.bothSides = bothSides
        }

        /// The dashboard spec's side indicator: L, R, L+R, R+L.
        public var indicator: String {
            bothSides ? "\(startedSide.letter)+\(startedSide.opposite.letter)" : startedSide.letter
        }
    }

    /// A bottle of formula or breast milk: `start_time` is when it was prepared, the reference for its expiry.
    public struct Bottle: Hashable, Sendable {
        /// Nil: a feed recorded without an amount (imported); it still counts as a feed.
        public var prepared: Volume?
        /// What was left when the feed ended; nil until finished.
        public var remaining: Double?
        public var feedingStartedAt: Date?
        /// Made "for the fridge": it keeps 24 hours instead of 2 (PRD 5).
        public var refrigerated = false
        /// Thrown away: its end is when, and it counts as waste, not a feed.
        public var discarded = false
        /// Formula or breast milk; records from before breast milk read as formula.
        public var contents: MilkContents = .formula
        /// Breast milk that was frozen and thawed: it keeps 24 hours in the fridge, 2 at room temperature.
        public var thawed = false
        /// The stash portion (a pump session's id) the milk came from, and that portion's own use-by,
        /// carried so the earlier limit stands without reading the portion again.
        public var stashID: String?
        public var stashUseBy: Date?

        public init(prepared: Volume?, remaining: Double? = nil, feedingStartedAt: Date? = nil, refrigerated: Bool = false) {
            self.prepared = prepared
            self.remaining = remaining
            self.feedingStartedAt = feedingStartedAt
            self.refrigerated = refrigerated
        }

        /// Always computed: the caregiver says what is left, never what was drunk.
        public var consumed: Double? {
            guard let prepared, let remaining else { return nil }
            return max(prepared.value - remaining, 0)
        }

        /// The unit amounts are in: the prepared amount's, else millilitres.
        public var unit: Volume.Unit { prepared?.unit ?? .ml }

        /// "4 oz bottle", or "bottle" when no amount was recorded.
        public func described(in units: Volume.Unit? = nil) -> String {
            guard let prepared else { return "bottle" }
            return (units.map(prepared.shown(in:)) ?? prepared.text) + " bottle"
        }
    }

    public var kind: EventKind {
        switch self {
        case .bottle, .breast: return .eat
        case .sleep: return .sleep
        case .diaper: return .diaper
        case .note: return .note
        case .solids: return .solids
        case .pump: return .pump
        }
    }

    public var solids: Solids? {
        if case .solids(let solids) = self { return solids }
        return nil
    }

    public var pump: Pump? {
        if case .pump(let pump) = self { return pump }
        return nil
    }

    public var bottle: Bottle? {
        if case .bottle(let bottle) = self { return bottle }
        return nil
    }

    public var breast: Breast? {
        if case .breast(let breast) = self { return breast }
        return nil
    }

    public var diaperContents: DiaperContents? {
        if case .diaper(let contents) = self { return contents ?? nil }
        return nil
    }
}

extension EventData {
    enum Keys: String, CodingKey {
        case method, unit, contents, category, refrigerated, discarded, foods, amount, reaction, thawed, storage
        case stashID = "stash_id"
        case stashUseBy = "stash_use_by"
        case leftAmount = "left_amount"
        case rightAmount = "right_amount"
        case stashUsed = "stash_used"
        case stashWasted = "stash_wasted"
        case thawedAt = "thawed_at"
        case startedSide = "started_side"
        case bothSides = "both_sides"
        case amountPrepared = "amount_prepared"
        case amountRemaining = "amount_remaining"
        case feedingStartedAt = "feeding_started_at"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .bottle(let bottle):
            try container.encode("bottle", forKey: .method)
            try container.encode(bottle.prepared?.value, forKey: .amountPrepared)
            try container.encode(bottle.remaining, forKey: .amountRemaining)
            try container.encode(bottle.refrigerated, forKey: .refrigerated)
            try container.encode(bottle.discarded, forKey: .discarded)
            try container.encode(bottle.feedingStartedAt.map(UTCText.format), forKey: .feedingStartedAt)
            try container.encode(bottle.prepared?.unit, forKey: .unit)
            try container.encode(bottle.contents, forKey: .contents)
            try container.encode(bottle.thawed, forKey: .thawed)
            try container.encode(bottle.stashID, forKey: .stashID)
            try container.encode(bottle.stashUseBy.map(UTCText.format), forKey: .stashUseBy)
        case .pump(let pump):
            try container.encode(pump.amount?.value, forKey: .amount)
            try container.encode(pump.amount?.unit, forKey: .unit)
            try container.encode(pump.left, forKey: .leftAmount)
            try container.encode(pump.right, forKey: .rightAmount)
            try container.encode(pump.storage, forKey: .storage)
            try container.encode(pump.used, forKey: .stashUsed)
            try container.encode(pump.wasted, forKey: .stashWasted)
            try container.encode(pump.thawedAt.map(UTCText.format), forKey: .thawedAt)
        case .breast(let breast):
            try container.encode("breast", forKey: .method)
            try container.encode(breast.startedSide, forKey: .startedSide)
            try container.encode(breast.bothSides, forKey: .bothSides)
        case .sleep:
            break
        case .diaper(let contents):
            try container.encode(contents, forKey: .contents)
        case .note(let category):
            try container.encode(category, forKey: .category)
        case .solids(let solids):
            try container.encode(solids.amount, forKey: .amount)
            try container.encode(solids.foods, forKey: .foods)
            try container.encode(solids.reaction, forKey: .reaction)
        }
    }

    init(kind: EventKind, from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch kind {
        case .eat where try container.decodeIfPresent(String.self, forKey: .method) == "breast":
            self = .breast(Breast(startedSide: try container.decode(BreastSide.self, forKey: .startedSide),
                                  bothSides: try container.decode(Bool.self, forKey: .bothSides)))
        case .eat:
            let prepared = try container.decodeIfPresent(Double.self, forKey: .amountPrepared)
            let unit = try container.decodeIfPresent(Volume.Unit.self, forKey: .unit) ?? .ml
            let remaining = try container.decodeIfPresent(Double.self, forKey: .amountRemaining)
            var started: Date?
            if let text = try container.decodeIfPresent(String.self, forKey: .feedingStartedAt) {
                guard let date = UTCText.parse(text) else {
                    throw DecodingError.dataCorruptedError(forKey: .feedingStartedAt, in: container, debugDescription: "bad time")
                }
                started = date
            }
            var bottle = Bottle(prepared: prepared.map { Volume($0, unit) }, remaining: remaining, feedingStartedAt: started)
            bottle.refrigerated = try container.decodeIfPresent(Bool.self, forKey: .refrigerated) ?? false
            bottle.discarded = try container.decodeIfPresent(Bool.self, forKey: .discarded) ?? false
            bottle.contents = try container.decodeIfPresent(MilkContents.self, forKey: .contents) ?? .formula
            bottle.thawed = try container.decodeIfPresent(Bool.self, forKey: .thawed) ?? false
            bottle.stashID = try container.decodeIfPresent(String.self, forKey: .stashID)
            bottle.stashUseBy = try container.decodeIfPresent(String.self, forKey: .stashUseBy).flatMap(UTCText.parse)
            self = .bottle(bottle)
        case .pump:
            let unit = try container.decodeIfPresent(Volume.Unit.self, forKey: .unit) ?? .ml
            var pump = Pump(amount: try container.decodeIfPresent(Double.self, forKey: .amount).map { Volume($0, unit) },
                            left: try container.decodeIfPresent(Double.self, forKey: .leftAmount),
                            right: try container.decodeIfPresent(Double.self, forKey: .rightAmount),
                            storage: try container.decodeIfPresent(MilkStorage.self, forKey: .storage))
            pump.used = try container.decodeIfPresent(Double.self, forKey: .stashUsed) ?? 0
            pump.wasted = try container.decodeIfPresent(Double.self, forKey: .stashWasted) ?? 0
            pump.thawedAt = try container.decodeIfPresent(String.self, forKey: .thawedAt).flatMap(UTCText.parse)
            self = .pump(pump)
        case .sleep:
            self = .sleep
        case .diaper:
            self = .diaper(try container.decodeIfPresent(DiaperContents.self, forKey: .contents))
        case .note:
            self = .note(category: try container.decodeIfPresent(String.self, forKey: .category))
        case .solids:
            self = .solids(Solids(foods: try container.decodeIfPresent([String].self, forKey: .foods) ?? [],
                                  amount: try container.decodeIfPresent(String.self, forKey: .amount),
                                  reaction: try container.decodeIfPresent(String.self, forKey: .reaction)))
        }
    }
}
