import NIOCore

/// How many connections `hush serve` holds open at once: in all, and from one client address (counted
/// as ``AddressThrottle/key(_:)`` counts them: IPv6 by its /64). A connection past either cap is closed
/// as soon as it is accepted (``ConnectionGate``), so the descriptors the ledger, the database and
/// `/health` need are never all taken by one client.
///
/// Both caps stay below the descriptor limit (``DescriptorLimit``): `reserved` descriptors are kept for
/// everything that is not a connection. Unless given, the total is what the limit leaves, at most
/// ``defaultCeiling``, and one address may hold an eighth of it.
///
/// ```swift
/// let limits = try ConnectionLimits(descriptors: 1024, reserved: 70, total: nil, perAddress: nil)
/// limits.total        // 954
/// limits.perAddress   // 119
/// ```
public struct ConnectionLimits: Sendable, Equatable {
    public let total: Int
    public let perAddress: Int

    /// The default total's ceiling whatever the descriptor limit (often a million): each open connection
    /// holds buffers and a task, and thousands of devices' event streams fit.
    public static let defaultCeiling = 4096
    /// One address's default share of the total: a family behind one router holds a few connections a
    /// device; an eighth leaves seven eighths to everyone else.
    public static let perAddressShare = 8
    /// Descriptors kept for what is not a connection, besides the event loops and database connections:
    /// standard streams, the listening socket, the ledger's journal and lock, the voice stores, TLS files.
    public static let reservedBase = 64
    /// Fewer descriptors than this left for connections is not a server.
    public static let fewestUsable = 16

    /// A problem with the caps asked for, as a sentence with the fix.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case tooFewDescriptors(descriptors: Int, reserved: Int)
        case totalAboveDescriptors(asked: Int, descriptors: Int, usable: Int)

        public var description: String {
            switch self {
            case .tooFewDescriptors(let descriptors, let reserved):
                return "the descriptor limit (ulimit -n) is \(descriptors) and \(reserved) of them are kept for the ledger, "
                    + "the database and the event loops, too few left for connections: raise it (ulimit -n 4096)"
            case .totalAboveDescriptors(let asked, let descriptors, let usable):
                return "--max-connections \(asked) is more than this process can hold open: its descriptor limit (ulimit -n) "
                    + "is \(descriptors), \(descriptors - usable) of them kept for the ledger, the database and the event loops; "
                    + "give at most \(usable), or raise the limit"
            }
        }
    }

    /// `total` and `perAddress` as asked (nil: derived). A per-address cap at or above the total is the
    /// total: no cap per address (behind a proxy every client has the proxy's address).
    public init(descriptors: Int, reserved: Int, total asked: Int?, perAddress askedPerAddress: Int?) throws(Problem) {
        let usable = descriptors - reserved
        guard usable >= Self.fewestUsable else { throw .tooFewDescriptors(descriptors: descriptors, reserved: reserved) }
        if let asked, asked > usable { throw .totalAboveDescriptors(asked: asked, descriptors: descriptors, usable: usable) }
        total = max(1, asked ?? min(usable, Self.defaultCeiling))
        perAddress = max(1, min(total, askedPerAddress ?? total / Self.perAddressShare))
    }

    /// The caps for `options` in this process, whose descriptor limit is `descriptors`: the reserve counts
    /// three descriptors for each event loop (its poller, wake-up and timer), and the PostgreSQL pool with
    /// the connection that listens beside it (``ChangeListener``). The pool is counted twice: after an
    /// outage the renewed pool opens all its connections while the old one still holds its own
    /// (``DatabasePool/renew(retiring:)``).
    public static func forServe(_ options: ServeOptions, descriptors: Int) throws(Problem) -> ConnectionLimits {
        let pool = options.databaseURL == nil ? 0 : 2 * PostgresLedger.connections + 1
        let reserved = reservedBase + 3 * NIOSingletons.groupLoopCountSuggestion + pool
        return try ConnectionLimits(descriptors: descriptors, reserved: reserved,
                                    total: options.maxConnections, perAddress: options.maxConnectionsPerAddress)
    }
}
