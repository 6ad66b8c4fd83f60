import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The milk stash as `stash` shows it: every portion still in the fridge or freezer, oldest first, each
/// with its use-by. An expired portion stays listed, marked, until it is used or deleted: milk is never
/// dropped from the list without a word.
///
/// ```swift
/// let stash = MilkStash(portions: store.stash(for: eddie.id), safety: MilkSafety(settings: eddie.settings),
///                       calendar: calendar, now: now)
/// stash.portions.first?.useBy   // the oldest portion's use-by
/// ```
public struct MilkStash: Sendable {
    public struct Portion: Sendable {
        public var event: Event
        /// What is left of it, in its own unit.
        public var amount: Volume
        /// Where it is now: a thawed rest is in the fridge.
        public var place: MilkStorage
        public var thawed: Bool
        public var useBy: Date
        public var expired: Bool
    }

    public var baby: Baby
    public var portions: [Portion]
    public var calendar: ZonedCalendar
    public var now: Date

    public init(baby: Baby, events: [Event], calendar: ZonedCalendar, now: Date) {
        let safety = MilkSafety(settings: baby.settings)
        self.baby = baby
        self.calendar = calendar
        self.now = now
        portions = events.compactMap { event in
            guard let pump = event.data.pump, let amount = pump.amount, let storage = pump.storage,
                  let useBy = safety.useBy(of: event, calendar: calendar), pump.inStash > 0 else { return nil }
            return Portion(event: event, amount: Volume(pump.inStash, amount.unit), place: pump.thawedAt != nil ? .fridge : storage,
                           thawed: pump.thawedAt != nil, useBy: useBy, expired: useBy <= now)
        }
    }

    /// What is still good, added up in the baby's unit.
    public func total(in unit: Volume.Unit, place: MilkStorage? = nil) -> Double {
        let good = portions.filter { !$0.expired && (place == nil || $0.place == place) }
        return ((good.reduce(0.0) { $0 + (unit == .oz ? $1.amount.inOunces : $1.amount.inMillilitres) }) * 100).rounded() / 100
    }
}
