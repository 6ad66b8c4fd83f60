import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Formula safety (PRD 5, CDC guidance): prepared formula keeps 2 hours at room temperature; once
/// feeding starts it must be finished within 1 hour of the first sip. When feeding starts late the
/// earlier limit stands: a bottle made at 8:00 and started at 9:30 expires at 10:00, not 10:30.
///
/// ```swift
/// BottleSafety().expiry(of: bottleEvent)   // prepared + 2h, or min(prepared + 2h, started + 1h)
/// ```
public struct BottleSafety: Sendable {
    public var roomTemperature: TimeInterval
    public var refrigerated: TimeInterval
    public var afterFirstSip: TimeInterval
    /// Breast milk's own windows: a bottle of it follows these instead.
    public var milk = MilkSafety()

    public init(roomTemperature: TimeInterval = 2 * 3600, refrigerated: TimeInterval = 24 * 3600, afterFirstSip: TimeInterval = 3600) {
        self.roomTemperature = roomTemperature
        self.refrigerated = refrigerated
        self.afterFirstSip = afterFirstSip
    }

    /// The windows a baby's settings choose (`set expiry room 2h`, `set expiry fridge 24h`, `set expiry feeding 1h`).
    public init(settings: BabySettings) {
        self.init(roomTemperature: TimeInterval(settings.expiryRoomMinutes * 60),
                  refrigerated: TimeInterval(settings.expiryFridgeMinutes * 60),
                  afterFirstSip: TimeInterval(settings.expiryFeedingMinutes * 60))
        milk = MilkSafety(settings: settings)
    }

    /// When the bottle must be thrown away; nil for events that are not bottles.
    public func expiry(of event: Event) -> Date? {
        guard let bottle = event.data.bottle else { return nil }
        if bottle.contents == .breastMilk { return milk.expiry(of: event, bottle: bottle) }
        let fromPreparation = event.start.utc.addingTimeInterval(bottle.refrigerated ? refrigerated : roomTemperature)
        guard let started = bottle.feedingStartedAt else { return fromPreparation }
        return min(fromPreparation, started.addingTimeInterval(afterFirstSip))
    }

    /// "Expires in 1h 42m", or "Expired 5m ago".
    public func countdown(of event: Event, now: Date) -> String? {
        guard let expiry = expiry(of: event) else { return nil }
        let left = expiry.timeIntervalSince(now)
        return left > 0 ? "Expires in \(DurationText.short(left))" : "Expired \(DurationText.ago(-left))"
    }

    /// The PRD's colour rule: green, yellow from 30 minutes left, red from 15, grey struck through once expired.
    public enum Urgency: Sendable { case fresh, soon, urgent, expired }

    public func urgency(of event: Event, now: Date) -> Urgency? {
        guard let expiry = expiry(of: event) else { return nil }
        let left = expiry.timeIntervalSince(now)
        if left <= 0 { return .expired }
        if left <= 15 * 60 { return .urgent }
        if left <= 30 * 60 { return .soon }
        return .fresh
    }
}
