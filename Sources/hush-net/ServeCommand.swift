import Foundation
import HushKit
import HushServer

/// `hush serve --port P [--data DIR | --database postgres://…] [--host H] [--tls-cert F --tls-key F] [--insecure]`,
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
                parsed.dataDirectory = ServeOptions.defaultDataDirectory(ProcessInfo.processInfo.environment)
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
        let done = DispatchSemaphore(value: 0)
        let failure = ServeFailure()
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
            case "--insecure": options.insecure = true
            case "--check": options.checkOnly = true
            case "--registration":
                let text = try value(argument, inline)
                guard let policy = RegistrationPolicy(rawValue: text.lowercased()) else {
                    throw UsageError(message: "--registration is 'first', 'open' or 'closed', not '\(text)'")
                }
                options.registration = policy
            case "--join-rate":
                let text = try value(argument, inline)
                // Bounded so the bucket's arithmetic (twice the rate, in milliseconds) cannot overflow.
                guard let rate = Int(text), (0...1_000_000_000).contains(rate) else {
                    throw UsageError(message: "--join-rate '\(text)' is not a whole number from 0 to 1000000000")
                }
                options.joinRate = rate
            case "--idle-timeout":
                let text = try value(argument, inline)
                guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                    throw UsageError(message: "--idle-timeout '\(text)' is not a number of seconds from 0 to 86400 (a day)")
                }
                options.idleTimeout = seconds
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
                      [--join-rate N] [--idle-timeout SECONDS]
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
      --join-rate N   registrations and invite-code tries a minute from one address (default 10)
      --idle-timeout S  close a connection silent for S seconds, idle or mid-request (default 30)
      --check         verify the ledger in --data DIR line by line and exit, serving nothing

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
