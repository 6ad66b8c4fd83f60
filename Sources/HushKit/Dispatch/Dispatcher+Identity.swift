import FoundationEssentials

/// Who the person typing is to the household's server, for the device's own permission checks.
extension DispatchContext {
    /// The person id this store's link speaks for (`STORE/sync.json`, from the server's grant), with the
    /// name typing now; nil when the store is not linked or was linked by a server older than person ids
    /// (names decide then, as they always did on one machine). Someone else typing on a linked machine
    /// (`--as Nana` on Gavin's) gets an id that matches nothing: memberships the server bound to a person
    /// id are that person's alone, never a name's.
    ///
    /// ```swift
    /// store.state.role(of: session.person, me: linkedPerson, baby: eddie.id)
    /// ```
    var linkedPerson: SyncPerson? {
        guard let state = try? SyncState.load(store: store.directory), state.isLinked, let id = state.personID else { return nil }
        guard let linked = state.person, PersonName.key(linked) == PersonName.key(session.person) else {
            return SyncPerson(id: "", name: session.person)
        }
        return SyncPerson(id: id, name: session.person)
    }
}
