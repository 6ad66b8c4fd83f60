import Foundation
import HushKit

/// The whole server's memory written into a ``MemorySnapshot`` and read back: the key of its digests
/// (``KeyDigester``), each household's indexes (``HouseholdMemory``), then the devices, tokens, invite
/// codes and device links, which are few and kept whole.
///
/// ```swift
/// var writer = SnapshotWriter()
/// try memory.write(into: &writer)
/// var reader = SnapshotReader(writer.bytes)
/// try LedgerMemory(reading: &reader) == memory      // true
/// ```
extension LedgerMemory {
    func write(into writer: inout SnapshotWriter) throws {
        for word in [digester.first.k0, digester.first.k1, digester.second.k0, digester.second.k1] { writer.fixed(word) }
        writer.unsigned(UInt64(households.count))
        for (id, household) in households {
            writer.string(id)
            try household.write(into: &writer)
        }
        try writer.tree(Array(devices.values))
        writer.unsigned(UInt64(deviceByToken.count))
        for (hash, device) in deviceByToken {
            writer.string(hash)
            writer.string(device)
        }
        writer.unsigned(UInt64(inviteCodes.count))
        for (code, holder) in inviteCodes {
            writer.string(code)
            writer.string(holder.household)
            writer.string(holder.key)
        }
        writer.unsigned(UInt64(codeOfInvite.count))
        for (household, codes) in codeOfInvite {
            writer.string(household)
            writer.unsigned(UInt64(codes.count))
            for (key, code) in codes {
                writer.string(key)
                writer.string(code)
            }
        }
        try writer.tree(Array(deviceLinks.values))
    }

    init(reading reader: inout SnapshotReader) throws {
        self.init()
        digester = KeyDigester(first: SipHash(k0: try reader.fixed(), k1: try reader.fixed()),
                               second: SipHash(k0: try reader.fixed(), k1: try reader.fixed()))
        for _ in 0..<(try reader.count(least: 2)) {
            let id = try reader.string()
            households[id] = try HouseholdMemory(reading: &reader, digester: digester)
        }
        for device in try reader.tree([DeviceRecord].self) { devices[device.id] = device }
        for _ in 0..<(try reader.count(least: 2)) {
            let hash = try reader.string()
            deviceByToken[hash] = try reader.string()
        }
        for _ in 0..<(try reader.count(least: 3)) {
            let code = try reader.string()
            inviteCodes[code] = (try reader.string(), try reader.string())
        }
        for _ in 0..<(try reader.count(least: 2)) {
            let household = try reader.string()
            var codes: [String: String] = [:]
            for _ in 0..<(try reader.count(least: 2)) {
                let key = try reader.string()
                codes[key] = try reader.string()
            }
            codeOfInvite[household] = codes
        }
        for link in try reader.tree([DeviceLink].self) { deviceLinks[link.codeHash] = link }
    }
}

extension LedgerMemory: Equatable {
    static func == (left: LedgerMemory, right: LedgerMemory) -> Bool {
        left.households == right.households && left.devices == right.devices && left.deviceByToken == right.deviceByToken
            && left.codeOfInvite == right.codeOfInvite && left.deviceLinks == right.deviceLinks
            && left.inviteCodes.count == right.inviteCodes.count
            && left.inviteCodes.allSatisfy { code, holder in right.inviteCodes[code].map { $0 == holder } ?? false }
    }
}
