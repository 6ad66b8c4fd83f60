import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushKit

/// Sync's HTTP through `hush-net`, one child per request (and one for an event stream). The network
/// stack (NIO, TLS) is large enough that linking it into `hush` made every command start a third
/// slower; a sync is a few requests, and runs in the background anyway.
///
/// ```swift
/// session.syncTransport = SubprocessSyncTransport()
/// ```
struct SubprocessSyncTransport: SyncTransport {
    func exchange(_ method: String, url: String, body: Data?, token: String?) throws -> (status: Int, body: Data) {
        let child = try start(["exchange", method, url], token: token, body: body ?? Data())
        let reply = Data(child.readOutput())
        let problem = String(decoding: child.readErrors(), as: UTF8.self)
        guard child.wait() == .exited(0), let newline = reply.firstIndex(of: UInt8(ascii: "\n")),
              let status = Int(String(decoding: reply[..<newline], as: UTF8.self)) else {
            throw Self.error(problem, url: url)
        }
        return (status, Data(reply[(newline + 1)...]))
    }

    func listen(url: String, token: String?, message: @escaping @Sendable (String) -> Bool) throws {
        let child = try start(["listen", url], token: token, body: Data())
        var pending = Data()
        reading: while true {
            let chunk = child.nextOutput()
            if chunk.isEmpty { break }
            pending.append(contentsOf: chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                if !message(line) {
                    child.terminate()
                    break reading
                }
            }
        }
        let problem = String(decoding: child.readErrors(), as: UTF8.self)
        if case .exited(let status) = child.wait(), status != 0 { throw Self.error(problem, url: url) }
    }

    private func start(_ arguments: [String], token: String?, body: Data) throws -> ChildProcess {
        guard let helper = NetworkHelper.path else {
            throw SyncError.unreachable(SyncError.origin(of: arguments.last ?? ""), reason: "hush-net is missing; it is installed beside hush")
        }
        var environment = ProcessEnvironment.variables
        environment["HUSH_SYNC_TOKEN"] = token ?? ""
        let child: ChildProcess
        do {
            child = try ChildProcess(path: helper, arguments: arguments, environment: environment)
        } catch let failure as ChildProcess.StartFailure {
            throw SyncError.unreachable(SyncError.origin(of: arguments.last ?? ""), reason: "could not run \(helper): \(failure.reason)")
        }
        child.send(Array(body))
        return child
    }

    /// `hush-net`'s one line back into the ``SyncError`` it stood for.
    static func error(_ line: String, url: String) -> SyncError {
        let text = line.trimming(.whitespacesAndNewlines)
        let origin = SyncError.origin(of: url)
        if text.hasPrefix("refused "), let colon = text.firstIndex(of: ":"),
           let status = Int(text[text.index(text.startIndex, offsetBy: 8)..<colon]) {
            return .refused(status: status, message: String(text[text.index(after: colon)...]).trimming(.whitespaces))
        }
        if text.hasPrefix("unreachable: ") { return .unreachable(origin, reason: String(text.dropFirst(13))) }
        return .unreachable(origin, reason: text.isEmpty ? "hush-net failed" : text)
    }
}
