import CTaskHook
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import HushDomain
import HushKit
import Logging
import NIOCore
import NIOPosix
import NIOSSL

/// `hush serve`: opens the backend (running PostgreSQL migrations), then serves until SIGINT or SIGTERM,
/// and exits within `--shutdown-grace` of the signal (``ShutdownGrace``). Prints one line when
/// listening, with the real port (`--port 0` picks a free one, for tests).
///
/// ```swift
/// try await SyncServer.run(options) { print("Hush server listening on \($0)") }
/// ```
public enum SyncServer {
    /// The `Server` header of every answer, the router's and ``PushLane``'s.
    static let serverName = "hush"

    /// Runs the process's Swift tasks on NIO's event loops instead of the global pool's threads. A push
    /// otherwise crosses threads several times (the loop that read it, the pool, the loop that writes the
    /// answer), each a wake-up and a context switch: on two cores a third of the server's time. A task
    /// resumed on a loop stays on it. Must be called on the main thread before any task starts; blocking
    /// work stays off the loops (the journal's flush has its own thread, the voice desks their queues).
    /// Set through the runtime's hook directly, as NIO's own installer does: it looks the hook up with
    /// dlsym, which finds nothing in a program with the runtime linked in (`--static-swift-stdlib`).
    ///
    /// A job runs on the generic executor, as on the runtime's own pool, not on the loop's serial
    /// executor as NIO runs one: a job run there counts as isolated to the loop, and every call it made
    /// into a nonisolated async function left the loop's turn and waited for the next one (about 19 such
    /// hops a push on PostgreSQL).
    public static func runTasksOnEventLoops() {
        hush_install_enqueue_global_hook { job, _ in
            guard let job else { return }
            let address = UInt(bitPattern: job)
            MultiThreadedEventLoopGroup.singleton.any().execute {
                hush_run_job_on_generic_executor(UnsafeMutableRawPointer(bitPattern: address))
            }
        }
    }

    public static func run(_ options: ServeOptions, listening: @escaping @Sendable (String) -> Void) async throws {
        if let problem = options.problem() { throw LedgerError(problem) }
        var logger = Logger(label: "hush-serve")
        logger.logLevel = ProcessEnvironment.value("HUSH_SERVE_LOG").flatMap(Logger.Level.init(rawValue:)) ?? .warning
        // Checked before anything is served, so a planted link stops the start instead of being written through.
        let voiceDirectory = options.voiceDirectory(ProcessEnvironment.variables)
        try PrivateDirectory.prepare(voiceDirectory)
        let ledger: any HouseholdLedger
        if let url = options.databaseURL {
            ledger = try await PostgresLedger.connect(url: url, deadlines: options.databaseDeadlines, logger: logger)
        } else {
            ledger = try FileLedger(directory: options.dataDirectory!, logger: logger)
        }
        let service = SyncService(ledger: ledger, registration: options.registration)
        // `HUSH_NOW` pins the whole server's clock (invites' expiry as well as voice lines), as it pins `hush`.
        let clock = try VoiceClock.fromEnvironment()
        let voice = VoiceDesk(service: service, root: voiceDirectory, clock: clock)
        let router = SyncRouter.make(service: service, voice: voice, joinRate: options.joinRate, tls: options.tlsCertificate != nil,
                                     clock: { clock.now() })
        // At most this many connections, in all and from one address, all below the descriptor limit.
        let counts = ConnectionCounts(try ConnectionLimits.forServe(options, descriptors: DescriptorLimit.raiseToHard()))
        // A connection silent this long is closed, idle or half-way through sending a request (slowloris);
        // a request being answered (an event stream) is never idle.
        let http1 = HTTP1Channel.Configuration(additionalChannelHandlers: [UnreadBodyCloser()],
                                               idleTimeout: .milliseconds(Int64(options.idleTimeout * 1000)))
        let requestTimeout = TimeAmount.milliseconds(Int64(options.requestTimeout * 1000))
        let pushes = PushEndpoint(service: service, clock: { clock.now() })
        let scheme = options.tlsCertificate == nil ? "http" : "https"
        let server: HTTPServerBuilder
        if let cert = options.tlsCertificate, let key = options.tlsKey {
            let chain = try NIOSSLCertificate.fromPEMFile(cert).map { NIOSSLCertificateSource.certificate($0) }
            let tls = TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
            server = HTTPServerBuilder { responder in
                GuardedChannel(base: try TLSChannel(HTTP1Channel(responder: responder, configuration: http1), tlsConfiguration: tls),
                               counts: counts, requestTimeout: requestTimeout, pushes: pushes,
                               idleTimeout: http1.idleTimeout)
            }
        } else {
            server = HTTPServerBuilder { responder in
                GuardedChannel(base: HTTP1Channel(responder: responder, configuration: http1), counts: counts, requestTimeout: requestTimeout, pushes: pushes,
                               idleTimeout: http1.idleTimeout)
            }
        }
        let app = Application(
            router: router, server: server,
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: Self.serverName),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                listening("\(scheme)://\(options.host):\(port)")
            },
            logger: logger
        )
        // Open event streams never end by themselves; on SIGTERM or SIGINT end them, so the graceful
        // shutdown Hummingbird starts on the same signals does not wait for them forever, and start the
        // grace period, past which the process exits whatever is still in flight.
        let grace = ShutdownGrace(.milliseconds(Int64(options.shutdownGrace * 1000)), logger: logger)
        let stops = [SIGTERM, SIGINT].map { number -> DispatchSourceSignal in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                grace.begin()
                ledger.feed.finishAll()
            }
            source.resume()
            return source
        }
        try await app.runService()
        stops.forEach { $0.cancel() }
        try await ledger.close()
    }
}
