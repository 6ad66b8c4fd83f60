import Foundation
import HushDomain
import HushKit
import HushServer
import NIOCore

/// `hush serve --port P [--data DIR | --database postgres://…] [--host H] [--tls-cert F --tls-key F] [--insecure] [--voice-dir DIR]`,
/// which `hush` runs as `hush-net serve …`.
enum ServeCommand {
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        let options: ServeOptions
        do {
            var parsed = try parse(arguments)
            if parsed.dataDirectory == nil && parsed.databaseURL == nil {
                parsed.dataDirectory = ServeOptions.defaultDataDirectory(ProcessEnvironment.variables)
            }
            options = parsed
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
            return 2
        } catch {
            return 2
        }
        if let problem = options.problem() {
            FileHandle.standardError.write(Data("Error: \(problem)\n".utf8))
            return 2
        }
        if options.checkOnly, let directory = options.dataDirectory {
            do {
                let result = try LedgerCheck.run(directory: directory)
                print(result.report)
                return result.intact ? 0 : 1
            } catch {
                FileHandle.standardError.write(Data("hush serve --check: \(error)\n".utf8))
                return 1
            }
        }
        // Set once, before anything starts a loop (NIO stops the process if it is set after, or twice).
        NIOSingletons.groupLoopCountSuggestion = options.eventLoopThreads(cores: System.coreCount)
        // Sized here as the server sizes them, so caps the descriptor limit cannot hold are a usage error.
        do {
            _ = try ConnectionLimits.forServe(options, descriptors: DescriptorLimit.raiseToHard())
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            return 2
        }
        let done = DispatchSemaphore(value: 0)
        let failure = ServeFailure()
        SyncServer.runTasksOnEventLoops()
        Task {
            do {
                try await SyncServer.run(options) { address in
                    let backend = options.databaseURL.map { "database " + redacted($0) } ?? "data " + (options.dataDirectory ?? "")
                    // Written straight to the descriptor: a test waiting for this line must not wait on a buffer.
                    FileHandle.standardOutput.write(Data("Hush server listening on \(address) (\(backend))\n".utf8))
                }
            } catch {
                failure.message = String(describing: error)
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message {
            FileHandle.standardError.write(Data("hush serve: \(message)\n".utf8))
            return 1
        }
        return 0
    }

    struct UsageError: Error {
        var message: String
    }

    /// A database address without its password, for the log line.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "***"
        return components.string ?? url
    }

    static func parse(_ arguments: [String]) throws -> ServeOptions {
        var options = ServeOptions()
        var index = 0
        func value(_ name: String, _ inline: String?) throws -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(name) needs a value; see 'hush serve --help'") }
            return arguments[index]
        }
        func wholeNumber(_ name: String, _ inline: String?) throws -> Int {
            let text = try value(name, inline)
            guard let number = Int(text) else { throw UsageError(message: "\(name) '\(text)' is not a whole number") }
            return number
        }
        func seconds(_ name: String, _ inline: String?) throws -> Double {
            let text = try value(name, inline)
            guard let seconds = Double(text) else { throw UsageError(message: "\(name) '\(text)' is not a number of seconds") }
            return seconds
        }
        while index < arguments.count {
            var argument = arguments[index]
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            switch argument {
            case "--port":
                let text = try value(argument, inline)
                guard let port = Int(text) else { throw UsageError(message: "--port '\(text)' is not a number") }
                options.port = port
            case "--host": options.host = try value(argument, inline)
            case "--data": options.dataDirectory = try value(argument, inline)
            case "--database": options.databaseURL = try value(argument, inline)
            case "--tls-cert": options.tlsCertificate = try value(argument, inline)
            case "--tls-key": options.tlsKey = try value(argument, inline)
            case "--voice-dir": options.voiceDirectoryChoice = try value(argument, inline)
            case "--insecure": options.insecure = true
            case "--check": options.checkOnly = true
            case "--registration":
                let text = try value(argument, inline)
                guard let policy = RegistrationPolicy(rawValue: text.lowercased()) else {
                    throw UsageError(message: "--registration is 'first', 'open' or 'closed', not '\(text)'")
                }
                options.registration = policy
            case "--join-rate": options.joinRate = try wholeNumber(argument, inline)
            case "--idle-timeout": options.idleTimeout = try seconds(argument, inline)
            case "--request-timeout": options.requestTimeout = try seconds(argument, inline)
            case "--max-connections": options.maxConnections = try wholeNumber(argument, inline)
            case "--max-connections-per-address": options.maxConnectionsPerAddress = try wholeNumber(argument, inline)
            case "--database-wait": options.databaseWait = try seconds(argument, inline)
            case "--statement-timeout": options.statementTimeout = try seconds(argument, inline)
            case "--shutdown-grace": options.shutdownGrace = try seconds(argument, inline)
            case "--threads": options.threads = try wholeNumber(argument, inline)
            default:
                throw UsageError(message: "unknown option '\(arguments[index])' for serve; see 'hush serve --help'")
            }
            index += 1
        }
        return options
    }

    static let help = """
    USAGE: hush serve --port P [--data DIR | --database postgres://USER:PASS@HOST:5432/DB] [--host H]
                      [--tls-cert CERT.pem --tls-key KEY.pem] [--insecure] [--registration first|open|closed]
                      [--join-rate N] [--idle-timeout SECONDS] [--request-timeout SECONDS]
                      [--max-connections N] [--max-connections-per-address N] [--voice-dir DIR]
                      [--database-wait SECONDS] [--statement-timeout SECONDS] [--shutdown-grace SECONDS]
                      [--threads N]
           hush serve --check [--data DIR]

    The family's shared server: devices link to it with 'set server URL' and 'sync' (or 'join CODE'),
    then push and pull each other's changes. Prints one line once listening.

      --port P        the port (0 picks a free one; the line printed says which)
      --host H        the address to listen on (default 127.0.0.1, this machine only)
      --data DIR      the embedded backend: a journal in DIR, nothing to set up (one server per DIR);
                      without --data or --database, $XDG_DATA_HOME/hush-server (~/.local/share/hush-server)
      --database URL  PostgreSQL, for several servers side by side; tables are created on start
                      (postgres://USER@/DB?host=/var/run/postgresql reaches it through its socket)
      --tls-cert, --tls-key  serve HTTPS with this certificate chain and key (PEM)
      --insecure      allow plain HTTP on a non-loopback address (behind a TLS-terminating proxy)
      --registration  who may register a new household: 'first' (default: the first device, then
                      nobody), 'open' (anyone who reaches the server) or 'closed'; joining with an
                      invite code always works
      --join-rate N   registrations, invite-code tries and family page requests a minute from one
                      address (default 10, in one count)
      --idle-timeout S  close a connection silent for S seconds, idle or mid-request (default 30)
      --request-timeout S  close a connection whose request (headers and body) is not all in S
                      seconds after its first byte (default 300); answers such as event streams
                      are not limited
      --max-connections N  connections open at once (default: what the descriptor limit, raised
                      to its hard limit at start, leaves after 64 + 3 per thread (+ 17 for
                      PostgreSQL) for the server itself, at most 4096); past it a new one is closed
      --max-connections-per-address N  connections open at once from one address, an IPv6 /64
                      counting as one (default an eighth of --max-connections; behind a proxy every
                      client has its address: give --max-connections' value)
      --voice-dir DIR where /v1/say keeps each person's store: a folder only the server's user may
                      enter (made 0700; a link or another user's folder is refused). Default: DIR/voice
                      with --data; with --database, $XDG_STATE_HOME/hush-server/voice-HASH
                      (~/.local/state/hush-server/voice-HASH), HASH naming the database
      --database-wait S  with --database: answer 503 (Retry-After: 5) to a request that has waited S
                      seconds for a database connection (default 5), as while PostgreSQL restarts
      --statement-timeout S  with --database: give up a database call whose statements take more than
                      S seconds (default 10; also PostgreSQL's statement_timeout), answering 503
      --shutdown-grace S  on SIGTERM or SIGINT, stop taking connections, end event streams, and give
                      requests in flight S seconds (default 15) before exiting anyway
      --threads N     event-loop threads (default: 1 with --data, whose ledger takes one push at a
                      time; one per two cores with --database)
      --check         verify the ledger in --data DIR line by line and exit, serving nothing

    GET /health answers 200 {"ok":true}, or 503 while the database is unreachable (with how long and
    why); GET /health/live answers 200 while the process runs. docs/operations.md has the deadlines.

    Subscribers' family pages are at /family/CODE (a subscriber invite's code). Voice assistants POST
    {"text": "wet diaper"} to /v1/say with a device token and read "speech" from the answer. The clock is
    real time, or HUSH_NOW when set (as for hush); times are the household's zone ('set zone' on a
    device), TZ only for a household no device has sent a zone for yet.
    """
}

/// The server task's error, read after it ends.
private final class ServeFailure: @unchecked Sendable {
    var message: String?
}
