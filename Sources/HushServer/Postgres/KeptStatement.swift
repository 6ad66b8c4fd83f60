import PostgresNIO

/// A statement that answers rows, prepared once on each connection and answered whole
/// (``PreparedStatements``): every statement the server sends on each request or push. Its name keys it
/// on the connection, so no two may share one (`StatementNameTests`).
///
/// PostgresNIO's older prepared queries describe every column as text and send it in binary, which for
/// text are the same bytes and for numbers are not: a kept statement answers text columns only, and casts
/// a number to text in its SQL.
///
/// ```swift
/// struct DeviceByIDQuery: KeptStatement {
///     static let name = "HushServer.DeviceByIDQuery"
///     static let sql = "SELECT … FROM hush_devices WHERE id = $1"
///     var id: String
///     func arguments() throws -> [PostgresData] { [try .argument(id)] }
///     func decodeRow(_ row: PostgresRow) throws -> DeviceRecord { … }
/// }
/// ```
protocol KeptStatement: Sendable {
    associatedtype Row
    static var name: String { get }
    static var sql: String { get }
    /// The form this value is sent in, and its name: ``name`` and ``sql`` but for a statement that leaves
    /// out the parts its arguments do not use (``PushWrite/Form``), each form prepared under its own name.
    var form: (name: String, sql: String) { get }
    /// The values for `$1`, `$2`… in order.
    func arguments() throws -> [PostgresData]
    func decodeRow(_ row: PostgresRow) throws -> Row
}

extension KeptStatement {
    var form: (name: String, sql: String) { (Self.name, Self.sql) }

    /// A number the statement answered as text (see above); anything else is the database's fault.
    static func number(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw LedgerError("\(name) answered \(text) for a number") }
        return value
    }
}
