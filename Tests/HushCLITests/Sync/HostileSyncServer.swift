import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A family server gone bad, on loopback: a bare HTTP/1.1 listener that registers a device as any server
/// would, takes its pushes, and answers its pull (`GET /v1/changes`), and `add device`'s request
/// (`POST /v1/device-links`) when given one, with whatever bytes it was given. One
/// request per connection (`Connection: close`), answered on a thread of its own; it stops when released.
///
/// ```swift
/// let server = try HostileSyncServer(pull: Array(#"{"changes":[{"n":1e400}]}"#.utf8))
/// try device.ok("set server \(server.url)")
/// ```
final class HostileSyncServer {
    struct Failure: Error { var what: String }

    let url: String
    private let listener: Int32
    private let responder: Responder

    /// Every request line so far (`GET /v1/changes?after=0`), in order.
    var requests: [String] { responder.requests }

    init(pull: [UInt8], deviceLink: [UInt8]? = nil) throws {
        #if canImport(Glibc)
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw Failure(what: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let socket = listener
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound, listen(listener, 16) == 0 else { close(listener); throw Failure(what: "bind or listen") }
        url = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        // The thread holds the responder, not this object, so releasing the server still stops it.
        let responder = Responder(pull: pull, deviceLink: deviceLink)
        self.responder = responder
        Thread {
            while true {
                let connection = accept(socket, nil, nil)
                guard connection >= 0 else { return }
                responder.answer(connection)
                close(connection)
            }
        }.start()
    }

    deinit {
        // Shutting the socket down wakes the thread blocked in accept, which then ends.
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}

extension HostileSyncServer {
    /// The hostile server's answers, and the requests it was asked.
    final class Responder: @unchecked Sendable {
        private let pull: [UInt8]
        private let deviceLink: [UInt8]?
        private let lock = NSLock()
        private var asked: [String] = []

        init(pull: [UInt8], deviceLink: [UInt8]?) {
            self.pull = pull
            self.deviceLink = deviceLink
        }

        var requests: [String] { lock.withLock { asked } }

        /// Reads one request (head, then as much body as it says) and answers it.
        func answer(_ connection: Int32) {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var headEnd: Int?
            var bodyLength = 0
            while headEnd.map({ received.count < $0 + bodyLength }) ?? true {
                let count = read(connection, &buffer, buffer.count)
                guard count > 0 else { return }
                received += buffer[0..<count]
                if headEnd == nil, let end = Self.find([13, 10, 13, 10], in: received) {
                    headEnd = end + 4
                    let head = String(decoding: received[0..<end], as: UTF8.self).lowercased()
                    let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }?.split(separator: ":").last
                    bodyLength = length.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
                }
            }
            let requestLine = String(decoding: received.prefix { $0 != 13 }, as: UTF8.self)
            let parts = requestLine.split(separator: " ")
            let line = parts.count >= 2 ? "\(parts[0]) \(parts[1])" : requestLine
            lock.withLock { asked.append(line) }
            let (status, body): (String, [UInt8]) = switch line {
            case "POST /v1/households": ("200 OK", Array(#"{"household":"h1","device":"d1","token":"t1","person":"Gavin","person_id":"p1"}"#.utf8))
            case "POST /v1/changes": ("200 OK", Array(#"{"accepted":0,"duplicates":0,"refused":{},"conflicts":[],"seq":0}"#.utf8))
            case _ where line.hasPrefix("GET /v1/changes"): ("200 OK", pull)
            case "POST /v1/device-links" where deviceLink != nil: ("200 OK", deviceLink!)
            default: ("404 Not Found", Array(#"{"error":"no such thing"}"#.utf8))
            }
            let reply = Array("HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body
            var sent = 0
            while sent < reply.count {
                let count = reply[sent...].withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                sent += count
            }
        }

        private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
            guard haystack.count >= needle.count else { return nil }
            return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }
}
