import Foundation

/// `hush-load`'s command line: which servers to load, how many devices, how many events each.
///
/// ```swift
/// let options = try LoadOptions(arguments: ["--server", "http://127.0.0.1:8080", "--devices", "200", "--events", "20", "--json"])
/// options.servers   // ["http://127.0.0.1:8080"]
/// ```
struct LoadOptions: Sendable {
    static let usage = """
        usage: hush-load --server URL [--server URL ...] [--devices 200] [--events 20] [--json]
                         [--timeout 60] [--retry-for 120] [--watch-pid PID ...] [--spread] [--threads 2]

        Registers DEVICES simulated devices (each its own household), then all of them at once push EVENTS
        diaper events each, one event per push, to the servers in turn; then each device pulls its household
        back (from another server when there are several) and checks every event arrived exactly once.

        As a device does, a push answered 503 is sent again after its Retry-After, and a request with no
        answer in --timeout seconds is given up (counted as hung) and sent again on a new connection, for at
        most --retry-for seconds a push; the same change ids make a repeat safe. Nothing waits forever.

        --watch-pid names a server process on this machine: the report then says how much processor time
        the watched servers used while the pushes ran (registration and the delivery check left out).

        --spread sends each device's pushes to the servers in turn, push by push, as a load balancer that
        spreads one family's requests would; without it each device keeps to one server.

        --threads says how many threads send the pushes, each waiting on its share of the devices'
        connections at once, as pgbench's -j does for its clients (default 2, as the bench's pgbench runs).
        """

    var servers: [String] = []
    var devices = 200
    var events = 20
    var json = false
    /// `--timeout`: seconds any one request may go unanswered before it counts as hung (a device's is 60).
    var timeout: Double = 60
    /// `--retry-for`: seconds one push may keep being retried (after 503 or a hung request) before it
    /// counts as failed.
    var retryFor: Double = 120
    /// `--watch-pid`: server processes whose processor time over the timed pushes is reported.
    var watchedPIDs: [Int32] = []
    /// `--spread`: each device's pushes go to the servers in turn instead of all to one.
    var spread = false
    /// `--threads`: the threads driving the devices' pushes, each a share of the devices.
    var threads = 2
    /// `--help`: print ``usage`` and exit 0, whatever else was given.
    var help = false

    /// Throws a ``LoadFailure`` whose message says what is wrong with the arguments.
    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--server":
                // The timed pushes go through plain kept-alive connections (``DeviceConnection``).
                guard let url = rest.popFirst(), url.hasPrefix("http://") else {
                    throw LoadFailure("--server needs an http:// URL (the load measures a server without TLS)")
                }
                // A trailing slash would double up with the paths joined on later.
                servers.append(url.hasSuffix("/") ? String(url.dropLast()) : url)
            case "--devices":
                devices = try Self.count(rest.popFirst(), for: argument)
            case "--events":
                events = try Self.count(rest.popFirst(), for: argument)
            case "--timeout":
                timeout = try Self.seconds(rest.popFirst(), for: argument)
            case "--retry-for":
                retryFor = try Self.seconds(rest.popFirst(), for: argument)
            case "--watch-pid":
                guard let text = rest.popFirst(), let pid = Int32(text), pid > 0 else {
                    throw LoadFailure("--watch-pid needs a process id (a whole number above zero)")
                }
                watchedPIDs.append(pid)
            case "--threads":
                threads = try Self.count(rest.popFirst(), for: argument)
            case "--json":
                json = true
            case "--spread":
                spread = true
            case "--help", "-h":
                help = true
                return
            default:
                throw LoadFailure("unknown argument '\(argument)'\n\n\(Self.usage)")
            }
        }
        if servers.isEmpty { throw LoadFailure("give at least one --server URL\n\n\(Self.usage)") }
        // Read once now, so a process that is not there stops the run before anything is registered.
        _ = try ServerProcessorTime.read(pids: watchedPIDs)
    }

    private static func seconds(_ text: String?, for option: String) throws -> Double {
        guard let text, let value = Double(text), value > 0, value <= 86_400 else {
            throw LoadFailure("\(option) needs a number of seconds above zero and at most 86400")
        }
        return value
    }

    private static func count(_ text: String?, for option: String) throws -> Int {
        guard let text, let value = Int(text), value > 0 else { throw LoadFailure("\(option) needs a whole number above zero") }
        return value
    }
}
