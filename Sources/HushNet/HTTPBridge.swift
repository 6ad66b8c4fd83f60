import Foundation
import HushDomain
import HushKit
import HushSyncClient

/// `hush-net exchange METHOD URL` and `hush-net listen URL`: one HTTP request, or one event stream, on
/// behalf of `hush` (``SubprocessSyncTransport`` on its side). The token comes in `HUSH_SYNC_TOKEN` (not
/// in the arguments, where `ps` would show it), a request body on standard input.
///
/// ```
/// exchange: stdout is the status on its own line, then the body; exit 3 with the reason on stderr when no answer came
/// listen:   stdout is one line per event's data, flushed as it arrives
/// ```
enum HTTPBridge {
    static let unreachable: Int32 = 3

    static func run(_ arguments: [String]) -> Int32 {
        let token = ProcessEnvironment.value("HUSH_SYNC_TOKEN").flatMap { $0.isEmpty ? nil : $0 }
        let transport = HTTPSyncTransport()
        switch arguments.first {
        case "exchange" where arguments.count == 3:
            let body = FileHandle.standardInput.readDataToEndOfFile()
            do {
                let (status, reply) = try transport.exchange(arguments[1], url: arguments[2], body: body.isEmpty ? nil : body, token: token)
                FileHandle.standardOutput.write(Data("\(status)\n".utf8) + reply)
                return 0
            } catch {
                return fail(error)
            }
        case "listen" where arguments.count == 2:
            do {
                try transport.listen(url: arguments[1], token: token) { data in
                    // One line per message: data with newlines in it would not survive, and the protocol sends none.
                    FileHandle.standardOutput.write(Data((data.replacingOccurrences(of: "\n", with: " ") + "\n").utf8))
                    return true
                }
                return 0
            } catch {
                return fail(error)
            }
        default:
            FileHandle.standardError.write(Data("usage: hush-net exchange METHOD URL | hush-net listen URL | hush-net qr < TEXT | hush-net serve …\n".utf8))
            return 2
        }
    }

    /// The reason on stderr, as one line `hush` turns back into the same ``SyncError``.
    private static func fail(_ error: Error) -> Int32 {
        switch error {
        case SyncError.unreachable(_, let reason):
            FileHandle.standardError.write(Data("unreachable: \(reason)\n".utf8))
        case SyncError.refused(let status, let message):
            FileHandle.standardError.write(Data("refused \(status): \(message)\n".utf8))
        default:
            FileHandle.standardError.write(Data("unreachable: \(error)\n".utf8))
        }
        return unreachable
    }
}
