import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One kept-alive HTTP/1.1 connection to a plain-HTTP server, written to and read from with blocking
/// calls on the device's own thread: what a device's timed pushes go through. The load generator shares
/// the machine with the servers it measures, and AsyncHTTPClient's event loop, its hops between threads
/// and its pipeline cost a fifth of the machine at 4 devices; real phones spend that on their own
/// processors. This spends a write and a read per push. Answers must carry `Content-Length` or be
/// chunked, as the server's are; a connection the server closed (its idle timeout) is opened again once.
/// An answer not all in within `timeout` seconds throws ``AnswerTimedOut``; ``reset()`` then drops the
/// connection, and the next request opens another.
///
/// ```swift
/// let connection = try BlockingHTTPConnection(url: "http://127.0.0.1:8080", timeout: 60)
/// let answer = try connection.post("/v1/changes", body: bytes, token: token)   // status, body, Retry-After
/// ```
/// Sendable so it can be handed to its thread; one thread uses it at a time, never two at once.
final class BlockingHTTPConnection: @unchecked Sendable {
    private let host: String
    private let port: Int
    private var socket: Int32 = -1
    /// Bytes read past the last answer (none, with one request at a time, unless the server misbehaves).
    private var buffered: [UInt8] = []
    private let timeout: Double
    /// When the request being answered must be answered by.
    private var deadline = ContinuousClock.now
    /// Where each read lands before it joins `buffered`: allocated once, not once a read.
    private var chunk = [UInt8](repeating: 0, count: 16_384)
    /// The last request head's path and token, and its bytes up to the length, made once for many pushes.
    private var requestHead: (path: String, token: String, bytes: [UInt8])?

    /// One answer: its status, its body, and `Retry-After` when it came with one.
    struct Answer {
        var status: Int
        var body: [UInt8]
        var retryAfter: Int?
    }

    init(url: String, timeout: Double = 60) throws {
        self.timeout = timeout
        guard let parts = URLComponents(string: url), parts.scheme == "http", let host = parts.host else {
            throw LoadFailure("\(url): a blocking connection speaks plain http only")
        }
        self.host = host
        port = parts.port ?? 80
        try open()
    }

    deinit { if socket >= 0 { close(socket) } }

    /// Drops the connection (after a request given up, or cut): the next request opens another.
    func reset() {
        if socket >= 0 { close(socket) }
        socket = -1
        buffered = []
    }

    private func open() throws {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
            throw LoadFailure("\(host):\(port): cannot resolve")
        }
        defer { freeaddrinfo(found) }
        let descriptor = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { throw LoadFailure("socket: \(String(cString: strerror(errno)))") }
        guard connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            close(descriptor)
            throw LoadFailure("\(host):\(port): \(String(cString: strerror(errno)))")
        }
        var on: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        // Reads wait in poll() for the request's deadline; a send blocked as long fails instead of waiting on.
        var patience = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
        socket = descriptor
        buffered = []
    }

    /// Sends a POST and waits for its whole answer, at most `timeout` seconds.
    func post(_ path: String, body: [UInt8], token: String) throws -> Answer {
        if requestHead?.path != path || requestHead?.token != token {
            let start = "POST \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nAuthorization: Bearer \(token)\r\nContent-Type: application/json\r\nContent-Length: "
            requestHead = (path, token, Array(start.utf8))
        }
        var request = requestHead!.bytes
        request += "\(body.count)\r\n\r\n".utf8
        request += body
        deadline = .now + .milliseconds(Int64(timeout * 1000))
        if socket < 0 { try open() }
        do {
            try send(request)
            return try answer()
        } catch is ConnectionClosed {
            // Closed between requests (idle timeout): the request was not read, so sending it again is safe.
            close(socket)
            try open()
            try send(request)
            return try answer()
        }
    }

    private struct ConnectionClosed: Error {}

    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw errno == EPIPE || errno == ECONNRESET ? ConnectionClosed() : LoadFailure("send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Reads more bytes into the buffer; a close before any byte of an answer is `ConnectionClosed`, and
    /// nothing by the deadline is ``AnswerTimedOut``.
    private func fill(answerStarted: Bool) throws {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = max(0, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min(milliseconds, Int64(Int32.max))))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { throw AnswerTimedOut(seconds: timeout) }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count > 0 {
                buffered += chunk[..<count]
                return
            }
            if !answerStarted && (count == 0 || errno == ECONNRESET) { throw ConnectionClosed() }
            throw LoadFailure(count == 0 ? "the server closed the connection mid-answer" : "recv: \(String(cString: strerror(errno)))")
        }
    }

    private func answer() throws -> Answer {
        var searched = 0
        var headEnd: Int?
        while headEnd == nil {
            try fill(answerStarted: !buffered.isEmpty)
            headEnd = Self.blankLine(in: buffered, from: searched)
            searched = max(0, buffered.count - 3)
        }
        let head = try AnswerHead(buffered[..<headEnd!])
        buffered.removeFirst(headEnd!)
        if head.chunked { return Answer(status: head.status, body: try chunkedBody(), retryAfter: head.retryAfter) }
        guard let length = head.contentLength else { throw LoadFailure("an answer without Content-Length") }
        while buffered.count < length { try fill(answerStarted: true) }
        let body = Array(buffered[..<length])
        buffered.removeFirst(length)
        return Answer(status: head.status, body: body, retryAfter: head.retryAfter)
    }

    /// Where the head ends: just after the first CR LF CR LF at or after `start`.
    private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index + 4 }
            index += 1
        }
        return nil
    }

    private func chunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        let crlf = Array("\r\n".utf8)
        while true {
            var sizeEnd = buffered.firstRange(of: crlf)
            while sizeEnd == nil { try fill(answerStarted: true); sizeEnd = buffered.firstRange(of: crlf) }
            let sizeText = String(decoding: buffered[..<sizeEnd!.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { throw LoadFailure("a bad chunk size") }
            buffered.removeFirst(sizeEnd!.upperBound)
            while buffered.count < size + 2 { try fill(answerStarted: true) }
            body += buffered[..<size]
            buffered.removeFirst(size + 2)
            if size == 0 { return body }
        }
    }
}
