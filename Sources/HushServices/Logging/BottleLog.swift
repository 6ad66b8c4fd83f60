import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A formula bottle's life: prepared → feeding → finished (PRD 4.2, 12). Several bottles may be
/// prepared at once; only one may be feeding. Consumption is always computed from what is left.
///
/// ```swift
/// let log = BottleLog(context: context, baby: eddie)
/// try log.prepare(amount: spec, at: nil).summary   // "Made a 4 oz bottle at 3:00 PM · expires 5:00 PM"
/// ```
public struct BottleLog: Sendable {
    public let context: LogContext
    public let baby: Baby
    public var safety: BottleSafety

    public init(context: LogContext, baby: Baby) {
        self.context = context
        self.baby = baby
        self.safety = BottleSafety(settings: baby.settings)
    }

    public func prepare(amount spec: VolumeSpec?, at time: LocatedTime?, refrigerated: Bool = false) throws -> LogResult {
        let at = try context.resolver.instant(for: time)
        guard let volume = try spec.map(volume) ?? baby.settings.defaultBottle else { throw DomainError.noDefaultBottle }
        let event = context.newEvent(start: at, end: nil, data: .bottle(.init(prepared: volume, refrigerated: refrigerated)))
        let expiry = safety.expiry(of: event)!
        let place = refrigerated ? " for the fridge" : ""
        var result = LogResult.created(event, "Made a \(volume.text) bottle\(place) at \(context.text(at)) · expires \(context.text(expiry))")
        result.changes += remember(volume)
        return result
    }

    public func startFeeding(at time: LocatedTime?, open: [Event], named: VolumeSpec? = nil) throws -> LogResult {
        var bottles = open.filter { $0.data.bottle != nil }
        if let feeding = bottles.first(where: { $0.data.bottle!.feedingStartedAt != nil }) {
            throw DomainError.feedingInProgress("the \(feeding.data.bottle!.described()), started \(context.text(feeding.data.bottle!.feedingStartedAt!))")
        }
        let at = try context.resolver.instant(for: time)
        bottles = try self.named(named, among: bottles)
        if named == nil { try refuseUnnamed(bottles.filter { safety.expiry(of: $0)! > at }, verb: "feeding") }
        // The oldest bottle that is still good; an expired one is only chosen to explain the refusal.
        guard let bottle = bottles.first(where: { safety.expiry(of: $0)! > at }) ?? bottles.last else { throw DomainError.noBottle }
        guard at >= bottle.start.utc else {
            throw DomainError.endBeforeStart("feeding at \(context.text(at)) is before the bottle was made (\(context.text(bottle.start.utc)))", time?.range)
        }
        let expiry = safety.expiry(of: bottle)!
        guard at < expiry else {
            throw DomainError.notPossible("the \(bottle.data.bottle!.described()) made at \(context.text(bottle.start.utc)) expired at \(context.text(expiry)); make a fresh one")
        }
        let started = context.updated(bottle) { event in
            if var data = event.data.bottle {
                data.feedingStartedAt = at
                event.data = .bottle(data)
            }
        }
        let newExpiry = safety.expiry(of: started)!
        return .updated(bottle, started, "Started feeding the \(bottle.data.bottle!.described()) at \(context.text(at)) · expires \(context.text(newExpiry))")
    }

    public func finish(remaining spec: VolumeSpec?, at time: LocatedTime?, open: [Event]) throws -> LogResult {
        let bottles = open.filter { $0.data.bottle != nil }
        if !bottles.contains(where: { $0.data.bottle!.feedingStartedAt != nil }) {
            try refuseUnnamed(bottles.filter { safety.expiry(of: $0)! > context.now }, verb: "feeding", then: "say what was left again")
        }
        guard let bottle = bottles.first(where: { $0.data.bottle!.feedingStartedAt != nil }) ?? bottles.first else {
            throw DomainError.noBottle
        }
        let data = bottle.data.bottle!
        // Only an imported bottle lacks an amount, and imported bottles are finished: never open.
        guard let prepared = data.prepared else { throw DomainError.notPossible("this bottle has no amount recorded, so what is left can't be said") }
        let left = try remaining(spec, of: prepared)
        let at = try context.resolver.instant(for: time)
        let earliest = max(bottle.start.utc, data.feedingStartedAt ?? bottle.start.utc)
        guard at >= earliest else {
            throw DomainError.endBeforeStart("finishing at \(context.text(at)) is before the feed began (\(context.text(earliest)))", time?.range)
        }
        // Drunk after it expired is formula no one should have given: more likely finished earlier, or thrown away.
        if let expiry = safety.expiry(of: bottle), at > expiry.addingTimeInterval(TimeResolver.tolerance) {
            throw DomainError.notPossible("the \(prepared.text) bottle made at \(context.text(bottle.start.utc)) expired at \(context.text(expiry)); "
                                          + "if it was drunk before then, say when it was finished (for example 'finished at \(context.text(expiry))'), "
                                          + "or throw it away ('discard the bottle')")
        }
        let finished = context.updated(bottle) { event in
            var updated = data
            updated.remaining = left
            event.data = .bottle(updated)
            event.end = context.calendar.timestamp(at)
        }
        return .updated(bottle, finished, "Finished the \(prepared.text) bottle at \(context.text(at)): \(drank(prepared, left))")
    }

    /// "discard the bottle": an expired bottle if there is one (that is what gets thrown away), else the
    /// oldest unfinished one. It stays in history as waste.
    public func discard(at time: LocatedTime?, open: [Event], named: VolumeSpec? = nil) throws -> LogResult {
        let at = try context.resolver.instant(for: time)
        var bottles = try self.named(named, among: open.filter { $0.data.bottle != nil })
        // Of two alike, the one being fed is finished, not thrown away: the other is the one meant.
        if bottles.count > 1, bottles.contains(where: { $0.data.bottle!.feedingStartedAt == nil }) {
            bottles.removeAll { $0.data.bottle!.feedingStartedAt != nil }
        }
        if named == nil, !bottles.contains(where: { safety.expiry(of: $0)! <= at }) { try refuseUnnamed(bottles, verb: "discard") }
        guard let bottle = bottles.first(where: { safety.expiry(of: $0)! <= at }) ?? bottles.first else { throw DomainError.noBottle }
        guard at >= bottle.start.utc else {
            throw DomainError.endBeforeStart("discarding at \(context.text(at)) is before the bottle was made (\(context.text(bottle.start.utc)))", time?.range)
        }
        let discarded = context.updated(bottle) { event in
            if var data = event.data.bottle {
                data.discarded = true
                event.data = .bottle(data)
            }
            event.end = context.calendar.timestamp(at)
        }
        return .updated(bottle, discarded, "Discarded the \(bottle.data.bottle!.described()) made at \(context.text(bottle.start.utc))")
    }

    /// "ate 4oz, 0.5 left": a whole bottle at once, finished at the time given.
    public func ate(amount spec: VolumeSpec, remaining remainingSpec: VolumeSpec?, at time: LocatedTime?) throws -> LogResult {
        let prepared = try volume(spec)
        let left = try remaining(remainingSpec, of: prepared)
        let at = try context.resolver.instant(for: time)
        let event = context.newEvent(start: at, end: at, data: .bottle(.init(prepared: prepared, remaining: left)))
        var result = LogResult.created(event, "Logged a \(prepared.text) bottle finished at \(context.text(at)): \(drank(prepared, left))")
        result.changes += remember(prepared)
        return result
    }


    func volume(_ spec: VolumeSpec) throws -> Volume {
        try VolumeCeiling.bottle.volume(spec, defaultUnit: baby.settings.units)
    }

    /// What is left, in the bottle's own unit (``BottleLeftover``); never more than it held.
    func remaining(_ spec: VolumeSpec?, of prepared: Volume) throws -> Double {
        guard let spec else { return 0 }
        return try BottleLeftover.remaining(spec, of: prepared)
    }

    func drank(_ prepared: Volume, _ left: Double) -> String {
        let consumed = Volume(max(prepared.value - left, 0), prepared.unit)
        return left == 0 ? "drank all \(consumed.text)" : "drank \(consumed.text), \(Volume(left, prepared.unit).text) left"
    }

    /// The bottle size becomes the default for "made a bottle" (PRD 4.2 "remembers last used amount").
    func remember(_ volume: Volume) -> [RecordChange] {
        guard baby.settings.defaultBottle != volume else { return [] }
        var updated = baby
        updated.settings.defaultBottle = volume
        updated.updatedAt = context.now
        return [RecordChange(before: .baby(baby), after: .baby(updated))]
    }
}
