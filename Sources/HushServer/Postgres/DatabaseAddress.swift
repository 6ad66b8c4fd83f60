import Foundation
import NIOSSL
import PostgresNIO

/// `--database`'s URL, read once, and the two ways the server connects with it: the pool the requests
/// share (``DatabasePool``) and the connection of its own that `LISTEN`s (``ChangeListener``). Every new
/// connection resolves the host name again, so a failover that moves the name to another address is
/// followed as soon as the old connections are gone.
///
/// ```swift
/// let address = try DatabaseAddress("postgres://hush@127.0.0.1:5432/hush", deadlines: .standard)
/// PostgresClient(configuration: address.pool(connections: 16), backgroundLogger: logger)
/// ```
struct DatabaseAddress: Sendable {
    enum Endpoint: Sendable {
        case tcp(host: String, port: Int, tls: Bool)
        case socket(path: String)
    }

    let endpoint: Endpoint
    let username: String
    let password: String?
    let database: String?
    let deadlines: DatabaseDeadlines

    /// `postgres://user[:password]@host[:port]/database`; TLS is not used on loopback and preferred elsewhere.
    /// A server on the same machine is also reached through its Unix socket, as libpq spells it: a
    /// directory as the `host` parameter (`postgres://hush@/hush?host=/var/run/postgresql`, the socket
    /// `.s.PGSQL.5432` in it, the port from the URL or its `port` parameter).
    init(_ text: String, deadlines: DatabaseDeadlines) throws {
        let usage = "--database must look like postgres://user:password@host:5432/database (or postgres://user@/database?host=/var/run/postgresql)"
        guard let url = URLComponents(string: text), ["postgres", "postgresql"].contains(url.scheme ?? "") else { throw LedgerError(usage) }
        let path = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        database = path.isEmpty ? nil : path
        username = url.user ?? "postgres"
        password = url.password
        self.deadlines = deadlines
        if let directory = url.queryItems?.first(where: { $0.name == "host" })?.value, directory.hasPrefix("/") {
            // libpq also takes the port as a parameter, the form a URL with no host needs.
            let port = url.queryItems?.first(where: { $0.name == "port" })?.value.flatMap { Int($0) } ?? url.port ?? 5432
            endpoint = .socket(path: directory + "/.s.PGSQL.\(port)")
        } else {
            guard let host = url.host, !host.isEmpty else { throw LedgerError(usage) }
            let loopback = host == "127.0.0.1" || host == "localhost" || host == "::1"
            endpoint = .tcp(host: host, port: url.port ?? 5432, tls: !loopback)
        }
    }

    /// Every statement here finds its rows through an index, by the household's key (or a token's, an
    /// invite's), so one plan per prepared statement serves every call. Left to choose, PostgreSQL
    /// planned the push's read anew on every call (a third of its time in a push), because without
    /// statistics for one household its estimate of the shared plan was pessimistic. And a plan made
    /// while a table is young (a new database, before autovacuum's first ANALYZE) would read the whole
    /// table, and be kept: so plans here use the indexes whatever the statistics say. `statement_timeout`
    /// makes PostgreSQL itself stop a statement nobody waits for any more (``DatabaseDeadlines``).
    private var startupParameters: [(String, String)] {
        [("plan_cache_mode", "force_generic_plan"), ("enable_seqscan", "off"),
         ("statement_timeout", String(deadlines.statement.milliseconds))]
    }

    /// The pool's configuration: at most `connections`, each opened within the connection wait.
    func pool(connections: Int) -> PostgresClient.Configuration {
        var configuration: PostgresClient.Configuration
        switch endpoint {
        case .socket(let path):
            configuration = PostgresClient.Configuration(unixSocketPath: path, username: username, password: password, database: database)
        case .tcp(let host, let port, let tls):
            configuration = PostgresClient.Configuration(host: host, port: port, username: username, password: password, database: database,
                                                         tls: tls ? .prefer(.clientDefault) : .disable)
        }
        configuration.options.maximumConnections = connections
        // Each time a connection went back, PostgresNIO's pool started a keep-alive timer (30 s) and, for a
        // connection above the minimum, an idle one (60 s); its next lease cancelled both. A cancelled
        // `Task.sleep` keeps its task and its dispatch timer until the deadline it was given, so under load
        // the server held every timer of the last minute and a half (78,000 of them, 37 MB, after 36,000
        // pushes in a minute) and spent about a sixth of its processor time a push on them. So the pool keeps
        // every connection it may open and sends no keep-alive queries: a connection PostgreSQL closes (a
        // restart) closes here too, and the pool opens another; one that dies silently fails its next call
        // at the statement deadline, which closes it.
        configuration.options.minimumConnections = connections
        configuration.options.keepAliveBehavior = nil
        configuration.options.connectTimeout = deadlines.connection
        configuration.options.additionalStartupParameters = startupParameters
        return configuration
    }

    /// One connection outside the pool, for `LISTEN`.
    func single() throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        switch endpoint {
        case .socket(let path):
            configuration = PostgresConnection.Configuration(unixSocketPath: path, username: username, password: password, database: database)
        case .tcp(let host, let port, let tls):
            configuration = PostgresConnection.Configuration(host: host, port: port, username: username, password: password, database: database,
                                                             tls: tls ? .prefer(try NIOSSLContext(configuration: .makeClientConfiguration())) : .disable)
        }
        configuration.options.connectTimeout = .milliseconds(deadlines.connection.milliseconds)
        configuration.options.additionalStartupParameters = startupParameters
        return configuration
    }
}
