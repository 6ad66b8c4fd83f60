import NIOCore
import PostgresNIO

/// A PostgreSQL array parameter whose elements may be NULL, which PostgresNIO's own arrays cannot say:
/// a batch of records goes in one `INSERT … SELECT FROM unnest(…)`, and a deleted record has no body,
/// a membership no start time. Encoded in the binary array format, a NULL element as length -1.
///
/// ```swift
/// let bodies = NullableArray<String>(["{…}", nil])     // binds as text[] holding '{…}' and NULL
/// ```
struct NullableArray<Element: PostgresArrayEncodable & PostgresNonThrowingEncodable>: PostgresNonThrowingEncodable {
    var elements: [Element?]

    init(_ elements: [Element?]) { self.elements = elements }

    static var psqlType: PostgresDataType { Element.psqlArrayType }
    static var psqlFormat: PostgresFormat { .binary }

    func encode<JSONEncoder: PostgresJSONEncoder>(into buffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        // Dimensions (none for an empty array), whether any element is NULL, the element type.
        buffer.writeInteger(elements.isEmpty ? 0 : 1, as: Int32.self)
        buffer.writeInteger(elements.contains { $0 == nil } ? 1 : 0, as: Int32.self)
        buffer.writeInteger(Element.psqlType.rawValue)
        guard !elements.isEmpty else { return }
        // One dimension: its length and lower bound.
        buffer.writeInteger(Int32(elements.count))
        buffer.writeInteger(1, as: Int32.self)
        for element in elements {
            guard let element else {
                buffer.writeInteger(-1, as: Int32.self)
                continue
            }
            let lengthAt = buffer.writerIndex
            buffer.writeInteger(0, as: Int32.self)
            element.encode(into: &buffer, context: context)
            buffer.setInteger(Int32(buffer.writerIndex - lengthAt - 4), at: lengthAt)
        }
    }
}
