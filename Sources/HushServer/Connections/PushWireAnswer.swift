import HTTPTypes
import NIOCore
import NIOHTTP1

/// A push's answer as ``PushWire`` writes it straight to the connection: byte for byte what the lane's
/// answer becomes through HTTPTypes' conversion and NIO's encoder (the status line with NIO's reason
/// phrase for the code, the answer's own fields, then `Content-Length`, `Date` and `Server`), so a device cannot tell
/// which way its push went (`PushLaneTests` compares the two).
///
/// ```swift
/// PushWireAnswer.write(SyncAnswer(status: 200, body: bytes), date: "Fri, 04 Dec 2026 22:48:17 GMT", into: &buffer)
/// // HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 65\r\nDate: …\r\nServer: hush\r\n\r\n{…}
/// ```
enum PushWireAnswer {
    /// `answer` nil: the endpoint had none to give, answered 500 without a body, as the router does.
    static func write(_ answer: SyncAnswer?, date: String, into buffer: inout ByteBuffer) {
        let code = answer?.status ?? 500
        // As the conversion makes it: NIO's own phrase for a code it knows, HTTPTypes' (none) for another.
        let status = HTTPResponseStatus(statusCode: code, reasonPhrase: HTTPResponse.Status(code: code).reasonPhrase)
        buffer.writeString("HTTP/1.1 ")
        buffer.writeString(String(status.code))
        buffer.writeString(" ")
        buffer.writeString(status.reasonPhrase)
        buffer.writeString("\r\n")
        if let answer {
            for field in answer.headers {
                buffer.writeString(field.name.rawName)
                buffer.writeString(": ")
                buffer.writeString(field.value)
                buffer.writeString("\r\n")
            }
        }
        buffer.writeString("Content-Length: ")
        buffer.writeString(String(answer?.body.count ?? 0))
        buffer.writeString("\r\nDate: ")
        buffer.writeString(date)
        buffer.writeString("\r\nServer: ")
        buffer.writeString(SyncServer.serverName)
        buffer.writeString("\r\n\r\n")
        if let answer { buffer.writeBytes(answer.body) }
    }
}
