import FoundationEssentials
import HushDomain
import HushLanguage
import HushServices

extension DispatchContext {
    /// Why "finished", "done" or "1oz left" found no bottle open, from what was logged just before: a
    /// breast feed begun is ended with "done nursing"; a bottle finished minutes ago is that one told
    /// again, whose edit is offered. The plain refusal offered "ate 4oz, 0.5 left", which logged a second
    /// bottle beside the one just finished.
    ///
    /// ```swift
    /// throw noBottle(remaining: half, baby: eddie, context: context)
    /// // "the last bottle, 4 oz finished at 2:58 PM, has ended; to change what was left, say 'last bottle had 0.5 oz left'"
    /// ```
    func noBottle(remaining: VolumeSpec?, baby: Baby, context: LogContext) -> DomainError {
        let recent = { (date: Date) in context.now.timeIntervalSince(date) <= RetoldEvent.window }
        if let feed = BreastLog(context: context).begun(store.latestBreastFeed(for: baby.id), within: BreastLog.endWindow) {
            return .notPossible("no bottle is prepared; to end the breast feed begun at \(context.text(feed.start.utc)), say 'done nursing'")
        }
        guard let bottle = store.latest(.eat, for: baby.id), bottle.deletedAt == nil, let data = bottle.data.bottle, !data.discarded,
              let end = bottle.end?.utc, recent(end), let made = data.prepared, let left = data.remaining else { return .noBottle }
        let said = remaining.map { Volume($0.value, $0.unit ?? made.unit) }
        let change: String
        if let said, abs(said.value(in: made.unit) - left) >= 0.005 {
            change = "to change what was left, say 'last bottle had \(said.text) left'"
        } else {
            change = "it is logged already; if it was another, say 'ate another \(made.text) bottle'"
        }
        return .notPossible("the last bottle, \(made.text) finished at \(context.text(end)) with \(Volume(left, made.unit).text) left, has ended; \(change)")
    }
}
