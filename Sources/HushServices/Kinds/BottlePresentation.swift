import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension EventData.Bottle: EventPresentation {
    package func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        var text = "Bottle" + (prepared.map { " · \($0.shown(in: units))" } ?? "")
            + (contents == .breastMilk ? (thawed ? " · thawed breast milk" : " · breast milk") : "")
            + (refrigerated ? " · fridge" : "")
        if discarded {
            text += " · discarded (waste)"
        } else if let consumed, event.end != nil {
            text += " · drank \(Volume(consumed, unit).shown(in: units))"
        } else if prepared == nil, event.end != nil {
            text += " · amount not recorded"
        } else if safety.urgency(of: event, now: now) == .expired {
            // PRD 4.2: an expired bottle is marked as waste and kept in history.
            text += " · expired \(TimeText.clock(safety.expiry(of: event)!, calendar: calendar, now: now)) (waste)"
        } else if let countdown = safety.countdown(of: event, now: now) {
            text += feedingStartedAt == nil ? " · prepared" : " · feeding since \(TimeText.clock(feedingStartedAt!, calendar: calendar, now: now))"
            text += " · \(countdown)"
        }
        return text
    }

    /// `defaultContents` is what a bottle holds when the line doesn't say (the baby's `set bottle contents`):
    /// a bottle holding anything else says so, so the phrase makes the same bottle again.
    package func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        // Milk from the stash, or thawed, took the stash's state to make: no single phrase remakes it.
        guard !discarded, feedingStartedAt == nil, let prepared, !thawed, stashID == nil else { return nil }
        let start = CanonicalPhrase.stamp(event.start)
        let amount = CanonicalPhrase.volume(prepared.value, prepared.unit)
        let milk = contents == defaultContents ? "" : " of \(contents.label)"
        guard let end = event.end else {
            return "made a \(amount) bottle\(milk)" + (refrigerated ? " for the fridge" : "") + " at \(start)"
        }
        // "ate 4oz, 0.5 left" makes a bottle that starts and ends when it was drunk.
        guard end.utc == event.start.utc, !refrigerated else { return nil }
        let left = remaining.map { $0 > 0 ? ", \(CanonicalPhrase.volume($0, prepared.unit)) left" : "" } ?? ""
        return "ate \(amount)\(milk)\(left) at \(start)"
    }

    package func doubt(_ event: Event, length: TimeInterval?) -> String? {
        guard let prepared, prepared.inMillilitres > EventPlausibility.largestBottle.inMillilitres + 0.5 else { return nil }
        return "a bottle of \(prepared.text) is more than 12 oz (355 ml)"
    }

    package func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        let units = answerer.units, words = answerer.words
        facts["method"] = .string("bottle")
        guard let prepared else {
            // Imported without an amount: say so rather than invent one.
            facts["prepared"] = .null
            return "a bottle (amount not recorded)"
        }
        facts["prepared"] = words.amount(prepared.value(in: units))
        facts["unit"] = .string(units.rawValue)
        var text = "a \(prepared.shown(in: units)) bottle"
        if let drank = consumed, event.end != nil {
            let volume = Volume(drank, prepared.unit)
            facts["drank"] = words.amount(volume.value(in: units))
            text += ", drank \(volume.shown(in: units))"
        }
        return text
    }

    package func count(_ event: Event, today counts: inout Dashboard.Counts) {
        if event.isFeed && event.feedTime >= counts.dayStart { counts.feeds += 1 }
    }

    /// A number without a unit takes the household's `units`, as in a new log ("ate 5"), and the same
    /// ceiling refuses what no bottle holds; what was left is converted into the new unit, never relabelled.
    package func changing(amount spec: VolumeSpec, units: Volume.Unit) throws -> EventData {
        var bottle = self
        let prepared = try VolumeCeiling.bottle.volume(spec, defaultUnit: units)
        bottle.remaining = try BottleLeftover.kept(remaining, of: unit, in: prepared, range: spec.range)
        bottle.prepared = prepared
        return .bottle(bottle)
    }

    /// A leftover said in the other unit is converted; a number without one is that many of the bottle's unit.
    package func changing(remaining spec: VolumeSpec, ended: Bool) throws -> EventData {
        guard ended else { throw DomainError.notPossible("only a finished bottle has an amount left") }
        guard let prepared else {
            throw DomainError.notPossible("this bottle has no amount recorded; give it one first (e.g. 'change the bottle to 4oz')")
        }
        var bottle = self
        bottle.remaining = try BottleLeftover.remaining(spec, of: prepared)
        return .bottle(bottle)
    }

    package func changingFeeding(_ change: (Date?) -> Date?) -> EventData {
        var bottle = self
        bottle.feedingStartedAt = change(feedingStartedAt)
        return .bottle(bottle)
    }
}
