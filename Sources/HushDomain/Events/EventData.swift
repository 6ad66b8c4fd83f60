import FoundationEssentials

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
    /// The kind's payload, which knows its fields, its `show` rows and its CSV cells: the one switch over
    /// the kinds that callers ask instead of switching themselves.
    public var payload: any EventPayload {
        var boxing = PayloadBoxing()
        return visit(&boxing)
    }

    /// Hands the payload to `visitor` as its concrete type, so hot paths (the journal writer) work on it
    /// without an existential box.
    @inlinable
    public func visit<Visitor: EventPayloadVisitor>(_ visitor: inout Visitor) -> Visitor.Result {
        switch self {
        case .bottle(let bottle): return visitor.visit(bottle)
        case .breast(let breast): return visitor.visit(breast)
        case .sleep: return visitor.visit(Sleep())
        case .diaper(let contents): return visitor.visit(Diaper(contents: contents))
        case .note(let category): return visitor.visit(Note(category: category))
        case .solids(let solids): return visitor.visit(solids)
        case .pump(let pump): return visitor.visit(pump)
        }
    }

    /// Reads a record's `data` object for its `event_type`; a feed is a breast feed when its `method` says so.
    public static func read(kind: EventKind, data: JSONValue) throws -> EventData {
        switch kind {
        case .eat where data["method"]?.string == "breast": return .breast(try Breast(data: data))
        case .eat: return .bottle(try Bottle(data: data))
        case .sleep: return .sleep
        case .diaper: return try Diaper(data: data).eventData
        case .note: return try Note(data: data).eventData
        case .solids: return .solids(try Solids(data: data))
        case .pump: return .pump(try Pump(data: data))
        }
    }

    private struct PayloadBoxing: EventPayloadVisitor {
        func visit<Payload: EventPayload>(_ payload: Payload) -> any EventPayload { payload }
    }
}
