import FoundationEssentials
import HushDomain
import HushLanguage

extension BottleLog {
    /// Refuses a line that names no bottle ("feeding", "finished, 1oz left", "discard the bottle") when the
    /// bottles it could mean hold different amounts. With a 5 oz bottle made at 2:30 and a 4 oz one just
    /// made, "feeding" took the older, and "he finished it" then logged 5 oz drunk where 4 were: which one
    /// was in the baby's hands only the caregiver knows. Bottles of one size are told apart by nothing
    /// that is logged, so the oldest stays the one meant.
    ///
    /// ```swift
    /// try log.refuseUnnamed(bottles, verb: "feeding")
    /// // throws: "2 bottles are prepared, 5 oz made at 2:30 PM and 4 oz made at 3:00 PM; say which: 'feeding the 5oz bottle' or …"
    /// ```
    func refuseUnnamed(_ bottles: [Event], verb: String, then: String? = nil) throws {
        let sizes = bottles.compactMap { $0.data.bottle?.prepared }
        guard sizes.count > 1, Set(sizes.map(\.text)).count > 1 else { return }
        let listed = bottles.compactMap { bottle in
            bottle.data.bottle?.prepared.map { "\($0.text) made at \(context.text(bottle.start.utc))" }
        }
        // "the 5oz bottle": the amount as the language reads it back, with its unit glued on.
        var choices: [String] = []
        for size in sizes.map({ CanonicalPhrase.volume($0.value, $0.unit) }) where !choices.contains(size) { choices.append(size) }
        let named = choices.map { "'\(verb) the \($0) bottle'" }
        let list = listed.dropLast().joined(separator: ", ") + " and " + listed[listed.count - 1]
        throw DomainError.notPossible("\(bottles.count) bottles are prepared, \(list); say which: "
                                      + named.joined(separator: " or ") + (then.map { ", then \($0)" } ?? ""))
    }

    /// The bottles of the size a line named ("feeding the 5oz bottle"), or all of them when it named none.
    func named(_ spec: VolumeSpec?, among bottles: [Event]) throws -> [Event] {
        guard let spec else { return bottles }
        let wanted = try volume(spec)
        // "the 4oz bottle" is the one made as 4 oz before one of 120 ml, which is shown as 4 oz too.
        let exact = bottles.filter { $0.data.bottle!.prepared.map { $0.unit == wanted.unit && abs($0.value - wanted.value) < 0.005 } == true }
        let chosen = exact.isEmpty ? bottles.filter { $0.data.bottle!.prepared?.shown(in: wanted.unit) == wanted.text } : exact
        guard !chosen.isEmpty else { throw DomainError.notPossible("no \(wanted.text) bottle is prepared; 'status' lists the bottles") }
        return chosen
    }
}
