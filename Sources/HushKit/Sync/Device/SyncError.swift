import FoundationEssentials

/// Why a sync did not happen, for the person: each says what to do next.
public enum SyncError: Error, Equatable {
    case noServer
    case notLinked
    case unreachable(String, reason: String)
    /// The server answered with an error status and sentence.
    case refused(status: Int, message: String)
    case badReply(String)
    /// `revoke device ID`: no device's id starts so, or several do.
    case noSuchDevice(String, matches: Int)
    /// `add device` in a store not linked to a household; the server set, if any.
    case deviceNeedsLink(server: String?)

    /// `scheme://host:port` of a request's address: what an unreachable error names.
    public static func origin(of url: String) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host else { return url }
        return "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }

    public var message: String {
        switch self {
        case .noServer: return "no server is set; use 'set server http://HOST:PORT' first"
        case .notLinked: return "this store is not linked to a household yet; run 'sync' (first device) or 'join CODE as NAME'"
        case .unreachable(let server, let reason):
            return "can't reach \(server) (\(reason)); everything is saved here and will be sent at the next 'sync'"
        case .refused(let status, let message): return "the server refused (\(status)): \(message)"
        case .noSuchDevice(let prefix, 0): return "no device's id starts with '\(prefix)' (see 'devices')"
        case .noSuchDevice(let prefix, let matches): return "'\(prefix)' starts \(matches) devices' ids; give more of it (see 'devices')"
        case .badReply(let what): return "the server's answer made no sense (\(what)); nothing was changed here"
        case .deviceNeedsLink(nil):
            return "a phone is added through the family's server, and this store has none: 'set server http://HOST:PORT', "
                + "then 'sync' (the household's first device) or 'join CODE as NAME' (with an invite), then 'add device'"
        case .deviceNeedsLink(let server?):
            return "this store is not linked to the household on \(server) yet: 'sync' links it (the household's first device) "
                + "or 'join CODE as NAME' (with an invite); then 'add device'"
        }
    }
}
