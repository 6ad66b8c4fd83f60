import Foundation
import HushKit

/// The family page stream's last status, so an unchanged one is not sent again.
final class LastSent: @unchecked Sendable {
    private var status: SyncMessages.FamilyStatus
    private let lock = NSLock()

    init(_ status: SyncMessages.FamilyStatus) { self.status = status }

    /// Stores `status`; true when it differs from the last.
    func swap(_ new: SyncMessages.FamilyStatus) -> Bool {
        lock.withLock {
            defer { status = new }
            return status != new
        }
    }
}
