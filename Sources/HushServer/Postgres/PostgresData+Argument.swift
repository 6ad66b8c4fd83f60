import NIOCore
import PostgresNIO

/// A statement's argument in the form PostgresNIO's older prepared queries take, encoded as its newer
/// binds encode it (the same type, format and bytes), so one statement reads the same either way.
///
/// ```swift
/// let keys = try PostgresData.argument(["event:a", "event:b"])   // text[], binary
/// ```
extension PostgresData {
    /// `capacity`: the bytes the value takes, when known, so its buffer is made that size at once.
    static func argument<Value: PostgresEncodable>(_ value: Value, capacity: Int = 0) throws -> PostgresData {
        var buffer = ByteBufferAllocator().buffer(capacity: capacity)
        try value.encode(into: &buffer, context: .default)
        return PostgresData(type: Value.psqlType, formatCode: Value.psqlFormat, value: buffer)
    }

    /// Texts, in a buffer their size: the array's header (20 bytes), then each element's length (4) and
    /// bytes. Grown from empty, a batch's bodies were copied four or five times over on their way in.
    static func argument(_ texts: [String]) throws -> PostgresData {
        try argument(texts, capacity: texts.reduce(20) { $0 + 4 + $1.utf8.count })
    }

    /// Texts some of which are NULL (no bytes), likewise.
    static func argument(_ texts: NullableArray<String>) throws -> PostgresData {
        try argument(texts, capacity: texts.elements.reduce(20) { $0 + 4 + ($1?.utf8.count ?? 0) })
    }
}
