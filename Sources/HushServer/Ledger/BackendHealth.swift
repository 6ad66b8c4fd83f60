import Foundation

/// What `/health` says about the backend: reachable (200), or unreachable for how long and why (503),
/// so a supervisor or a load balancer can take the server out of service until its database is back.
/// `/health/live` says only that the process answers.
///
/// ```swift
/// switch await ledger.health() {
/// case .reachable: …                                            // {"ok":true}
/// case .unreachable(let lasting, let cause): …     // {"ok":false,"database":"unreachable",…}
/// }
/// ```
public enum BackendHealth: Sendable, Equatable {
    case reachable
    case unreachable(for: Duration, cause: String)

    /// `/health`'s body.
    struct Body: Encodable {
        var ok: Bool
        var database: String?
        var unreachableSeconds: Int?
        var error: String?

        enum CodingKeys: String, CodingKey {
            case ok, database, error
            case unreachableSeconds = "unreachable_seconds"
        }
    }

    var body: Body {
        switch self {
        case .reachable: return Body(ok: true)
        case .unreachable(let lasting, let cause):
            return Body(ok: false, database: "unreachable", unreachableSeconds: Int(lasting.components.seconds), error: cause)
        }
    }

    var status: Int {
        switch self {
        case .reachable: return 200
        case .unreachable: return 503
        }
    }
}
