/// An HTTP/1.1 answer's status line and the three headers the load reads, taken from the head's bytes.
/// The load shares two cores with the servers it measures, so it reads bytes where Foundation's string
/// trimming and splitting took a tenth of its own time.
///
/// ```swift
/// let head = try AnswerHead(Array("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 2\r\nContent-Length: 0\r\n\r\n".utf8))
/// head.status; head.retryAfter; head.contentLength   // 503, 2, 0
/// ```
struct AnswerHead {
    var status: Int
    var contentLength: Int?
    var chunked = false
    var retryAfter: Int?

    /// `head`: the bytes up to and including the blank line.
    init(_ head: ArraySlice<UInt8>) throws {
        let lines = head.split(separator: UInt8(ascii: "\n")).map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
        guard let statusLine = lines.first, statusLine.starts(with: Self.version), statusLine.count >= Self.version.count + 3,
              let status = Self.number(statusLine.dropFirst(Self.version.count).prefix(3)) else {
            throw LoadFailure("not an HTTP/1.1 answer: \(String(decoding: lines.first ?? [], as: UTF8.self))")
        }
        self.status = status
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = line[..<colon], value = Self.trimmed(line[(colon + 1)...])
            if Self.named(name, "content-length") { contentLength = Self.number(value) }
            if Self.named(name, "transfer-encoding") { chunked = Self.lowercased(value).contains(Array("chunked".utf8)) }
            if Self.named(name, "retry-after") { retryAfter = Self.number(value) }
        }
    }

    private static let version = Array("HTTP/1.1 ".utf8)

    private static func named(_ name: ArraySlice<UInt8>, _ wanted: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: wanted.utf8Start, count: wanted.utf8CodeUnitCount)
        return lowercased(trimmed(name)).elementsEqual(expected)
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else { return [] }
        return bytes[first...last]
    }

    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }

    /// Decimal digits only, at most 18 of them (a length or a number of seconds), else nil.
    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
