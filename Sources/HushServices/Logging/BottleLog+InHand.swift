import FoundationEssentials
import HushDomain
import HushLanguage

/// "ate 4oz" told while a bottle made earlier is still open and good. Most often it is that bottle, told
/// as a whole one; logged as another, the bottle drunk stayed open, counted down, warned of its expiry and
/// ended as waste. So it is refused, with the words for each reading: what was left of the open bottle,
/// or "another" for a bottle Hush never saw made. A line that names the milk asks only of a bottle of that
/// milk; one that takes it from the stash tells a bottle made now, and is not asked. A bottle made after the time said, or expired by then,
/// cannot be the one drunk, nor can one holding less than was drunk, and the line logs as before.
///
/// ```swift
/// // a 5 oz bottle made at 2:40 PM, then at 3:00 PM "ate 4oz":
/// try log.refuseBottleInHand(fourOunces, remaining: nil, at: nil, open: open)
/// // throws: "the 5 oz bottle made at 2:40 PM is still open; if she drank from it, say 'finished, 1 oz left'; …"
/// ```
extension BottleLog {
    /// `contents`: the milk the line names ("fed her 3oz of breast milk"); only a bottle of it can be the one.
    public func refuseBottleInHand(_ spec: VolumeSpec, remaining: VolumeSpec?, at time: LocatedTime?, contents: MilkContents? = nil, open: [Event]) throws {
        let at = try context.resolver.instant(for: time)
        let bottles = open.filter { event in
            guard let bottle = event.data.bottle, bottle.prepared != nil, event.start.utc <= at else { return false }
            return contents.map { $0 == bottle.contents } ?? true
        }
        let feeding = bottles.first { $0.data.bottle!.feedingStartedAt != nil }
        guard let bottle = feeding ?? bottles.first(where: { safety.expiry(of: $0)! > at }),
              let made = bottle.data.bottle!.prepared else { return }
        let said = try volume(spec)
        let drunk = Volume(said.value - (try self.remaining(remaining, of: said)), said.unit)
        // More drunk than the open bottle held: not that bottle, so nothing to ask.
        guard let finish = Self.finishing(made, drunk: drunk) else { return }
        let when = time.map { $0.text.isEmpty ? "" : " \($0.text)" } ?? ""
        let leftText = remaining.map { ", \(Volume($0.value, $0.unit ?? said.unit).text) left" } ?? ""
        let state = feeding == nil ? "made at \(context.text(bottle.start.utc)) is still open"
            : "started at \(context.text(bottle.data.bottle!.feedingStartedAt!)) is still being fed"
        throw DomainError.bottleInHand("the \(made.text) bottle \(state)", finish: finish + when,
                                       another: "ate another \(said.text) bottle\(contents.map { " of \($0.label)" } ?? "")\(leftText)\(when)")
    }

    /// The words that finish `made` with `drunk` taken from it: "finished" when nothing is left, else what
    /// is left; nil when more was drunk than it held.
    static func finishing(_ made: Volume, drunk: Volume) -> String? {
        let taken = BottleLeftover.value(drunk.value, from: drunk.unit, in: made.unit)
        guard taken <= made.value else { return nil }
        let left = ((made.value - taken) * 100).rounded() / 100
        return left == 0 ? "finished" : "finished, \(Volume(left, made.unit).text) left"
    }
}
