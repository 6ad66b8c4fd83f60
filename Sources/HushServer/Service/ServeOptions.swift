import Crypto
import Foundation

/// `hush serve`'s settings: where to listen and which backend keeps the data.
///
/// ```
/// hush serve --port 8080 --data ~/hush-server            # embedded, 127.0.0.1
/// hush serve --port 8080 --database postgres://hush@db/hush --host 0.0.0.0 --tls-cert c.pem --tls-key k.pem
/// ```
public struct ServeOptions: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// The embedded backend's folder.
    public var dataDirectory: String?
    /// `postgres://user[:password]@host[:port]/database`.
    public var databaseURL: String?
    public var tlsCertificate: String?
    public var tlsKey: String?
    /// Plain HTTP on a non-loopback address: allowed only when asked for (behind a TLS-terminating proxy).
    public var insecure = false
    /// Who may register a new household (`--registration`).
    public var registration = RegistrationPolicy.first
    /// Registrations and joins a minute from one client address (`--join-rate`), with a burst of twice that.
    public var joinRate = 10
    /// Seconds a connection may stay silent, idle or in the middle of a request, before it is closed
    /// (`--idle-timeout`). Event streams being answered are not idle.
    public var idleTimeout: Double = 30
    /// Seconds a whole request may take to arrive, headers and body, from its first byte
    /// (`--request-timeout`); the answer, such as an event stream, is not part of it. Five minutes: a
    /// push at its 32 MB limit takes about 270 s at 1 Mbit/s, a slow upload; real pushes are kilobytes.
    public var requestTimeout: Double = 300
    /// Connections open at once (`--max-connections`); nil: what the descriptor limit leaves, at most
    /// 4,096 (``ConnectionLimits``).
    public var maxConnections: Int?
    /// Connections open at once from one client address (`--max-connections-per-address`); nil: an
    /// eighth of the total.
    public var maxConnectionsPerAddress: Int?
    /// Seconds a database call waits for a pooled connection before the request is answered 503
    /// (`--database-wait`): while PostgreSQL restarts or is out, requests are answered, not held.
    public var databaseWait: Double = 5
    /// Seconds a database call's statements may take once it has a connection (`--statement-timeout`),
    /// also PostgreSQL's `statement_timeout`. Pushes take milliseconds; ten seconds is a database in trouble.
    public var statementTimeout: Double = 10
    /// Seconds SIGTERM or SIGINT leaves requests in flight to be answered before the server exits anyway
    /// (`--shutdown-grace`). Fifteen: past a call's whole deadline with the defaults, and well inside a
    /// service manager's own (systemd waits 90 s, Kubernetes 30 s).
    public var shutdownGrace: Double = 15
    /// `--check`: verify the embedded backend's ledger and exit, serving nothing.
    public var checkOnly = false
    /// Event-loop threads (`--threads`); nil: ``eventLoopThreads(cores:)``.
    public var threads: Int?

    public init() {}

    /// `--voice-dir`: where `POST /v1/say` keeps each person's store, instead of ``voiceDirectory(_:)``'s choice.
    public var voiceDirectoryChoice: String?

    /// Where `POST /v1/say` keeps each person's store: `--voice-dir` when given; else beside the embedded
    /// backend's journal; else, for PostgreSQL, a folder in the server user's state folder
    /// (`$XDG_STATE_HOME/hush-server`, else `~/.local/state/hush-server`) named after the database, so
    /// servers of one user sharing a database share it too. Never under the shared temporary folder, where
    /// anyone could make the name first (``PrivateDirectory`` checks it at start). Any of them can be
    /// deleted while the server is stopped: the stores are rebuilt from the household's changes.
    public func voiceDirectory(_ environment: [String: String]) -> String {
        if let voiceDirectoryChoice { return voiceDirectoryChoice }
        if let dataDirectory { return dataDirectory + "/voice" }
        let digest = SHA256.hash(data: Data((databaseURL ?? "").utf8)).map { String(format: "%02x", $0) }.joined().prefix(16)
        return Self.stateDirectory(environment) + "/voice-" + digest
    }

    /// The server's own state folder: `$XDG_STATE_HOME/hush-server`, else `~/.local/state/hush-server`.
    static func stateDirectory(_ environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/hush-server" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state/hush-server"
    }

    /// The embedded backend's folder when neither `--data` nor `--database` is given, as `hush` keeps its
    /// store: `$XDG_DATA_HOME/hush-server`, else `~/.local/share/hush-server`.
    public static func defaultDataDirectory(_ environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/hush-server" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/hush-server"
    }

    /// The database deadlines these options give (``DatabaseDeadlines``).
    public var databaseDeadlines: DatabaseDeadlines {
        DatabaseDeadlines(connection: .milliseconds(Int64(databaseWait * 1000)), statement: .milliseconds(Int64(statementTimeout * 1000)))
    }

    /// The event-loop threads to run: `--threads` when given. Otherwise one for the embedded backend,
    /// whose ledger judges and writes one push at a time: with a loop per core, a push crossed between
    /// the loops and the ledger's thread (each crossing a wake-up), while one loop gathers more pushes
    /// into each flush and took 8% less processor time a push at the median of 15 alternated runs
    /// (`docs/performance.md`). One per two cores for PostgreSQL: pushes to different households run side
    /// by side on their own connections, but a push's own work is short (a quarter of a millisecond), so
    /// moving it between loops costs a tenth of it, and the database wants cores of its own. On two cores
    /// one loop took 11% less processor time a push at four devices, and answered 4% more a second.
    public func eventLoopThreads(cores: Int) -> Int {
        threads ?? (databaseURL == nil ? 1 : max(1, cores / 2))
    }

    /// A day: the longest of every timeout here.
    public static let longestTimeout: Double = 86_400

    public var isLoopback: Bool { host == "127.0.0.1" || host == "::1" || host == "localhost" }

    /// The one problem with these settings, if any, as a sentence with the fix.
    public func problem() -> String? {
        if dataDirectory == nil && databaseURL == nil { return "hush serve needs --data DIR (embedded) or --database postgres://…" }
        if dataDirectory != nil && databaseURL != nil { return "give --data or --database, not both" }
        if (tlsCertificate == nil) != (tlsKey == nil) { return "TLS needs both --tls-cert and --tls-key" }
        if !(0...65535).contains(port) { return "--port must be 0 to 65535" }
        // Bounded above so the bucket's arithmetic (twice the rate, in milliseconds) cannot overflow.
        if !(1...1_000_000_000).contains(joinRate) {
            return "--join-rate must be from 1 to 1000000000 (registrations and joins a minute from one address)"
        }
        // Bounded above too: the seconds become a whole number of milliseconds, which must not overflow.
        if !(idleTimeout > 0 && idleTimeout <= Self.longestTimeout) {
            return "--idle-timeout must be a number of seconds above 0 and at most \(Int(Self.longestTimeout)), such as 30"
        }
        if !(requestTimeout > 0 && requestTimeout <= Self.longestTimeout) {
            return "--request-timeout must be a number of seconds above 0 and at most \(Int(Self.longestTimeout)), such as 300"
        }
        for (name, value, example) in [("--database-wait", databaseWait, 5), ("--statement-timeout", statementTimeout, 10),
                                        ("--shutdown-grace", shutdownGrace, 15)] where !(value > 0 && value <= Self.longestTimeout) {
            return "\(name) must be a number of seconds above 0 and at most \(Int(Self.longestTimeout)), such as \(example)"
        }
        if let maxConnections, maxConnections < 1 { return "--max-connections must be at least 1" }
        if let maxConnectionsPerAddress, maxConnectionsPerAddress < 1 { return "--max-connections-per-address must be at least 1" }
        // NIO's own ceiling for its loops.
        if let threads, !(1...1024).contains(threads) { return "--threads must be from 1 to 1024 (event-loop threads)" }
        if voiceDirectoryChoice?.isEmpty == true { return "--voice-dir needs a folder, such as ~/.local/state/hush-voice" }
        if checkOnly && dataDirectory == nil { return "--check reads the embedded backend's ledger: give --data DIR" }
        if !isLoopback && tlsCertificate == nil && !insecure {
            return "refusing plain HTTP on \(host): give --tls-cert and --tls-key, or --insecure when a TLS proxy sits in front"
        }
        return nil
    }
}
