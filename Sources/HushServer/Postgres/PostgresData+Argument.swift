import NIOCore
import PostgresNIO

/// A statement's argument in the form PostgresNIO's older prepared queries take, encoded as its newer
/// binds encode it (the same type, format and bytes), so one statement reads the same either way.
///
/// ```swift
/// let keys = try PostgresData.argument(["event:a", "event:b"])   // text[], binary
/// ```
extension PostgresData {
    static func argument<Value: PostgresEncodable>(_ value: Value) throws -> PostgresData {
        var buffer = ByteBuffer()
        try value.encode(into: &buffer, context: .default)
        return PostgresData(type: Value.psqlType, formatCode: Value.psqlFormat, value: buffer)
    }
}
