import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare TCP connection to a server on loopback, for what no HTTP client does on purpose: connect and
/// say nothing, send half a request and stop (slowloris), or drip a body a byte at a time. It can
/// connect from another loopback address (`127.0.0.2`…, all of 127/8 is this machine on Linux), to be
/// another client as far as per-address limits go.
///
/// ```swift
/// let socket = try LoopbackSocket(port: server.port, from: "127.0.0.2")
/// try socket.send("POST / HTTP/1.1\r\n")
/// socket.waitForClose(within: 5)   // true once the server hung up
/// socket.received                  // what the server sent meanwhile
/// ```
final class LoopbackSocket {
    struct Failure: Error { var what: String }
    private let descriptor: Int32
    /// Everything read from the server so far.
    private(set) var received = ""

    init(port: Int, from source: String? = nil) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(what: "socket") }
        if let source {
            var local = Self.address(source, port: 0)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { close(descriptor); throw Failure(what: "bind to \(source)") }
        }
        var address = Self.address("127.0.0.1", port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(descriptor); throw Failure(what: "connect to \(port)") }
    }

    /// `host:port` as the socket calls take it (``CuttingRelay`` binds and connects with it too).
    static func address(_ host: String, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        return address
    }

    /// Throws once the server has closed the connection (a write to it fails), never raising SIGPIPE.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
        let sent = Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL))
        #else
        let sent = write(descriptor, bytes, bytes.count)
        #endif
        guard sent == bytes.count else { throw Failure(what: "write") }
    }

    /// Ends what this side sends (`shutdown(SHUT_WR)`), as a client that has said all it will say does,
    /// and keeps reading.
    func endSending() {
        #if canImport(Glibc)
        shutdown(descriptor, Int32(SHUT_WR))
        #else
        shutdown(descriptor, SHUT_WR)
        #endif
    }

    /// True once a read finds the end of the stream (or a reset) within `seconds`; false if still open.
    func waitForClose(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !read(waiting: 0.1) { return true }
        }
        return false
    }

    /// Reads until `marker` has been received (true), or the connection ends or `seconds` pass (false).
    func waitFor(_ marker: String, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, !received.contains(marker) {
            if !read(waiting: 0.1) { break }
        }
        return received.contains(marker)
    }

    /// Sends one byte every `interval` seconds, reading whatever the server answers meanwhile, until a
    /// write fails because the server closed the connection and stopped reading it (true), or `seconds`
    /// pass with the server still taking bytes (false).
    func drip(every interval: Double, for seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            do { try send("x") } catch { return true }
            let paused = Date().addingTimeInterval(interval)
            while Date() < paused, read(waiting: 0.05) {}
            if Date() < paused { Thread.sleep(until: paused) }
        }
        return false
    }

    /// Waits up to `seconds` for something to read and keeps it; false once the stream has ended.
    private func read(waiting seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        #if canImport(Glibc)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        #else
        let count = Darwin.read(descriptor, &buffer, buffer.count)
        #endif
        if count <= 0 { return false }
        received += String(decoding: buffer[..<count], as: UTF8.self)
        return true
    }

    deinit { close(descriptor) }
}
