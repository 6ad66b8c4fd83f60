import Foundation
import HushKit

/// The answer to `GET /v1/changes` as JSON text, written straight from the ``SyncMessages/Pull``: the
/// same bytes `Codable` writes (`LedgerLineTests`), keys in order. A device's first pull carries up to a
/// page of changes, and building each one's tree through the encoder's containers cost more than the
/// ledger's read of them; the changes are written as the journal line writes them. Its conflicts, rare,
/// still go through `Codable`.
///
/// ```swift
/// let body = try PullAnswer.body(pull)   // {"changes":[{"change":{…},"device":"d1",…}],"conflicts":[],"more":false,"next":7}
/// ```
enum PullAnswer {
    static func body(_ pull: SyncMessages.Pull) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512 * pull.changes.count + 64)
        bytes.append(contentsOf: #"{"changes":["#.utf8)
        for (offset, change) in pull.changes.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            LedgerOperation.write(change, into: &bytes)
        }
        bytes.append(contentsOf: #"],"conflicts":"#.utf8)
        if pull.conflicts.isEmpty {
            bytes.append(contentsOf: "[]".utf8)
        } else {
            try JSONTreeEncoder().tree(pull.conflicts).write(into: &bytes)
        }
        bytes.append(contentsOf: (pull.more ? #","more":true,"next":"# : #","more":false,"next":"#).utf8)
        bytes.append(contentsOf: String(pull.next).utf8)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
