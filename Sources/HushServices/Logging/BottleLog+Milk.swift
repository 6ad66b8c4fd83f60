import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Bottles whose milk is named: breast milk follows ``MilkSafety``'s windows, and milk "from the
/// freezer" or "from the fridge" is taken from the stash, the oldest portion that still holds enough and
/// is not past its use-by. A frozen portion partly used is thawed: the rest keeps 24 hours in the fridge.
///
/// ```swift
/// try BottleLog(context: context, baby: eddie).make(phrase, stash: store.stash(for: eddie.id)).summary
/// // "Made a 4 oz bottle of thawed breast milk at 3:00 PM · expires 5:00 PM · from the freezer: …"
/// ```
extension BottleLog {
    public func make(_ phrase: MilkBottlePhrase, stash: [Event]) throws -> LogResult {
        let at = try context.resolver.instant(for: phrase.at)
        guard let volume = try phrase.amount.map(volume) ?? baby.settings.defaultBottle else { throw DomainError.noDefaultBottle }
        var bottle = EventData.Bottle(prepared: volume, refrigerated: phrase.refrigerated)
        bottle.contents = phrase.contents
        bottle.thawed = phrase.thawed
        var changes: [RecordChange] = []
        var fromStash = ""
        if let source = phrase.source {
            let milk = MilkSafety(settings: baby.settings)
            // A thawed rest sits in the fridge, whatever it was stored as.
            let there = stash.filter { event in
                guard let pump = event.data.pump, event.start.utc <= at else { return false }
                return (pump.thawedAt != nil ? .fridge : pump.storage!) == source
            }
            let good = there.filter { milk.useBy(of: $0, calendar: context.calendar)! > at }
            let portion = good.first { event in
                let pump = event.data.pump!
                return pump.inStash + 0.005 >= volume.value(in: pump.amount!.unit)
            }
            if portion == nil, !there.isEmpty {
                // Portions are there but none will do: which to take would be a guess.
                let largest = good.compactMap { event in event.data.pump.map { Volume($0.inStash, $0.amount!.unit) } }
                    .max { $0.inMillilitres < $1.inMillilitres }
                let why = largest.map { "the largest good one holds \($0.text)" } ?? "those there are past their use-by"
                throw DomainError.notPossible("no \(source.label) portion holds \(volume.text) and is still good (\(why)); 'stash' lists them: make the bottle from one portion")
            }
            if let portion, var pump = portion.data.pump, let amount = pump.amount {
                let useBy = milk.useBy(of: portion, calendar: context.calendar)!
                bottle.stashID = portion.id
                bottle.stashUseBy = useBy
                bottle.thawed = bottle.thawed || pump.storage == .freezer
                pump.used = min(((pump.used + volume.value(in: amount.unit)) * 100).rounded() / 100, amount.value)
                if pump.storage == .freezer, pump.thawedAt == nil, pump.inStash > 0 { pump.thawedAt = at }
                let updated = context.updated(portion) { $0.data = .pump(pump) }
                changes.append(RecordChange(before: .event(portion), after: .event(updated)))
                fromStash = " · from the \(source.label): the \(amount.text) pumped \(context.text(portion.start.utc))"
                if pump.inStash > 0 {
                    let rest = Volume(pump.inStash, amount.unit).text
                    fromStash += pump.thawedAt != nil && pump.storage == .freezer
                        ? " (\(rest) left, thawed: use by \(context.text(milk.useBy(of: updated, calendar: context.calendar)!)))"
                        : " (\(rest) left)"
                } else {
                    fromStash += " (used up)"
                }
            } else {
                fromStash = " · not from the stash: nothing is in the \(source.label)"
            }
        }
        let what = "\(volume.text) bottle of \(bottle.thawed ? "thawed " : "")\(bottle.contents.label)"
        if phrase.drunk {
            let left = try remaining(phrase.remaining, of: volume)
            bottle.remaining = left
            let event = context.newEvent(start: at, end: at, data: .bottle(bottle))
            var result = LogResult.created(event, "Logged a \(what) finished at \(context.text(at)): \(drank(volume, left))\(fromStash)")
            result.changes += changes + remember(volume)
            return result
        }
        let event = context.newEvent(start: at, end: nil, data: .bottle(bottle))
        let expiry = safety.expiry(of: event)!
        let place = phrase.refrigerated ? " for the fridge" : ""
        var result = LogResult.created(event, "Made a \(what)\(place) at \(context.text(at)) · expires \(context.text(expiry))\(fromStash)")
        result.changes += changes + remember(volume)
        return result
    }
}
