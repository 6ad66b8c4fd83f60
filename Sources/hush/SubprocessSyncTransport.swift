import Foundation
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
        let (process, output, errors) = try start(["exchange", method, url], token: token, body: body ?? Data())
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let newline = reply.firstIndex(of: UInt8(ascii: "\n")),
              let status = Int(String(decoding: reply[..<newline], as: UTF8.self)) else {
            throw Self.error(problem, url: url)
        }
        return (status, Data(reply[(newline + 1)...]))
    }

    func listen(url: String, token: String?, message: @escaping @Sendable (String) -> Bool) throws {
        let (process, output, errors) = try start(["listen", url], token: token, body: Data())
        let handle = output.fileHandleForReading
        var pending = Data()
        reading: while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                if !message(line) {
                    process.terminate()
                    break reading
                }
            }
        }
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus != 0, process.terminationReason == .exit { throw Self.error(problem, url: url) }
    }

    private func start(_ arguments: [String], token: String?, body: Data) throws -> (Process, Pipe, Pipe) {
        guard let helper = NetworkHelper.path else {
            throw SyncError.unreachable(SyncError.origin(of: arguments.last ?? ""), reason: "hush-net is missing; it is installed beside hush")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: helper)
        process.arguments = arguments
        var environment = ProcessEnvironment.variables
        environment["HUSH_SYNC_TOKEN"] = token ?? ""
        process.environment = environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(body)
        try? input.fileHandleForWriting.close()
        return (process, output, errors)
    }

    /// `hush-net`'s one line back into the ``SyncError`` it stood for.
    static func error(_ line: String, url: String) -> SyncError {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let origin = SyncError.origin(of: url)
        if text.hasPrefix("refused "), let colon = text.firstIndex(of: ":"),
           let status = Int(text[text.index(text.startIndex, offsetBy: 8)..<colon]) {
            return .refused(status: status, message: String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        }
        if text.hasPrefix("unreachable: ") { return .unreachable(origin, reason: String(text.dropFirst(13))) }
        return .unreachable(origin, reason: text.isEmpty ? "hush-net failed" : text)
    }
}
