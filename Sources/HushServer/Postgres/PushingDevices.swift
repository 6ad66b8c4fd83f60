import Synchronization

/// The devices this server has seen push, by their token's hash, so a phone's next push does not ask
/// the database who its token is: on PostgreSQL that question was a round trip of its own before every
/// push (a third of a push's trips). Only a push may answer from here, because a push checks again in
/// its own read that the device is still in the household and not revoked (``PushContextQuery``), so a
/// device revoked on any server is refused at its next push all the same. Every other request asks the
/// database. A device's other fields never change once it is made; a revoked one is forgotten.
///
/// At most `capacity` devices are kept; a new one past that replaces one of them at random, so a
/// server with more phones than that still answers every push, some with the extra round trip.
///
/// ```swift
/// let known = PushingDevices()
/// if let device = known[hash] { … } else if let device = try await ledger.device(tokenHash: hash) { known.remember(device) }
/// known.forget(device: device.id)   // revoked
/// ```
final class PushingDevices: Sendable {
    private let devices = Mutex<[String: DeviceRecord]>([:])
    let capacity: Int

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    subscript(tokenHash: String) -> DeviceRecord? {
        devices.withLock { $0[tokenHash] }
    }

    /// Keeps a live device; a revoked one is never kept.
    func remember(_ device: DeviceRecord) {
        guard device.revokedAt == nil else { return }
        devices.withLock { devices in
            if devices[device.tokenHash] == nil, devices.count >= capacity, let evicted = devices.keys.randomElement() {
                devices[evicted] = nil
            }
            devices[device.tokenHash] = device
        }
    }

    func forget(device id: String) {
        devices.withLock { devices in
            for (hash, device) in devices where device.id == id { devices[hash] = nil }
        }
    }

    var count: Int { devices.withLock { $0.count } }
}
