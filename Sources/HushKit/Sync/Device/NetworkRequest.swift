import FoundationEssentials

/// Work the dispatcher hands back to the interpreter because it needs the network: the interpreter
/// releases the store's lock first, so nobody's logging waits for the server.
public enum NetworkRequest: Sendable, Equatable {
    case sync
    case join(code: String, person: String)
    case devices
    case revoke(String?)
    /// `add device`, with the household's zone (read under the store's lock), in which the expiry is said.
    case deviceLink(zone: String?)
}
