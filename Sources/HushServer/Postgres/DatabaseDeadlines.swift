/// How long a request may wait on PostgreSQL, from `--database-wait` and `--statement-timeout`: each
/// database call waits at most `connection` for a pooled connection, then has `statement` for its
/// statements (a push's call sends two, four when it plans again under the household's lock). Past
/// either the call is given up and the request answered 503 with `Retry-After`; PostgreSQL holds each
/// statement to `statement` too (its `statement_timeout`), so it stops work nobody waits for.
///
/// ```swift
/// let deadlines = DatabaseDeadlines(connection: .seconds(5), statement: .seconds(10))
/// deadlines.call   // 15 s: the longest one call can keep a request waiting
/// ```
public struct DatabaseDeadlines: Sendable {
    public var connection: Duration
    public var statement: Duration

    public init(connection: Duration, statement: Duration) {
        self.connection = connection
        self.statement = statement
    }

    /// The longest one database call can keep a request waiting.
    public var call: Duration { connection + statement }

    /// `--database-wait 5 --statement-timeout 10`.
    public static let standard = DatabaseDeadlines(connection: .seconds(5), statement: .seconds(10))
}
