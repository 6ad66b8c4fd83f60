import HTTPTypes
import NIOCore
import NIOHTTP1

/// A push's answer as ``PushWire`` writes it straight to the connection: byte for byte what the lane's
/// answer becomes through HTTPTypes' conversion and NIO's encoder (the status line with NIO's reason
/// phrase for the code, then the fields both send, ``SyncAnswer/sent(_:date:)``), so a device cannot tell
/// which way its push went (`PushLaneTests` compares the two).
///
/// ```swift
/// PushWireAnswer.write(SyncAnswer.sent(answer, date: "Fri, 04 Dec 2026 22:48:17 GMT"), into: &buffer)
/// // HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 65\r\nDate: …\r\nServer: hush\r\n\r\n{…}
/// ```
enum PushWireAnswer {
    static func write(_ sent: (status: Int, fields: HTTPFields, body: [UInt8]), into buffer: inout ByteBuffer) {
        // As the conversion makes it: NIO's own phrase for a code it knows, HTTPTypes' (none) for another.
        let status = HTTPResponseStatus(statusCode: sent.status, reasonPhrase: HTTPResponse.Status(code: sent.status).reasonPhrase)
        buffer.writeString("HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n")
        for field in sent.fields {
            buffer.writeString(field.name.rawName)
            buffer.writeString(": ")
            buffer.writeString(field.value)
            buffer.writeString("\r\n")
        }
        buffer.writeString("\r\n")
        buffer.writeBytes(sent.body)
    }
}
