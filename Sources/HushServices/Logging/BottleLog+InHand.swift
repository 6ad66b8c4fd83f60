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
        let left = try self.remaining(remaining, of: said)
        // More drunk than the open bottle held: not that bottle, so nothing to ask.
        guard var finish = Self.finishing(made, drunk: Volume(said.value - left, said.unit)) else { return }
        // "ate 4oz, 1 left" of a 5 oz bottle, or "ate 5oz, 1 left": the open bottle by its size, so what was
        // left is what was said.
        if let remaining, [said.value, said.value + left].contains(where: { abs(BottleLeftover.value($0, from: said.unit, in: made.unit) - made.value) < 0.05 }) {
            finish = "finished, \(Volume(remaining.value, remaining.unit ?? said.unit).text) left"
        }
        let when = time.map(Self.spoken) ?? ""
        let leftText = remaining.map { ", \(Volume($0.value, $0.unit ?? said.unit).text) left" } ?? ""
        let state = feeding == nil ? "made at \(context.text(bottle.start.utc)) is still open"
            : "started at \(context.text(bottle.data.bottle!.feedingStartedAt!)) is still being fed"
        throw DomainError.bottleInHand("the \(made.text) bottle \(state)", finish: finish + when,
                                       another: "ate another \(said.text) bottle\(contents.map { " of \($0.label)" } ?? "")\(leftText)\(when)")
    }

    /// The time as said, to go on a suggested line: a clock read alone after a bottle's words is an amount
    /// or a length, so it keeps an "at" ("at 2:45"); "now" goes, since a line says now by saying no time.
    static func spoken(_ time: LocatedTime) -> String {
        let text = time.text
        if case .now = time.point { return "" }
        if text.isEmpty { return "" }
        let clock = text.first!.isNumber && text.lowercased().allSatisfy { $0.isNumber || ":. apm".contains($0) }
        return clock ? " at \(text)" : " \(text)"
    }

    /// The words that finish `made` with `drunk` taken from it: "finished" when nothing is left, else what
    /// is left; nil when more was drunk than it held. Said in the other unit, an amount is a round number
    /// of it, so "150 ml" (5.07 oz) may be all of a 5 oz bottle: a twentieth over is still all of it.
    static func finishing(_ made: Volume, drunk: Volume) -> String? {
        let taken = BottleLeftover.value(drunk.value, from: drunk.unit, in: made.unit)
        guard taken <= made.value * (drunk.unit == made.unit ? 1 : 1.05) else { return nil }
        let left = max(((made.value - taken) * 100).rounded() / 100, 0)
        return left == 0 ? "finished" : "finished, \(Volume(left, made.unit).text) left"
    }
}
