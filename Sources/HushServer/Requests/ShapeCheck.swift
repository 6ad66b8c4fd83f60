import Foundation
import HushDomain
import HushKit

/// Holds a request body's raw bytes to a ``RequestShape`` in one pass, before any decoder sees them: every
/// byte is looked at once, nesting is bounded by the shape, and nothing is built but the path of an error.
/// A body that passes is valid JSON of the message's shape, so decoding it is linear too.
///
/// ```swift
/// try ShapeCheck.check(Array(#"{"person":"Gavin"}"#.utf8), against: .register)
/// ```
struct ShapeCheck {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Where the checker is: `changes`, `[3]`, `after`; made into text only for an error.
    private var path: [Step] = []
    /// Values met inside records: in the record being read, and in the whole body. Counted here, on the
    /// bytes, because decoding is where they would cost memory (an empty object, 3 bytes sent, is
    /// hundreds of bytes decoded), and a refused body must not cost that either.
    private var recordValues = 0
    private var bodyValues = 0

    static func check(_ body: [UInt8], against shape: RequestShape) throws(ShapeViolation) {
        let result: ShapeViolation? = body.withUnsafeBufferPointer { buffer in
            var checker = ShapeCheck(bytes: buffer)
            do throws(ShapeViolation) {
                try checker.value(shape)
                checker.skipSpace()
                if checker.index != buffer.count { throw ShapeViolation.notJSON(offset: checker.index) }
                return nil
            } catch {
                return error
            }
        }
        if let result { throw result }
    }

    /// A step of the path: a key, as the bytes between its quotes, or an array's item.
    private enum Step {
        case key(Range<Int>)
        case item(Int)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        path.reserveCapacity(4)
    }

    private var here: String {
        path.reduce(into: "") { whole, step in
            switch step {
            case .item(let offset): whole += "[\(offset)]"
            case .key(let name): whole += (whole.isEmpty ? "" : ".") + text(name)
            }
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value(_ shape: RequestShape) throws(ShapeViolation) {
        skipSpace()
        switch shape {
        case .nullable(let inner):
            if next == UInt8(ascii: "n") { return try literal("null") }
            try value(inner)
        case .string(let maxBytes):
            guard next == UInt8(ascii: "\"") else { throw wrongType(shape) }
            try string(maxBytes: maxBytes)
        case .members(let keys):
            guard next == UInt8(ascii: "{") else { throw wrongType(shape) }
            var seen: UInt64 = 0
            try members { (checker: inout ShapeCheck, name: Range<Int>, offset: Int) throws(ShapeViolation) in
                guard let found = keys.index(of: UnsafeBufferPointer(rebasing: checker.bytes[name])) else {
                    throw .unknownKey(path: checker.here, key: checker.text(name), allowed: keys.names, offset: offset)
                }
                let bit: UInt64 = 1 << UInt64(found)
                guard seen & bit == 0 else { throw .duplicateKey(path: checker.here, key: keys.names[found], offset: offset) }
                seen |= bit
                checker.path.append(.key(name))
                try checker.value(keys.shapes[found])
                checker.path.removeLast()
            }
            if let missing = keys.firstMissing(seen) { throw .missingKey(path: here, key: missing) }
        case .array(let element, let maxCount):
            guard next == UInt8(ascii: "[") else { throw wrongType(shape) }
            var count = 0
            try elements { (checker: inout ShapeCheck) throws(ShapeViolation) in
                count += 1
                guard count <= maxCount else { throw .tooMany(path: checker.here, limit: maxCount, offset: checker.index) }
                checker.path.append(.item(count - 1))
                try checker.value(element)
                checker.path.removeLast()
            }
        case .record(let depth, let maxString):
            guard next == UInt8(ascii: "{") else { throw wrongType(shape) }
            recordValues = 0
            try any(levels: depth, limit: depth, maxString: maxString)
        }
    }

    /// Any JSON value with at most `levels` more levels of nesting.
    private mutating func any(levels: Int, limit: Int, maxString: Int) throws(ShapeViolation) {
        skipSpace()
        recordValues += 1
        bodyValues += 1
        if recordValues > SyncLimits.recordValues { throw .tooManyValues(path: here, limit: SyncLimits.recordValues, offset: index) }
        if bodyValues > SyncLimits.pushValues { throw .tooManyValues(path: "", limit: SyncLimits.pushValues, offset: index) }
        switch next {
        case UInt8(ascii: "{")?, UInt8(ascii: "[")?:
            guard levels > 0 else { throw .tooDeep(path: here, limit: limit, offset: index) }
            if next == UInt8(ascii: "{") {
                try members { (checker: inout ShapeCheck, _: Range<Int>, _: Int) throws(ShapeViolation) in
                    try checker.any(levels: levels - 1, limit: limit, maxString: maxString)
                }
            } else {
                try elements { (checker: inout ShapeCheck) throws(ShapeViolation) in
                    try checker.any(levels: levels - 1, limit: limit, maxString: maxString)
                }
            }
        case UInt8(ascii: "\"")?: try string(maxBytes: maxString)
        case UInt8(ascii: "t")?: try literal("true")
        case UInt8(ascii: "f")?: try literal("false")
        case UInt8(ascii: "n")?: try literal("null")
        default: try number()
        }
    }

    /// `{` key `:` value, … `}`: `member` reads each value after its key (given as the bytes between its
    /// quotes, decoded only where the key matters).
    private mutating func members(_ member: (inout ShapeCheck, Range<Int>, Int) throws(ShapeViolation) -> Void) throws(ShapeViolation) {
        index += 1
        skipSpace()
        if next == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            let offset = index
            guard next == UInt8(ascii: "\"") else { throw .notJSON(offset: index) }
            let start = index + 1
            try string(maxBytes: SyncLimits.idBytes)
            let key = start..<(index - 1)
            skipSpace()
            guard next == UInt8(ascii: ":") else { throw .notJSON(offset: index) }
            index += 1
            try member(&self, key, offset)
            skipSpace()
            switch next {
            case UInt8(ascii: ",")?: index += 1
            case UInt8(ascii: "}")?: index += 1; return
            default: throw .notJSON(offset: index)
            }
        }
    }

    /// `[` value, … `]`: `element` reads each.
    private mutating func elements(_ element: (inout ShapeCheck) throws(ShapeViolation) -> Void) throws(ShapeViolation) {
        index += 1
        skipSpace()
        if next == UInt8(ascii: "]") { index += 1; return }
        while true {
            try element(&self)
            skipSpace()
            switch next {
            case UInt8(ascii: ",")?: index += 1
            case UInt8(ascii: "]")?: index += 1; return
            default: throw .notJSON(offset: index)
            }
        }
    }

    /// A string starting at its quote; its length as written is bounded before its end is found. Runs of
    /// printable ASCII are stepped over eight bytes at a time: a byte-by-byte look at each was a third of
    /// the check's instructions.
    private mutating func string(maxBytes: Int) throws(ShapeViolation) {
        let start = index
        index += 1
        while true {
            index = JSONValue.plainRunEnd(in: bytes, from: index)
            // Bounded where a byte-by-byte walk would find it too long: on its last byte, if the run ends the body.
            guard min(index, bytes.count - 1) - start - 1 <= maxBytes else { throw .tooLong(path: here, limit: maxBytes, offset: start) }
            guard let byte = next else { break }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                switch next {
                case UInt8(ascii: "u")?:
                    for _ in 0..<4 {
                        index += 1
                        guard let digit = next, Self.isHexDigit(digit) else { throw .notJSON(offset: index) }
                    }
                    index += 1
                case UInt8(ascii: "\"")?, UInt8(ascii: "\\")?, UInt8(ascii: "/")?, UInt8(ascii: "b")?,
                     UInt8(ascii: "f")?, UInt8(ascii: "n")?, UInt8(ascii: "r")?, UInt8(ascii: "t")?:
                    index += 1
                default:
                    throw .notJSON(offset: index)
                }
            case 0..<0x20:
                throw .notJSON(offset: index)
            default:
                index += 1
            }
        }
        throw .notJSON(offset: index)
    }

    /// `-? (0 | [1-9] digits) (. digits)? ([eE] [+-]? digits)?`: no leading zeros, as the parser reads them.
    private mutating func number() throws(ShapeViolation) {
        let start = index
        if next == UInt8(ascii: "-") { index += 1 }
        if next == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try digits() > 0 else { throw .notJSON(offset: start) }
        }
        if next == UInt8(ascii: ".") {
            index += 1
            guard try digits() > 0 else { throw .notJSON(offset: index) }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            index += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw .notJSON(offset: index) }
        }
    }

    private mutating func digits() throws(ShapeViolation) -> Int {
        let start = index
        while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString) throws(ShapeViolation) {
        let start = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard next == expected else { throw .notJSON(offset: start) }
            index += 1
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private mutating func skipSpace() {
        while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func wrongType(_ shape: RequestShape) -> ShapeViolation {
        .wrongType(path: here, expected: shape.name, offset: index)
    }
}
