import Foundation

/// What a sync command produced (``SyncOutcome``), as text, JSON and speech. It lives with Sync: its
/// reports and conflicts are Sync's own types, which the renderers never see.
///
/// ```swift
/// try SyncAnswer(view: .resolved("Kept your version (conflict 1)")).text(style: style)
/// ```
public struct SyncAnswer: Answer {
    public var view: SyncOutcome

    public init(view: SyncOutcome) { self.view = view }

    public func text(style: TextStyle) -> String { SyncText(style: style).render(view) }

    public func json() -> String { SyncJSON.render(view) }
}
