import FoundationEssentials

/// What a sync command produced (``SyncOutcome``), as text, JSON and speech. It lives with Sync: its
/// reports and conflicts are Sync's own types, which the renderers never see.
///
/// ```swift
/// try SyncAnswer(view: .resolved("Kept your version (conflict 1)")).text(style: style)
/// ```
public struct SyncAnswer: Answer {
    public var spokenView: SpokenView {
        switch view {
        case .synced: return .synced
        case .serverSet: return .serverSet
        case .conflicts: return .conflicts
        case .resolved: return .resolved
        case .joined: return .joined
        case .devices: return .devices
        case .revoked: return .revoked
        case .deviceLink: return .deviceLink
        }
    }

    public var view: SyncOutcome

    public init(view: SyncOutcome) { self.view = view }

    public func text(style: TextStyle) -> String { SyncText(style: style).render(view) }

    public func json() -> String { SyncJSON.render(view) }

    /// Addresses, device ids and stamps are for the eyes: aloud, whose devices and since when, and what a
    /// new server setting means.
    public func speech() throws -> String {
        switch view {
        case .serverSet(_?, let unlinked):
            return SpokenText.sentences("The server is set" + (unlinked ? "; this store left its old household" : "")
                + " · sync links this store to it, or join with an invite's code joins a household there")
        case .devices(let devices, let this):
            let linked = devices.filter { $0.revokedAt == nil }
            return SpokenText.sentences("\(linked.count) linked device\(linked.count == 1 ? "" : "s"): " + linked.map { device in
                "\(device.person)'s\(device.id == this ? ", this one," : "") since \(device.createdAt.prefix(10))"
            }.joined(separator: "; "))
        case .synced, .serverSet(nil, _), .conflicts, .resolved, .joined, .revoked, .deviceLink:
            let text = self.text(style: TextStyle(enabled: false))
            return SpokenText.sentences(text.split(separator: "\n").first.map(String.init) ?? "")
        }
    }
}
