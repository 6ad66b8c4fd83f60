import Foundation
import HushKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines of the embedded ledger back when a device pulls changes the server no longer holds in
/// memory (it keeps only where each lies, ``ChangePlace``). Every line read is checked against its
/// checksum again: a byte changed on disk since the start is refused with the line's number, never served.
///
/// ```swift
/// let reader = try JournalReader(path: dir + "/ledger.jsonl")
/// let changes = try reader.changes(at: household.places[0..<10], household: "h1", firstSeq: 1)
/// ```
final class JournalReader {
    let path: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LedgerError("opening \(path) to read: \(String(cString: strerror(errno)))") }
    }

    deinit { close(descriptor) }

    /// The changes at `places`, numbered from `firstSeq`, each line read and decoded once however many
    /// of its changes are asked for.
    func changes(at places: ArraySlice<ChangePlace>, household: String, firstSeq: Int) throws -> [ServerChange] {
        var found: [ServerChange] = []
        found.reserveCapacity(places.count)
        var line: (place: LinePlace, changes: [ServerChange])?
        for (offset, place) in places.enumerated() {
            if line?.place != place.line {
                guard case .push(let owner, let changes, _) = try operation(at: place.line), owner == household else {
                    throw LedgerError(LedgerDamage.unreadable(line: Int(place.line.line)).servedMessage(path: path))
                }
                line = (place.line, changes)
            }
            let index = Int(place.index)
            guard let changes = line?.changes, changes.indices.contains(index), changes[index].seq == firstSeq + offset else {
                throw LedgerError(LedgerDamage.unreadable(line: Int(place.line.line)).servedMessage(path: path))
            }
            found.append(changes[index])
        }
        return found
    }

    /// The operation on one line, after its checksum is verified.
    func operation(at place: LinePlace) throws -> LedgerOperation {
        let line = try read(place)
        switch JournalChecksum.verify(line) {
        case .intact:
            break
        case .mismatch(let stored, let computed):
            throw LedgerError(LedgerDamage.checksum(line: Int(place.line), stored: stored, computed: computed).servedMessage(path: path))
        case .unsealed:
            throw LedgerError(LedgerDamage.unsealed(line: Int(place.line)).servedMessage(path: path))
        }
        guard let operation = try? LedgerOperation.read(JournalChecksum.unsealed(line)) else {
            throw LedgerError(LedgerDamage.unreadable(line: Int(place.line)).servedMessage(path: path))
        }
        return operation
    }

    private func read(_ place: LinePlace) throws -> Data {
        var bytes = [UInt8](repeating: 0, count: Int(place.length))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(place.offset + done))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let why = count == 0 ? "the file ends before it (it was cut since the start)" : String(cString: strerror(errno))
                throw LedgerError("reading \(path) line \(place.line): \(why); the change is not served. Restore the folder from a backup")
            }
            done += count
        }
        return Data(bytes)
    }
}
