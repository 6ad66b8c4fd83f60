import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Throwing milk away from the stash: one portion by its number in `stash`, or every expired one. The
/// pumping sessions stay (they were pumped); what was thrown away is recorded on each, so it leaves the
/// stash and the totals of what bottles used stay true.
///
/// ```swift
/// try stash.discard(.expired, context: context).summary
/// // "Threw away 2 portions past their use-by: 1 oz thawed Wed Jan 7 8:00 AM, 0.5 oz pumped Mon Jan 5 1:00 PM"
/// ```
extension MilkStash {
    public func discard(_ pick: StashPick, context: LogContext) throws -> LogResult {
        let chosen: [Portion]
        switch pick {
        case .number(let number, _):
            guard number <= portions.count else {
                let have = portions.isEmpty ? "the stash is empty" : "'stash' lists \(portions.count) portion\(portions.count == 1 ? "" : "s")"
                throw DomainError.notPossible("there is no portion \(number): \(have)")
            }
            chosen = [portions[number - 1]]
        case .expired:
            chosen = portions.filter(\.expired)
            guard !chosen.isEmpty else { throw DomainError.notPossible("no portion in the stash is past its use-by; 'stash' lists them") }
        }
        var changes: [RecordChange] = []
        for portion in chosen {
            guard var pump = portion.event.data.pump else { continue }
            pump.wasted = ((pump.wasted + pump.inStash) * 100).rounded() / 100
            let updated = context.updated(portion.event) { $0.data = .pump(pump) }
            changes.append(RecordChange(before: .event(portion.event), after: .event(updated)))
        }
        let described = chosen.map { portion in
            let when = portion.thawed ? "thawed \(context.text(portion.event.data.pump!.thawedAt!))"
                : "pumped \(context.text((portion.event.end ?? portion.event.start).utc))"
            return "\(portion.amount.shown(in: baby.settings.units)) \(when)"
        }
        let what = chosen.count == 1 ? "the \(portion(chosen[0]))" : "\(chosen.count) portions"
        let why = pick == .expired ? " past \(chosen.count == 1 ? "its" : "their") use-by" : ""
        let list = chosen.count == 1 ? "" : ": " + described.joined(separator: ", ")
        return LogResult(changes: changes, summary: "Threw away \(what)\(why)\(list)", event: nil)
    }

    /// "1 oz portion thawed Wed Jan 7 8:00 AM".
    private func portion(_ portion: Portion) -> String {
        let when = portion.thawed ? "thawed \(TimeText.clock(portion.event.data.pump!.thawedAt!, calendar: calendar, now: now))"
            : "pumped \(TimeText.clock((portion.event.end ?? portion.event.start).utc, calendar: calendar, now: now))"
        return "\(portion.amount.shown(in: baby.settings.units)) portion \(when) from the \(portion.place.label)"
    }
}
