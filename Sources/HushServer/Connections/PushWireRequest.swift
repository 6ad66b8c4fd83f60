/// What the bytes at the start of a connection's input hold, for ``PushWire``: a device's push in the one
/// plain form devices send, still arriving, or anything else. Only that form is read here; everything
/// else, valid or not, goes to NIO's HTTP decoder and the router as before, so every error is the one
/// they give.
///
/// The form: `POST /v1/changes HTTP/1.1`, then header lines `Name: value` (each name at most once, from
/// `Host`, `Authorization`, `Content-Type`, `Content-Length`, `User-Agent`, `Accept`, `Accept-Encoding`,
/// `Accept-Language` and `Connection: keep-alive`), visible ASCII only, `Authorization` and a
/// `Content-Length` of digits up to the body's limit required, the head within `maxHead` bytes.
///
/// ```swift
/// PushWireRequest.read(bytes, maxBody: PushWire.bodyLimit)
/// // .push(authorization: "Bearer …", head: 131, body: 14) once the head has arrived
/// ```
enum PushWireRequest: Equatable {
    /// The bytes so far can still begin such a push; more are needed.
    case incomplete
    /// A push's head of `head` bytes, its body the next `body` bytes (perhaps not all arrived yet).
    case push(authorization: String, head: Int, body: Int)
    /// Anything else: the HTTP decoder's to read.
    case other

    /// The head's limit: past it, the decoder and its own limits take over.
    static let maxHead = 8 * 1024

    private static let requestLine: StaticString = "POST /v1/changes HTTP/1.1\r\n"

    static func read(_ bytes: UnsafeRawBufferPointer, maxBody: Int) -> PushWireRequest {
        let line = UnsafeRawBufferPointer(start: requestLine.utf8Start, count: requestLine.utf8CodeUnitCount)
        let lineBytes = min(bytes.count, line.count)
        guard bytes[..<lineBytes].elementsEqual(line[..<lineBytes]) else { return .other }
        guard bytes.count > line.count else { return .incomplete }
        var start = line.count
        var fields = PushWireFields()
        while true {
            let end: Int
            switch lineEnd(bytes, from: start) {
            case .ends(let at): end = at
            case .incomplete: return bytes.count > maxHead ? .other : .incomplete
            case .malformed: return .other
            }
            if end == start {
                let head = end + 2
                guard head <= maxHead, let authorization = fields.authorization, let length = fields.contentLength,
                      length <= maxBody else { return .other }
                return .push(authorization: authorization, head: head, body: length)
            }
            guard fields.take(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) else { return .other }
            start = end + 2
            if start > maxHead { return .other }
        }
    }

    private enum LineEnd {
        case ends(at: Int)
        case incomplete
        case malformed
    }

    /// Where the line from `start` ends (its `\r`), once its `\r\n` has arrived; a bare `\r` or `\n` is
    /// not this form's.
    private static func lineEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> LineEnd {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\r"):
                guard index + 1 < bytes.count else { return .incomplete }
                return bytes[index + 1] == UInt8(ascii: "\n") ? .ends(at: index) : .malformed
            case UInt8(ascii: "\n"):
                return .malformed
            default:
                index += 1
            }
        }
        return .incomplete
    }
}
