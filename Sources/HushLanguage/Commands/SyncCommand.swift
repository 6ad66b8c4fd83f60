import HushDomain

/// A command about sharing with the family's server.
///
/// ```swift
/// try SyncCommandParser.parse(Lexer.tokens(in: "keep theirs 2"), line: "keep theirs 2")   // .resolve(.keepTheirs, number: 2)
/// ```
public enum SyncCommand: Hashable, Sendable {
    /// `sync`: push this device's changes, pull everyone else's.
    case sync
    /// `set server http://127.0.0.1:8080`; nil (`set server none`) unlinks the store from any server.
    case setServer(String?)
    /// `conflicts`: what two devices disagree about, both versions shown.
    case conflicts
    /// `keep mine`, `keep theirs`, `merge`, `keep both`, optionally with the number `conflicts` showed.
    case resolve(ConflictChoice, number: Int?)
    /// `devices`: the devices linked to the household.
    case devices
    /// `revoke device` (this one) or `revoke device ID` (another, by the start of its id).
    case revokeDevice(String?)
    /// `add device`, `add this phone`, `link a phone`: a single-use link (and its QR code) that makes a
    /// phone's browser a device of the same person.
    case addDevice
}

extension CommandMeaning {
    /// What a sync command means, said back: `sync`, `set server=http://…`, `revoke-device id=d2ls`.
    static func describe(_ command: SyncCommand) -> String {
        switch command {
        case .sync: return "sync"
        case .setServer(let url): return "set server=\(url ?? "none")"
        case .conflicts: return "conflicts"
        case .resolve(let choice, let number): return "resolve \(choice.rawValue)" + (number.map { " conflict=\($0)" } ?? "")
        case .devices: return "devices"
        case .revokeDevice(let id): return "revoke-device" + (id.map { " id=\($0)" } ?? " this")
        case .addDevice: return "add-device"
        }
    }
}
