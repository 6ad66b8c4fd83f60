import Foundation
import NIOCore
import NIOPosix

/// Waiting, before a flush, for the pushes already under way (``PushArrivals``): they join its batch.
///
/// ```swift
/// arrivals.begin()                            // pushingDevice(tokenHash:)
/// if arrivals.count > 0 { await awaitArrivals() }   // flush(), before taking the batch
/// ```
extension FileLedger {
    public func pushingDevice(tokenHash: String) -> DeviceRecord? {
        let found = device(tokenHash: tokenHash)
        // A revoked device's push is refused before it is read: it never arrives.
        if found?.revokedAt == nil, found != nil { arrivals.begin() }
        return found
    }

    public func pushGivenUp() { arrivals.end()?.resume() }

    /// Returns once no push is under way, or after ``PushArrivals/patience``.
    func awaitArrivals() async {
        await withCheckedContinuation { (flush: CheckedContinuation<Void, Never>) in
            let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: PushArrivals.patience) { () -> Void in
                Task { await self.arrivalsOverdue() }
            }
            arrivals.wait(flush, timer: timer)
        }
    }

    private func arrivalsOverdue() { arrivals.release()?.resume() }
}
