import Foundation

/// Who may register a new household on this server (`hush serve --registration`): anyone who can reach it
/// may otherwise create one and hold a token, so a server for one family registers that family and then
/// closes. Joining with an invite code is never affected.
///
/// ```
/// hush serve --data ~/hush-server                         # first: the family's first device registers, then closed
/// hush serve --data ~/hush-server --registration open     # a server for several families
/// ```
public enum RegistrationPolicy: String, Sendable, CaseIterable {
    /// Open while the server keeps no household, closed once it keeps one: the default.
    case first
    case open
    case closed

    /// The refusal when registration is closed, with what to do instead.
    static let refusal = "this server does not register new households; join a household with an invite code "
        + "('join CODE' on a device of the family), or start the server with --registration open"
}
