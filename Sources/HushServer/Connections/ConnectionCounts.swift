import NIOConcurrencyHelpers

/// The connections open now, in all and by client address, shared by every connection's
/// ``ConnectionGate`` across the event loops. Admitting counts a connection; releasing it, when it
/// closes, uncounts it. Addresses with nothing open are forgotten, so the table is never larger than
/// the connections it counts.
///
/// ```swift
/// let counts = ConnectionCounts(try ConnectionLimits(descriptors: 1024, reserved: 70, total: 8, perAddress: 2))
/// counts.admit("192.0.2.7")     // .admitted, twice; then .addressFull
/// counts.release("192.0.2.7")
/// ```
final class ConnectionCounts: Sendable {
    enum Admission: Equatable {
        case admitted
        case addressFull
        case serverFull
    }

    private struct Open {
        var total = 0
        var byAddress: [String: Int] = [:]
    }

    let limits: ConnectionLimits
    private let open = NIOLockedValueBox(Open())

    init(_ limits: ConnectionLimits) {
        self.limits = limits
    }

    /// Counts a connection from `address` unless a cap is reached.
    func admit(_ address: String) -> Admission {
        open.withLockedValue { open in
            guard open.total < limits.total else { return .serverFull }
            let held = open.byAddress[address, default: 0]
            guard held < limits.perAddress else { return .addressFull }
            open.total += 1
            open.byAddress[address] = held + 1
            return .admitted
        }
    }

    /// Uncounts an admitted connection from `address`.
    func release(_ address: String) {
        open.withLockedValue { open in
            open.total = max(0, open.total - 1)
            let held = open.byAddress[address, default: 0] - 1
            open.byAddress[address] = held > 0 ? held : nil
        }
    }
}
