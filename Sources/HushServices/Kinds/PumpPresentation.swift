import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension EventData.Pump: EventPresentation {
    package func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        var text = "Pump"
        if let amount {
            text += " · " + described(in: units).replacing(amount.text, with: amount.shown(in: units))
        }
        let length = event.end.map { $0.utc.timeIntervalSince(event.start.utc) } ?? 0
        if length >= 60 { text += " · \(DurationText.short(length))" }
        if let storage { text += " · \(storage.label)" }
        return text
    }

    package func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        // A portion bottles have drawn from took several commands to make.
        guard used == 0, wasted == 0, thawedAt == nil else { return nil }
        var words = "pumped"
        if let amount {
            if let left, let right {
                words += " \(CanonicalPhrase.volume(left, amount.unit)) left and \(CanonicalPhrase.volume(right, amount.unit)) right"
            } else if left == nil, right == nil {
                words += " \(CanonicalPhrase.volume(amount.value, amount.unit))"
            } else {
                return nil
            }
        }
        if let storage { words += " to the \(storage.label)" }
        let start = CanonicalPhrase.stamp(event.start)
        guard let end = event.end, end.utc > event.start.utc else { return "\(words) at \(start)" }
        return "\(words) from \(start) to \(CanonicalPhrase.stamp(end))"
    }

    package func doubt(_ event: Event, length: TimeInterval?) -> String? {
        // A session over an hour, or more than a day's milk at once, is more likely a slip.
        if let length, length > EventPlausibility.longestPump {
            return "a pumping session of \(DurationText.hoursMinutes(length)) is longer than an hour"
        }
        guard let amount, amount.inMillilitres > EventPlausibility.largestPump.inMillilitres + 0.5 else { return nil }
        return "pumping \(amount.text) at once is more than 16 oz (475 ml)"
    }

    package func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        guard let amount else { return "amount not recorded" }
        facts["amount"] = answerer.words.amount(amount.value(in: answerer.units))
        facts["unit"] = .string(answerer.units.rawValue)
        return amount.shown(in: answerer.units)
    }

    /// A new total drops the per-side amounts it no longer adds up to; never below what bottles took. A
    /// number without a unit takes the household's `units`, and the ceiling refuses it, as in a new log.
    package func changing(amount spec: VolumeSpec, units: Volume.Unit) throws -> EventData {
        var pump = self
        let total = try VolumeCeiling.pump.volume(spec, defaultUnit: units)
        guard used <= total.value(in: amount?.unit ?? total.unit) + 0.005 else {
            throw DomainError.notPossible("bottles already took \(Volume(used, amount!.unit).text) of this milk; the amount can't be less")
        }
        // One total over a side's amounts would lose them ("pumped 2oz left and 2.5oz right", then "last
        // pump was 5oz"): which side had more is not said, so the session is said again whole.
        if let left, let right, let old = amount, abs(total.value(in: old.unit) - old.value) >= 0.005 {
            let sides = "\(CanonicalPhrase.volume(left, old.unit)) left and \(CanonicalPhrase.volume(right, old.unit)) right"
            throw DomainError.notPossible("this pump was \(sides); a new total would lose its sides, so say 'delete the last pump', "
                                          + "then the session again with each side's amount ('pumped \(sides)' with the amounts changed)")
        }
        if let old = amount, old.unit != total.unit { pump.used = Volume(used, old.unit).value(in: total.unit) }
        // The same total in its own unit keeps its sides; in another unit they would be read in the wrong one.
        if amount?.unit != total.unit || abs(total.value - (amount?.value ?? 0)) >= 0.005 {
            pump.left = nil
            pump.right = nil
        }
        pump.amount = total
        return .pump(pump)
    }
}
