import Foundation
import NIOCore
import PostgresNIO

/// A statement's argument in the form PostgresNIO's older prepared queries take, encoded as its newer
/// binds encode it (the same type, format and bytes), so one statement reads the same either way.
///
/// ```swift
/// let keys = try PostgresData.argument(["event:a", "event:b"])   // text[], binary
/// ```
extension PostgresData {
    /// Any other value, through PostgresNIO's own encoder.
    static func argument<Value: PostgresEncodable>(_ value: Value) throws -> PostgresData {
        var buffer = ByteBufferAllocator().buffer(capacity: 0)
        try value.encode(into: &buffer, context: .default)
        return PostgresData(type: Value.psqlType, formatCode: Value.psqlFormat, value: buffer)
    }

    /// Texts, as PostgresNIO encodes a `[String]` (`PostgresArgumentTests` compares the bytes).
    static func argument(_ texts: [String]) throws -> PostgresData {
        array(texts.lazy.map { Optional($0) }, count: texts.count, hasNull: false, of: .text, as: .textArray,
              size: { $0.utf8.count }, write: write)
    }

    /// Texts some of which are NULL.
    static func argument(_ texts: NullableArray<String>) throws -> PostgresData {
        array(texts.elements, count: texts.elements.count, hasNull: texts.elements.contains(nil), of: .text, as: .textArray,
              size: { $0.utf8.count }, write: write)
    }

    /// Numbers, as PostgresNIO encodes an `[Int]`: `int8[]`.
    static func argument(_ numbers: [Int]) throws -> PostgresData {
        array(numbers.lazy.map { Optional($0) }, count: numbers.count, hasNull: false, of: .int8, as: .int8Array,
              size: { _ in 8 }, write: { number, target in target.storeBytes(of: Int64(number).bigEndian, as: Int64.self) })
    }

    /// Flags, as PostgresNIO encodes a `[Bool]`: `bool[]`, a byte each.
    static func argument(_ flags: [Bool]) throws -> PostgresData {
        array(flags.lazy.map { Optional($0) }, count: flags.count, hasNull: false, of: .bool, as: .boolArray,
              size: { _ in 1 }, write: { flag, target in target[0] = flag ? 1 : 0 })
    }

    /// Times, as PostgresNIO encodes a `[Date]`: `timestamptz[]`.
    static func argument(_ times: [Date]) throws -> PostgresData {
        array(times.lazy.map { Optional($0) }, count: times.count, hasNull: false, of: .timestamptz, as: .timestamptzArray,
              size: { _ in 8 }, write: write)
    }

    /// Times some of which are NULL.
    static func argument(_ times: NullableArray<Date>) throws -> PostgresData {
        array(times.elements, count: times.elements.count, hasNull: times.elements.contains(nil), of: .timestamptz, as: .timestamptzArray,
              size: { _ in 8 }, write: write)
    }

    private static func write(_ text: String, into target: UnsafeMutableRawBufferPointer) {
        if text.utf8.withContiguousStorageIfAvailable({ target.copyMemory(from: UnsafeRawBufferPointer($0)) }) == nil {
            for (offset, byte) in text.utf8.enumerated() { target[offset] = byte }
        }
    }

    /// PostgreSQL's timestamps count from 2000-01-01 UTC.
    private static let timestampEpoch = Date(timeIntervalSince1970: 946_684_800)

    /// Microseconds since 2000-01-01, worked out and truncated as PostgresNIO's `Date` does; a time no timestamp can
    /// hold (the rules bound every pushed time long before this) is clamped rather than trapping.
    private static func write(_ time: Date, into target: UnsafeMutableRawBufferPointer) {
        let microseconds = time.timeIntervalSince(timestampEpoch) * 1_000_000
        let whole = microseconds.isNaN ? 0 : Int64(exactly: microseconds.rounded(.towardZero)) ?? (microseconds < 0 ? .min : .max)
        target.storeBytes(of: whole.bigEndian, as: Int64.self)
    }

    /// PostgreSQL's binary array of one dimension, written in one pass into a buffer its size: the
    /// header (dimensions, whether any element is NULL, the element type; then the dimension's length
    /// and lower bound, when not empty), then each element's length (-1 for NULL) and bytes.
    /// PostgresNIO's arrays write each element through its generic encoder, a length and a value at a
    /// time, each with an exclusivity check on the buffer: a twelfth of the server's instructions for a
    /// push went to its arguments.
    private static func array<Element>(_ elements: some Sequence<Element?>, count: Int, hasNull: Bool,
                                       of elementType: PostgresDataType, as arrayType: PostgresDataType,
                                       size: (Element) -> Int, write: (Element, UnsafeMutableRawBufferPointer) -> Void) -> PostgresData {
        var total = count == 0 ? 12 : 20
        for element in elements { total += 4 + (element.map(size) ?? 0) }
        var buffer = ByteBufferAllocator().buffer(capacity: total)
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: total) { raw in
            var at = 0
            func integer(_ value: Int32) {
                raw.storeBytes(of: value.bigEndian, toByteOffset: at, as: Int32.self)
                at += 4
            }
            integer(count == 0 ? 0 : 1)
            integer(hasNull ? 1 : 0)
            integer(Int32(bitPattern: elementType.rawValue))
            guard count > 0 else { return at }
            integer(Int32(clamping: count))
            integer(1)
            for element in elements {
                guard let element else {
                    integer(-1)
                    continue
                }
                let length = size(element)
                integer(Int32(clamping: length))
                write(element, UnsafeMutableRawBufferPointer(rebasing: raw[at..<(at + length)]))
                at += length
            }
            return at
        }
        return PostgresData(type: arrayType, formatCode: .binary, value: buffer)
    }
}
