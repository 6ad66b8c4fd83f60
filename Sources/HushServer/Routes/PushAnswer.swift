import Foundation
import HushKit

/// The answer to `POST /v1/changes` as JSON text, written straight from the ``PushReply``: the same bytes
/// `Codable` writes (`LedgerLineTests`), keys in order, without building a tree through the encoder's
/// containers for every push. Its conflicts, rare, still go through `Codable`.
///
/// ```swift
/// let body = try PushAnswer.body(reply)   // {"accepted":1,"conflicts":[],"duplicates":0,"refused":{},"seq":7}
/// ```
enum PushAnswer {
    static func body(_ reply: PushReply) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        bytes.append(contentsOf: #"{"accepted":"#.utf8)
        bytes.append(contentsOf: String(reply.accepted).utf8)
        bytes.append(contentsOf: #","conflicts":"#.utf8)
        if reply.conflicts.isEmpty {
            bytes.append(contentsOf: "[]".utf8)
        } else {
            try JSONTreeEncoder().tree(reply.conflicts).write(into: &bytes)
        }
        bytes.append(contentsOf: #","duplicates":"#.utf8)
        bytes.append(contentsOf: String(reply.duplicates).utf8)
        bytes.append(contentsOf: #","refused":{"#.utf8)
        for (offset, id) in reply.refused.keys.sorted().enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONValue.appendQuoted(id, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            JSONValue.appendQuoted(reply.refused[id]!, to: &bytes)
        }
        bytes.append(contentsOf: #"},"seq":"#.utf8)
        bytes.append(contentsOf: String(reply.seq).utf8)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
