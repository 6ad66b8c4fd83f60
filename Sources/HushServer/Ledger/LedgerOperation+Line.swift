import Foundation
import HushKit

/// Writing a journal line: a push, the line nearly every request writes, is written straight as text
/// (its changes' records are trees already, written as they are); every other operation, and a push's
/// conflicts, go through `Codable`. The bytes are the same either way, keys in order
/// (`LedgerLineTests`): the encoder's containers, coding keys and the tree built for them cost a tenth
/// of a push, more than writing the text.
///
/// ```swift
/// let bytes = try operation.line()   // {"push":{"changes":[{"change":{…},"device":…}],"conflicts":[],"household":"h1"}}
/// ```
extension LedgerOperation {
    func line() throws -> [UInt8] {
        guard case .push(let household, let changes, let conflicts) = self else { return try JSONTreeEncoder().encode(self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512 * changes.count + 64)
        bytes.append(contentsOf: #"{"push":{"changes":["#.utf8)
        for (offset, change) in changes.enumerated() {
            if offset > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.write(change, into: &bytes)
        }
        bytes.append(contentsOf: #"],"conflicts":"#.utf8)
        if conflicts.isEmpty {
            bytes.append(contentsOf: "[]".utf8)
        } else {
            try JSONTreeEncoder().tree(conflicts).write(into: &bytes)
        }
        bytes.append(contentsOf: #","household":"#.utf8)
        JSONValue.appendQuoted(household, to: &bytes)
        bytes.append(contentsOf: "}}".utf8)
        return bytes
    }

    /// A numbered change as `Codable` writes it: `change`, `device`, `person`, `seq`.
    static func write(_ change: ServerChange, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"change":"#.utf8)
        write(change.change, into: &bytes)
        bytes.append(contentsOf: #","device":"#.utf8)
        JSONValue.appendQuoted(change.device, to: &bytes)
        bytes.append(contentsOf: #","person":"#.utf8)
        JSONValue.appendQuoted(change.person, to: &bytes)
        bytes.append(contentsOf: #","seq":"#.utf8)
        JSONValue.appendInteger(change.seq, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// A change as `Codable` writes it, keys in order, its optional members absent when nil. Answers where
    /// in `bytes` its record (`after`) was written, which is that record's own text.
    @discardableResult
    static func write(_ change: SyncChange, into bytes: inout [UInt8]) -> Range<Int>? {
        var written: Range<Int>?
        bytes.append(UInt8(ascii: "{"))
        if let after = change.after {
            bytes.append(contentsOf: #""after":"#.utf8)
            let start = bytes.count
            after.write(into: &bytes)
            written = start..<bytes.count
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(contentsOf: #""at":"#.utf8)
        JSONValue.appendQuoted(change.at, to: &bytes)
        if let before = change.before {
            bytes.append(contentsOf: #","before":"#.utf8)
            before.write(into: &bytes)
        }
        bytes.append(contentsOf: #","by":"#.utf8)
        JSONValue.appendQuoted(change.by, to: &bytes)
        bytes.append(contentsOf: #","id":"#.utf8)
        JSONValue.appendQuoted(change.id, to: &bytes)
        bytes.append(contentsOf: #","key":"#.utf8)
        JSONValue.appendQuoted(change.key, to: &bytes)
        if let rewritten = change.rewritten {
            bytes.append(contentsOf: (rewritten ? #","rewritten":true"# : #","rewritten":false"#).utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        return written
    }
}
