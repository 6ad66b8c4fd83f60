import HushDomain
import HushStore

/// The person's role with each baby, remembered from one command to the next while what decides the roles
/// is unchanged: the person, the babies' ids and the memberships. Every line asks (which babies the person
/// sees, whether they may log for the line's baby), and a script's lines each commit a change, so a
/// cache by the journal's sequence number was made afresh at every line.
///
/// A membership the server bound to a person id is the link's person's alone, and who the link speaks
/// for is a file, not the state: while one is bound, the roles are kept for one sequence number only.
///
/// ```swift
/// let roles = RememberedRoles(person: "gavin", state: store.state, me: nil)
/// roles.role(of: baby.id)   // .some(.primary)
/// ```
struct RememberedRoles {
    let person: String
    let babyIDs: [String]
    let memberships: [String: JSONValue]?
    /// The sequence number the roles hold for when a membership is bound to a person id; nil when none is.
    let boundAt: Int?
    /// Baby id → the person's role (nil where they have none), for every baby in the state.
    private let roles: [String: Membership.Role?]

    init(person: String, state: StoreState, me: @autoclosure () -> SyncPerson?) {
        self.person = person
        babyIDs = state.babies.map(\.id)
        memberships = state.entities[Membership.kind]
        let bound = memberships?.values.contains { $0["person_id"]?.string != nil } ?? false
        boundAt = bound ? state.seq : nil
        var roles: [String: Membership.Role?] = [:]
        var linked: SyncPerson??
        for baby in state.babies {
            roles[baby.id] = .some(state.role(of: person, me: {
                if linked == nil { linked = .some(me()) }
                return linked ?? nil
            }(), baby: baby.id))
        }
        self.roles = roles
    }

    /// Whether these are still the roles of `person`, given the parts of the state that decide them. The
    /// parts, not the state: a copy of the whole state to pass it would cost more than the comparison.
    func holds(for person: String, seq: Int, babies: [Baby], memberships: [String: JSONValue]?) -> Bool {
        self.person == person && (boundAt.map { $0 == seq } ?? true) && babyIDs.elementsEqual(babies.lazy.map(\.id))
            && self.memberships == memberships
    }

    /// The person's role with the baby, as ``StoreState/role(of:me:baby:)`` gives it; nil (not known)
    /// for an id that is no baby of the state, whose role is then asked of the state itself.
    func role(of babyID: String) -> Membership.Role?? { roles[babyID] }
}
