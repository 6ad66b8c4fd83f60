import Foundation
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
    public var stash: MilkStash

    public init(stash: MilkStash) { self.stash = stash }

    public func text(style: TextStyle) -> String { StashText(style: style).render(stash) }

    public func json() -> String { StashJSON.render(stash) }
}
