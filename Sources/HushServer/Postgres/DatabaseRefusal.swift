import PostgresNIO

/// PostgreSQL's own refusal of a statement: its SQLSTATE, message and the constraint it names, read
/// from whichever of PostgresNIO's error types carried it.
///
/// PostgresNIO's newer calls throw `PSQLError`; its older prepared queries, which the kept statements
/// use (``PreparedStatements``), turn the very same answer into `PostgresError.server`. Whatever decides
/// by the SQLSTATE reads it here, so that a refusal from either path is judged alike: a unique index
/// refusing a push's write read only as `PSQLError` was taken for a lost database and answered 503.
///
/// ```swift
/// if let refusal = DatabaseRefusal(error), refusal.sqlState == "23505" { … }
/// ```
struct DatabaseRefusal: Sendable, Equatable {
    var sqlState: String
    var message: String?
    var constraint: String?

    /// Nil when the error is not PostgreSQL's answer (the connection, the pool, the client's own).
    init?(_ error: any Error) {
        switch error {
        case let error as PSQLError:
            guard error.code == .server, let state = error.serverInfo?[.sqlState] else { return nil }
            self.init(sqlState: state, message: error.serverInfo?[.message], constraint: error.serverInfo?[.constraintName])
        case PostgresError.server(let answer):
            guard let state = answer.fields[.sqlState] else { return nil }
            self.init(sqlState: state, message: answer.fields[.message], constraint: answer.fields[.constraintName])
        default:
            return nil
        }
    }

    init(sqlState: String, message: String?, constraint: String?) {
        self.sqlState = sqlState
        self.message = message
        self.constraint = constraint
    }
}
