import FoundationEssentials

/// Runs what the dispatcher handed back as needing the network (``NetworkRequest``), with the store's
/// lock released: `sync`, `join CODE` through the server, `devices`, `revoke device`, `add device`.
///
/// ```swift
/// let outcome = try SyncRunner(session: session, transport: transport).perform(.sync)
/// ```
public struct SyncRunner {
    public let session: Session
    public let transport: any SyncTransport

    public init(session: Session, transport: any SyncTransport) {
        self.session = session
        self.transport = transport
    }

    var directory: String { session.store.directory }

    public func perform(_ request: NetworkRequest) throws -> any Answer {
        let engine = SyncEngine(session: session, transport: transport)
        switch request {
        case .sync:
            return SyncAnswer(view: .synced(try engine.sync()))
        case .join(let code, let person):
            let grant = try SyncEngine.locked(directory) { () -> SyncMessages.Grant in
                var state = try SyncState.load(store: directory)
                guard let server = state.server else { throw SyncError.noServer }
                // A linked device sends its token: the server then knows it is this person joining another baby.
                let grant = try SyncClient(server: server, token: state.isLinked ? state.token : nil, transport: transport).join(code: code, person: person)
                engine.link(&state, grant)
                try state.save(store: directory)
                return grant
            }!
            let report = try engine.sync()
            return SyncAnswer(view: .joined(person: grant.person, baby: try grant.babyID.flatMap(babyName), role: grant.role, report: report))
        case .devices:
            let state = try linkedState()
            return SyncAnswer(view: .devices(try client(state).devices(), this: state.device))
        case .revoke(let prefix):
            let state = try linkedState()
            let client = client(state)
            let target: String
            if let prefix {
                let matches = try client.devices().filter { $0.id.hasPrefix(prefix) }
                guard matches.count == 1 else { throw SyncError.noSuchDevice(prefix, matches: matches.count) }
                target = matches[0].id
            } else {
                target = state.device!
            }
            try client.revoke(device: target)
            return SyncAnswer(view: .revoked(target, this: target == state.device))
        case .deviceLink(let zone):
            return SyncAnswer(view: .deviceLink(try deviceLink(zone: zone)))
        }
    }

    /// The name the store now has for a baby (the join's pull brought it).
    private func babyName(_ id: String) throws -> String? {
        try session.store.begin()
        defer { try? session.store.end() }
        return session.store.baby(id: id)?.name
    }

    func linkedState() throws -> SyncState {
        let state = try SyncState.load(store: directory)
        guard state.server != nil else { throw SyncError.noServer }
        guard state.isLinked else { throw SyncError.notLinked }
        return state
    }

    func client(_ state: SyncState) -> SyncClient {
        SyncClient(server: state.server!, token: state.token, transport: transport)
    }
}
