import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Expressed breast milk's storage windows, from the CDC's "Proper Storage and Preparation of Breast
/// Milk": freshly expressed milk keeps 4 hours at room temperature and 4 days in the fridge; frozen, about
/// 6 months is best (12 acceptable); thawed milk keeps 24 hours in the fridge or 2 hours at room
/// temperature and is never refrozen; milk brought to room temperature or warmed after the fridge or the
/// freezer is used within 2 hours; once a feeding starts, what is left is used within 2 hours. The
/// earlier limit always stands: a bottle warmed from a fridge portion pumped almost 4 days ago keeps only
/// until that portion's day runs out.
///
/// ```swift
/// let safety = MilkSafety()
/// safety.useBy(of: frozenPortion, calendar: calendar)   // pumped + 6 months
/// ```
public struct MilkSafety: Sendable {
    public var room: TimeInterval = 4 * 3600
    public var fridge: TimeInterval = 4 * 86400
    public var freezerMonths = 6
    public var thawedFridge: TimeInterval = 24 * 3600
    public var thawedRoom: TimeInterval = 2 * 3600
    public var afterFirstSip: TimeInterval = 2 * 3600
    /// A bottle made from a stored portion and left out: the CDC's "once brought to room temperature or
    /// warmed after storing in the refrigerator or freezer, use within 2 hours". Not the 4 hours of milk
    /// fresh from the pump: that milk was never cooled.
    public var outOfStorage: TimeInterval = 2 * 3600

    public init() {}

    /// The windows a baby's settings choose (`set expiry milk room 4h`, `set expiry freezer 12 months`…).
    public init(settings: BabySettings) {
        if let m = settings.milkRoomMinutes { room = TimeInterval(m * 60) }
        if let m = settings.milkFridgeMinutes { fridge = TimeInterval(m * 60) }
        if let m = settings.milkFreezerMonths { freezerMonths = m }
        if let m = settings.thawedFridgeMinutes { thawedFridge = TimeInterval(m * 60) }
        if let m = settings.thawedRoomMinutes { thawedRoom = TimeInterval(m * 60) }
        if let m = settings.milkFeedingMinutes { afterFirstSip = TimeInterval(m * 60) }
    }

    /// When a breast-milk bottle must be thrown away.
    public func expiry(of event: Event, bottle: EventData.Bottle) -> Date {
        let stored = bottle.stashID != nil
        let window = bottle.thawed ? (bottle.refrigerated ? thawedFridge : thawedRoom)
            : bottle.refrigerated ? fridge : (stored ? min(outOfStorage, room) : room)
        var limit = event.start.utc.addingTimeInterval(window)
        if let stored = bottle.stashUseBy { limit = min(limit, stored) }
        if let started = bottle.feedingStartedAt { limit = min(limit, started.addingTimeInterval(afterFirstSip)) }
        return limit
    }

    /// When a stash portion must be used by: 4 days after pumping in the fridge, 6 months in the freezer,
    /// 24 hours after it was thawed. Nil for a session that stored nothing.
    public func useBy(of event: Event, calendar: ZonedCalendar) -> Date? {
        guard let pump = event.data.pump, let storage = pump.storage else { return nil }
        let pumped = (event.end ?? event.start).utc
        if let thawed = pump.thawedAt { return thawed.addingTimeInterval(thawedFridge) }
        switch storage {
        case .fridge:
            return pumped.addingTimeInterval(fridge)
        case .freezer:
            return calendar.addingMonths(freezerMonths, to: pumped)
        }
    }
}
