import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One device's kept-alive HTTP/1.1 connection to a plain-HTTP server, what its timed pushes go through:
/// a request is sent with one blocking `send` (a push is a few hundred bytes, far below the socket's
/// buffer), and its answer read as it arrives, whenever the thread driving the device finds the socket
/// readable (``PushThreads``). The load generator shares the machine with the servers it measures:
/// AsyncHTTPClient's event loop, its hops between threads and its pipeline cost a fifth of the machine at
/// 4 devices, where this spends a write and a read per push. A connection the server closed between
/// requests (its idle timeout) is opened again and the request sent once more: it was never read.
///
/// ```swift
/// let connection = try DeviceConnection(url: "http://127.0.0.1:8080", timeout: 60)
/// try connection.send("/v1/changes", body: bytes, token: token)
/// // … once poll() says connection.descriptor is readable:
/// if let answer = try connection.receive() { print(answer.status) }
/// ```
/// Sendable so it can be handed to its thread; one thread uses it at a time, never two at once.
final class DeviceConnection: @unchecked Sendable {
    private let host: String
    private let port: Int
    private(set) var descriptor: Int32 = -1
    /// Bytes read of the answer being awaited (and any past it, which a server that does not pipeline never sends).
    private var buffered: [UInt8] = []
    private let timeout: Double
    /// When the request being answered must be answered by: past it, the device counts the request hung.
    private(set) var deadline = ContinuousClock.now
    /// Where each read lands before it joins `buffered`: allocated once, not once a read.
    private var chunk = [UInt8](repeating: 0, count: 16_384)
    /// The last request head's path and token, and its bytes up to the length, made once for many pushes.
    private var requestHead: (path: String, token: String, bytes: [UInt8])?
    /// The request awaiting its answer, and whether it was already sent again on a new connection.
    private var request: [UInt8] = []
    private var resent = false

    init(url: String, timeout: Double = 60) throws {
        self.timeout = timeout
        guard let parts = URLComponents(string: url), parts.scheme == "http", let host = parts.host else {
            throw LoadFailure("\(url): a device's connection speaks plain http only")
        }
        self.host = host
        port = parts.port ?? 80
        try open()
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Drops the connection (after a request given up, or cut): the next request opens another.
    func reset() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
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
        let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard socket >= 0 else { throw LoadFailure("socket: \(String(cString: strerror(errno)))") }
        guard connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            close(socket)
            throw LoadFailure("\(host):\(port): \(String(cString: strerror(errno)))")
        }
        var on: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        // A send blocked for the request's whole patience fails instead of waiting on.
        var patience = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
        descriptor = socket
        buffered = []
    }

    /// Sends a POST; its answer is due within `timeout` seconds (``deadline``).
    func send(_ path: String, body: [UInt8], token: String) throws {
        if requestHead?.path != path || requestHead?.token != token {
            let start = "POST \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nAuthorization: Bearer \(token)\r\nContent-Type: application/json\r\nContent-Length: "
            requestHead = (path, token, Array(start.utf8))
        }
        request = requestHead!.bytes
        request += "\(body.count)\r\n\r\n".utf8
        request += body
        deadline = .now + .milliseconds(Int64(timeout * 1000))
        resent = false
        if descriptor < 0 { try open() }
        do {
            try write(request)
        } catch is ConnectionClosed {
            try sendAgain()
        }
    }

    /// Closed between requests: the request was not read, so sending it again, once, is safe.
    private func sendAgain() throws {
        resent = true
        close(descriptor)
        descriptor = -1
        try open()
        try write(request)
    }

    private struct ConnectionClosed: Error {}

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw errno == EPIPE || errno == ECONNRESET ? ConnectionClosed() : LoadFailure("send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Reads what has arrived, without waiting: the answer once it is whole, else nil.
    func receive() throws -> AnswerFraming.Answer? {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return nil }
        if count <= 0 {
            let closed = count == 0 || errno == ECONNRESET
            if closed && buffered.isEmpty && !resent {
                try sendAgain()
                return nil
            }
            if count < 0 && !closed { throw LoadFailure("recv: \(String(cString: strerror(errno)))") }
            throw LoadFailure(buffered.isEmpty ? "the server closed the connection before answering" : "the server closed the connection mid-answer")
        }
        buffered += chunk[..<count]
        guard let (answer, used) = try AnswerFraming.complete(in: buffered) else { return nil }
        buffered.removeFirst(used)
        return answer
    }
}
