import Foundation
import HushKit

/// One line of the embedded backend's journal (`DIR/ledger.jsonl`): everything the server accepted, in
/// order. The server's memory is rebuilt from these lines on start.
enum LedgerOperation: Codable {
    case household(id: String, device: DeviceRecord)
    case device(DeviceRecord)
    case revoke(device: String, household: String, at: String)
    /// One push's accepted changes, already numbered, and the conflicts it opened.
    case push(household: String, changes: [ServerChange], conflicts: [SyncConflict])
    case resolve(household: String, conflict: String, resolution: String, at: String)
    /// A device link made (``DeviceLink``); then, once, the device it made, which marks it used.
    case deviceLink(DeviceLink)
    case deviceLinkUsed(codeHash: String, device: DeviceRecord, at: String)
}
