/// Which invite holds an invite code on the server, as ``PushRules`` sees it from one household. Codes
/// are the server's, not a household's: the family page and `join` find a household by its code alone,
/// so a code belongs to the one invite record that first carried it, through use, revocation and removal.
///
/// ```swift
/// context.inviteCodes["7KQMX2PDHN4RT"] = .here(key: "entity:invite:i1")   // this household's invite
/// context.inviteCodes["RT7AASB3NN5DE"] = .elsewhere                        // another household's
/// ```
public enum InviteCodeHolder: Equatable, Sendable {
    /// The invite with this record key in the pushing household.
    case here(key: String)
    /// An invite in another household (never named: a household learns nothing of another).
    case elsewhere
}
