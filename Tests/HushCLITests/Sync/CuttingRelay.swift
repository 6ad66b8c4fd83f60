import Foundation
import HushDomain
#if canImport(Glibc)
import Glibc
#endif

/// A TCP relay on loopback between a server and its PostgreSQL, for the one fault no cluster command
/// makes on cue: the database's connection ending in the middle of a statement's rows. Bytes pass both
/// ways untouched until ``cutNextLongAnswer(over:keeping:)``. Then the next read from the database longer
/// than `over` bytes (many rows; never a short answer or a heartbeat) is passed on only in part, and its
/// end follows at once, as when a database dies between two batches of rows. ``cutAtRandom(oneIn:seed:)``
/// cuts any read from the database, one in `oneIn`, at a random byte: a message, an answer or a handshake
/// ended anywhere. ``holdNextCommit(for:thenCut:)`` holds back the `ReadyForQuery` that ends the next push's write,
/// the message PostgreSQL sends once the write's commit is on disk, and lets it through after a while, or
/// ends the connection in its place.
///
/// ```swift
/// let relay = try CuttingRelay(to: cluster.port)
/// let server = try SyncServerProcess.start(database: relay.url)
/// relay.cutNextLongAnswer(over: 4096, keeping: 3000)
/// … a pull …
/// relay.cuts   // 1
/// ```
final class CuttingRelay: @unchecked Sendable {
    struct Failure: Error { var what: String }

    let port: Int
    private let target: Int
    private let listener: Int32
    private let lock = NSLock()
    private var armed: (over: Int, keeping: Int)?
    private var random: (oneIn: UInt64, generator: SeededGenerator)?
    private var cutCount = 0
    private var commitHold: (seconds: Double, cut: Bool)?
    private var heldCount = 0
    private var releasedCount = 0

    var url: String { "postgres://hush:\(PrivateCluster.password)@127.0.0.1:\(port)/hush" }
    /// How many connections were cut.
    var cuts: Int { lock.withLock { cutCount } }
    /// How many writes' commits were held back, and how many of them let through since.
    var commitsHeld: Int { lock.withLock { heldCount } }
    var commitsReleased: Int { lock.withLock { releasedCount } }

    init(to target: Int) throws {
        self.target = target
        let listening = Self.makeSocket()
        var address = LoopbackSocket.address("127.0.0.1", port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listening, 64) == 0 else { close(listening); throw Failure(what: "listen") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listening, $0, &length) }
        }
        listener = listening
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in accepting() }
    }

    func cutNextLongAnswer(over: Int, keeping: Int) { lock.withLock { armed = (over, keeping) } }

    /// From now on, one read from the database in `oneIn` (0: none) is cut at a random byte of it.
    func cutAtRandom(oneIn: UInt64, seed: UInt64) {
        lock.withLock { random = oneIn == 0 ? nil : (oneIn, SeededGenerator(seed: seed)) }
    }

    /// The next push's write (the statement that inserts into `hush_changes`) has its `ReadyForQuery`
    /// held for `seconds`; its rows pass at once. Counted as released just before it is sent on; with
    /// `thenCut`, the connection ends instead (counted as a cut), as when the database dies just after
    /// its commit.
    func holdNextCommit(for seconds: Double, thenCut: Bool = false) { lock.withLock { commitHold = (seconds, thenCut) } }

    /// Stops accepting; the connections end with the server's.
    func stop() { shutdown(listener, Int32(SHUT_RDWR)); close(listener) }

    private func accepting() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let database = Self.makeSocket()
            var address = LoopbackSocket.address("127.0.0.1", port: target)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(database, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { close(client); close(database); continue }
            let ends = Ends(client, database)
            Thread.detachNewThread { [self] in pump(from: client, to: database, cutting: false, ends: ends); ends.finished() }
            Thread.detachNewThread { [self] in pump(from: database, to: client, cutting: true, ends: ends); ends.finished() }
        }
    }

    /// Copies until the source ends, then passes the end on. `cutting`: the database's side, where a
    /// long read may be cut when armed; the other side is read for the write whose commit to hold.
    private func pump(from source: Int32, to destination: Int32, cutting: Bool, ends: Ends) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var client = PostgresMessageSplitter(startup: true)
        var answer: PostgresMessageSplitter?
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(source, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            if !cutting {
                // Looked at before it is sent on, so the hold is set before PostgreSQL can answer.
                for message in client.split(buffer[0..<count]) { notice(message, on: ends) }
            } else if answer != nil || lock.withLock({ ends.commitHold != nil }) {
                var splitter = answer ?? PostgresMessageSplitter(startup: false)
                guard passHoldingCommit(buffer[0..<count], splitter: &splitter, on: ends, to: destination) else {
                    shutdown(source, Int32(SHUT_RDWR))   // cut, or the server's side gone: both ends go
                    break
                }
                answer = lock.withLock { ends.commitHold == nil } ? nil : splitter
                continue
            }
            let cut: Int? = cutting ? lock.withLock {
                if let armed, count > armed.over {
                    self.armed = nil
                    cutCount += 1
                    return armed.keeping
                }
                guard var chance = random else { return nil }
                defer { random = chance }
                guard chance.generator.next() % chance.oneIn == 0 else { return nil }
                cutCount += 1
                return Int(chance.generator.next() % UInt64(count))
            } : nil
            guard Self.send(buffer, count: cut ?? count, to: destination) else { break }
            if cut != nil {
                // The part and its end leave together; the database's side is closed as a dead server's is.
                shutdown(source, Int32(SHUT_RDWR))
                break
            }
        }
        shutdown(destination, Int32(SHUT_WR))
    }

    /// Remembers which prepared statement is the push's write, and sets the hold at its Bind.
    private func notice(_ message: (type: UInt8, bytes: [UInt8]), on ends: Ends) {
        switch message.type {
        case UInt8(ascii: "P"):
            let parsed = PostgresMessageSplitter.strings(message.bytes, count: 2)
            guard parsed.count == 2 else { return }
            if parsed[1].contains("INSERT INTO hush_changes") { ends.writes.insert(parsed[0]) } else { ends.writes.remove(parsed[0]) }
        case UInt8(ascii: "B"):
            let bound = PostgresMessageSplitter.strings(message.bytes, count: 2)
            guard bound.count == 2, ends.writes.contains(bound[1]) else { return }
            lock.withLock {
                guard let hold = commitHold else { return }
                commitHold = nil
                ends.commitHold = hold
            }
        default:
            return
        }
    }

    /// Sends the database's answer on message by message, holding its `ReadyForQuery` back; the rest of a
    /// message not yet whole waits in `splitter`.
    private func passHoldingCommit(_ bytes: ArraySlice<UInt8>, splitter: inout PostgresMessageSplitter, on ends: Ends,
                                   to destination: Int32) -> Bool {
        var out: [UInt8] = []
        for message in splitter.split(bytes) {
            if message.type == UInt8(ascii: "Z"), let hold = lock.withLock({ ends.commitHold }) {
                guard Self.send(out, count: out.count, to: destination) else { return false }
                out = []
                lock.withLock { heldCount += 1 }
                Thread.sleep(forTimeInterval: hold.seconds)
                let cut = lock.withLock {
                    if hold.cut { cutCount += 1 } else { releasedCount += 1 }
                    ends.commitHold = nil
                    return hold.cut
                }
                if cut { return false }
            }
            out += message.bytes
        }
        if lock.withLock({ ends.commitHold == nil }) { out += splitter.takeRest() }
        return Self.send(out, count: out.count, to: destination)
    }

    private static func send(_ bytes: [UInt8], count: Int, to socket: Int32) -> Bool {
        var sent = 0
        while sent < count {
            let written = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, count - sent, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { return false }
            sent += written
        }
        return true
    }

    /// Both sockets of one relayed connection, closed once both directions have ended; the client's
    /// prepared statements that write a push (read by its side only), and the commit to hold (the relay's
    /// lock).
    private final class Ends: @unchecked Sendable {
        var writes: Set<String> = []
        var commitHold: (seconds: Double, cut: Bool)?
        private let sockets: (Int32, Int32)
        private let lock = NSLock()
        private var running = 2
        init(_ first: Int32, _ second: Int32) { sockets = (first, second) }
        func finished() {
            guard lock.withLock({ running -= 1; return running == 0 }) else { return }
            close(sockets.0)
            close(sockets.1)
        }
    }

    private static func makeSocket() -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        return descriptor
    }
}
