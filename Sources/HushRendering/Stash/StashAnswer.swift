import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `stash`: the milk in the fridge and freezer, oldest first.
///
/// ```swift
/// try StashAnswer(stash: stash).text(style: style)
/// ```
public struct StashAnswer: Answer {
    public var spokenView: SpokenView { .stash }

    public var stash: MilkStash

    public init(stash: MilkStash) { self.stash = stash }

    public func text(style: TextStyle) -> String { StashText(style: style).render(stash) }

    public func json() -> String { StashJSON.render(stash) }

    /// How much is good and where, and which portion to use first: the table's news without its header.
    public func speech() -> String {
        let units = stash.baby.settings.units
        guard let oldest = stash.portions.first(where: { !$0.expired }) else {
            return SpokenText.sentences(stash.portions.isEmpty ? "The milk stash is empty" : "Every portion in the milk stash has expired; discard the expired milk")
        }
        func amount(_ place: MilkStorage?) -> String { "\(Volume.number(stash.total(in: units, place: place))) \(units.rawValue)" }
        let expired = stash.portions.filter(\.expired).count
        return SpokenText.sentences("\(stash.baby.name)'s milk stash: \(amount(nil)) good, \(amount(.freezer)) in the freezer and \(amount(.fridge)) in the fridge · "
            + "Use the \(oldest.amount.shown(in: units)) from the \(oldest.thawed ? "fridge, thawed" : oldest.place.label) first, by "
            + TimeText.clock(oldest.useBy, calendar: stash.calendar, now: stash.now)
            + (expired > 0 ? " · \(expired) portion\(expired == 1 ? " has" : "s have") expired" : ""))
    }
}
