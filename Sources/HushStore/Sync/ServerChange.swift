import FoundationEssentials
import HushDomain

/// A change as the server keeps it: numbered in the household's order, with the device and person it came from.
public struct ServerChange: Codable, Hashable, Sendable {
    public var seq: Int
    public var device: String
    public var person: String
    public var change: SyncChange

    public init(seq: Int, device: String, person: String, change: SyncChange) {
        self.seq = seq
        self.device = device
        self.person = person
        self.change = change
    }
}
