import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare TCP connection to a server on loopback, for what no HTTP client does on purpose: connect and
/// say nothing, or send half a request and stop (slowloris).
///
/// ```swift
/// let socket = try LoopbackSocket(port: server.port)
/// try socket.send("POST / HTTP/1.1\r\n")
/// socket.waitForClose(within: 5)   // true once the server hung up
/// ```
final class LoopbackSocket {
    struct Failure: Error { var what: String }
    private let descriptor: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(what: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(descriptor); throw Failure(what: "connect to \(port)") }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw Failure(what: "write") }
    }

    /// True once a read finds the end of the stream (or a reset) within `seconds`; false if still open.
    func waitForClose(within seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard poll(&poller, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { return true }
        }
        return false
    }

    deinit { close(descriptor) }
}
