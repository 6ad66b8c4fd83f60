import HushDomain

/// Which event a command is about: "the last diaper", "last bottle", "sleep 3" (its number in `today`),
/// "#3".
public struct EventReference: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Any event: "delete #3", "the last event".
        case any
        /// Every event of a kind: "last sleep", "last feed" (a bottle or a breast feed).
        case every(EventKind)
        /// The feeds of one way: "last bottle", "last breast feed".
        case bottle, breast
        /// The diapers that held this: "last poop" is the last diaper with poop in it (dirty, or both),
        /// never a wet one; "last pee" the last with pee.
        case diaperHolding(DiaperContents)

        /// Whether an event is of this kind.
        public func matches(_ event: Event) -> Bool {
            switch self {
            case .any: return true
            // "last feed was 3oz": a bottle made and not yet given is no feed, and changing it left the feed wrong.
            case .every(let kind): return event.kind == kind && (kind != .eat || event.isFeed)
            case .bottle: return event.data.bottle != nil
            case .breast: return event.data.breast != nil
            case .diaperHolding(let said):
                guard let held = event.data.diaperContents else { return false }
                return held == said || held == .both
            }
        }

        /// Its word in messages and in `explain`: "no pump logged", `last-pump`; a kind's is its first
        /// reference word (``KindWords/references``).
        public var name: String {
            switch self {
            case .any: return "any"
            case .bottle: return "bottle"
            case .breast: return "breast"
            case .diaperHolding(let contents): return contents == .both ? "both" : contents.label
            case .every(let kind): return kind.words.references.first { $0.0 == self }?.1.first ?? kind.rawValue
            }
        }
    }

    public enum Target: Hashable, Sendable {
        case last
        /// The number shown beside the event in `today` (1 is the day's first).
        case number(Int)
        /// "that", "it": the one event the last change logged or changed, minutes ago ("delete that").
        case justTold
        /// "the wet diaper", "the bottle": the one of its kind today, asked by number when there are more.
        case only
    }

    public var kind: Kind
    public var target: Target
    public var range: SourceRange

    public init(kind: Kind, target: Target, range: SourceRange) {
        self.kind = kind
        self.target = target
        self.range = range
    }
}
