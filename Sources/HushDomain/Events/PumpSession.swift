import FoundationEssentials

extension EventData {
    /// A pumping session (`event_type` `pump`): how much was expressed, per side when said, and where the
    /// milk went. Milk sent to the fridge or freezer is a portion of the stash until bottles use it up.
    ///
    /// ```swift
    /// let pump = EventData.Pump(amount: Volume(4.5, .oz), left: 2, right: 2.5, storage: .freezer)
    /// pump.described()   // "4.5 oz (left 2, right 2.5)"
    /// pump.inStash   // 4.5: nothing used yet
    /// ```
    public struct Pump: Hashable, Sendable {
        /// The whole amount; nil when only the session was logged ("pumped at 3am").
        public var amount: Volume?
        /// Per-side amounts in the amount's unit, when said ("2oz left and 2.5oz right").
        public var left: Double?
        public var right: Double?
        /// Fridge or freezer: the milk joined the stash. Nil: fed or kept out of the stash.
        public var storage: MilkStorage?
        /// How much of the portion bottles have taken, in the amount's unit.
        public var used: Double = 0
        /// How much of it was thrown away from the stash (expired, spilt), in the amount's unit.
        public var wasted: Double = 0
        /// When a frozen portion was thawed (a bottle took part of it); the rest keeps as thawed milk.
        public var thawedAt: Date?

        public init(amount: Volume?, left: Double? = nil, right: Double? = nil, storage: MilkStorage? = nil) {
            self.amount = amount
            self.left = left
            self.right = right
            self.storage = storage
        }

        /// What is still in the stash from this session, in its unit; 0 when none went there.
        public var inStash: Double {
            guard storage != nil, let amount else { return 0 }
            return max(amount.value - used - wasted, 0)
        }

        /// "4.5 oz (left 2, right 2.5)", or "amount not recorded".
        public func described(in units: Volume.Unit? = nil) -> String {
            guard let amount else { return "amount not recorded" }
            var text = units.map(amount.shown(in:)) ?? amount.text
            if let left, let right {
                text += " (left \(Volume.number(left)), right \(Volume.number(right)))"
            } else if let left {
                text += " (left \(Volume.number(left)))"
            } else if let right {
                text += " (right \(Volume.number(right)))"
            }
            return text
        }
    }
}
