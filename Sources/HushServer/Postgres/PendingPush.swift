import Foundation
import HushKit

/// A push waiting for its batch (``PushBatcher``): who pushes, what, and the rules it is judged by.
/// A class: a batch is gathered, filtered and handed on by copying its pushes, and a copy of the value
/// retained each of its dozen strings and arrays (about 1% of the server's time under a push load).
///
/// ```swift
/// let push = PendingPush(changes, by: device, now: now, trusted: false)
/// push.entry.needs.keys   // what its batch reads for it
/// ```
final class PendingPush: BatchedPush {
    let changes: [SyncChange]
    let device: DeviceRecord
    let rules: PushRules
    /// Its household, device and what its rules need read.
    let entry: PushContextQuery.Entry

    init(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) {
        self.changes = changes
        self.device = device
        rules = PushRules(device: device.id, person: device.identity, now: now, trusted: trusted)
        entry = PushContextQuery.Entry(household: device.household, device: device.id, needs: PushRules.needs(changes))
        guessable = !trusted && !device.tokenHash.isEmpty && entry.needs.inviteCodes.isEmpty && !changes.isEmpty
            && changes.allSatisfy { $0.before == nil }
    }

    /// May be planned without a read (``HouseholdSnapshot/guess``): it makes records and nothing else (no
    /// change names a version it replaces), carries no invite code (whose holders are the server's, not the
    /// household's), and comes from a device whose token was checked, so the write can check it is live.
    let guessable: Bool

    var household: String { device.household }
    var weight: Int { changes.count }
}
