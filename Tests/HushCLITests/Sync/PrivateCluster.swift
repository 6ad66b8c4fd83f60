import Foundation
import XCTest

/// A PostgreSQL cluster of one test's own, to restart, kill and stop under a real `hush serve`: never the
/// shared cluster in `HUSH_TEST_POSTGRES`, whose other tests would break. Made with `initdb` in a
/// temporary folder (its socket there too) on a free loopback port, owned by the `postgres` user when the
/// tests run as root (PostgreSQL refuses root), and removed at the end. Runs only where the shared
/// cluster is set, as every PostgreSQL test does (CI's .ci/run sets it).
///
/// ```swift
/// let cluster = try PrivateCluster.start()        // skips without PostgreSQL
/// let server = try SyncServerProcess.start(database: cluster.url)
/// try cluster.restart(mode: "immediate")
/// ```
final class PrivateCluster {
    let directory: String
    let port: Int
    private let bin: String

    /// The cluster trusts loopback and never asks for it; it is in the URL so the tests can check that no
    /// log line ever shows it.
    static let password = "never-logged-7c1f"

    var url: String { "postgres://hush:\(Self.password)@127.0.0.1:\(port)/hush" }

    private init(directory: String, port: Int, bin: String) {
        self.directory = directory
        self.port = port
        self.bin = bin
    }

    static func start() throws -> PrivateCluster {
        guard SyncServerProcess.postgresURL != nil else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: the PostgreSQL fault tests run where the other PostgreSQL tests do")
        }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard let version = versions.sorted(by: { $0.compare($1, options: .numeric) == .orderedAscending }).last else {
            throw XCTSkip("PostgreSQL's server programs are not installed (apt-get install postgresql)")
        }
        // Short: the socket's path, inside it, must fit in 107 bytes.
        let directory = "/tmp/hush-fault-" + UUID().uuidString.prefix(8).lowercased()
        let cluster = PrivateCluster(directory: directory, port: try freePort(), bin: "/usr/lib/postgresql/\(version)/bin")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        if getuid() == 0 { try run("/bin/chown", ["postgres:postgres", directory]) }
        try cluster.owner("initdb", ["-D", directory + "/data", "-A", "trust", "-U", "hush"])
        try cluster.startPostmaster()
        try cluster.owner("createdb", ["-h", "127.0.0.1", "-p", String(cluster.port), "-U", "hush", "hush"])
        return cluster
    }

    /// The same database reached by a name: a symbolic link to the folder holding the cluster's socket,
    /// given as libpq's `host`. ``failover()`` points the name at another server.
    private(set) lazy var name: String = {
        let link = directory + "-name"
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory)
        return link
    }()

    var namedURL: String { "postgres://hush:\(Self.password)@/hush?host=\(name)&port=\(port)" }

    /// A failover: this server stops, a copy of its data starts as another server in a folder of its own
    /// (its socket there), and ``name`` then leads to the copy. Returns the copy, which the caller keeps
    /// (it is stopped and removed when let go).
    func failover() throws -> PrivateCluster {
        try stop()
        let standby = PrivateCluster(directory: "/tmp/hush-fault-" + UUID().uuidString.prefix(8).lowercased(), port: port, bin: bin)
        try FileManager.default.createDirectory(atPath: standby.directory, withIntermediateDirectories: false)
        try Self.run("/bin/cp", ["-a", directory + "/data", standby.directory + "/data"])
        if getuid() == 0 { try Self.run("/bin/chown", ["-R", "postgres:postgres", standby.directory]) }
        try standby.startPostmaster()
        let swapped = name + ".next"
        try FileManager.default.createSymbolicLink(atPath: swapped, withDestinationPath: standby.directory)
        // rename(2) replaces the old link in one step: the name never leads nowhere.
        guard rename(swapped, name) == 0 else { throw ScratchDatabaseFailed(description: "could not point \(name) at \(standby.directory)") }
        return standby
    }

    /// `pg_ctl restart -m fast` (backends told to end) or `-m immediate` (killed, crash recovery).
    func restart(mode: String) throws {
        try owner("pg_ctl", ["-D", directory + "/data", "-m", mode, "-w", "-t", "60", "restart", "-o", serverOptions, "-l", directory + "/log"])
    }

    /// `kill -9` of the postmaster alone: its backends notice and end; nothing is cleaned up.
    func killPostmaster() throws {
        let pidFile = try String(contentsOfFile: directory + "/data/postmaster.pid", encoding: .utf8)
        let pid = try XCTUnwrap(Int32(pidFile.split(separator: "\n").first ?? ""))
        kill(pid, SIGKILL)
        let deadline = Date().addingTimeInterval(30)
        while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    }

    /// `pg_ctl stop -m fast`: the database is gone until ``startPostmaster()``.
    func stop() throws {
        try owner("pg_ctl", ["-D", directory + "/data", "-m", "fast", "-w", "stop"])
    }

    /// Starts the server and waits until it takes connections. After a killed postmaster its backends may
    /// still hold the shared memory for a moment, so a refused start is tried again for a while.
    func startPostmaster() throws {
        let deadline = Date().addingTimeInterval(30)
        while true {
            do {
                return try owner("pg_ctl", ["-D", directory + "/data", "-w", "-t", "60", "start", "-o", serverOptions, "-l", directory + "/log"])
            } catch where Date() < deadline {
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
    }

    private var serverOptions: String {
        "-k \(directory) -p \(port) -c listen_addresses=127.0.0.1 -c max_connections=100"
    }

    /// Runs one of PostgreSQL's programs as the cluster's owner, through a shell that first closes every
    /// descriptor past the standard three: Foundation learns that a child ended when a socket the child
    /// inherited closes, and `pg_ctl start` leaves a server running that would hold it for ever.
    private func owner(_ program: String, _ arguments: [String]) throws {
        let command = (getuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] : []) + [bin + "/" + program] + arguments
        let closing = #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-" 2>/dev/null; done; exec "$@""#
        try Self.run("/bin/bash", ["-c", closing, "bash"] + command)
    }

    /// Output goes to a file, not a pipe: `pg_ctl start` leaves a server running, and a pipe it
    /// inherited would never reach its end.
    private static func run(_ path: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let log = NSTemporaryDirectory() + "hush-cluster-output-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? output.close()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw ScratchDatabaseFailed(description: "\(path) \(arguments.joined(separator: " ")): \(text)")
        }
    }

    /// A port nothing listens on now: the kernel's pick for a socket bound to port 0, then let go.
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw ScratchDatabaseFailed(description: "no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        try? owner("pg_ctl", ["-D", directory + "/data", "-m", "immediate", "stop"])
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.removeItem(atPath: directory + "-name")
    }
}
