import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Drives every device's pushes from a few threads, each waiting in one `poll` on the sockets of its
/// share of the devices, as pgbench drives its clients (`-j`): the bench's reference runs 4 clients on 2
/// threads. With a thread a device, the answers to one batch woke four threads at once, which queued for
/// the two cores the servers and PostgreSQL were using; pgbench itself, given a thread a client, went from
/// about 5,900 to 4,700 transactions a second on the same cluster. Device `i` goes to thread `i % threads`.
/// Hands back each device's timing in device order, without blocking Swift's few cooperative threads.
///
/// ```swift
/// let timings = await PushThreads.run(pushes, threads: 2)
/// ```
enum PushThreads {
    static func run(_ devices: [DevicePushes], threads: Int) async -> [PushTiming] {
        let count = max(1, min(threads, devices.count))
        let shares = (0..<count).map { thread in Array(stride(from: thread, to: devices.count, by: count).map { devices[$0] }) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for share in shares {
                group.enter()
                let thread = Thread {
                    drive(share)
                    group.leave()
                }
                // A thread holds little: its devices' sockets and their pushes' timings.
                thread.stackSize = 1 << 20
                thread.start()
            }
            group.notify(queue: .global()) { continuation.resume() }
        }
        return devices.map(\.timing)
    }

    /// One thread's loop: sends what is due, waits for the first socket to be readable or the first
    /// deadline or pause to pass, and hands each device what happened to it, until all are done.
    private static func drive(_ devices: [DevicePushes]) {
        var sockets: [pollfd] = []
        var owners: [DevicePushes] = []
        while true {
            let now = ContinuousClock.now
            sockets.removeAll(keepingCapacity: true)
            owners.removeAll(keepingCapacity: true)
            var soonest: ContinuousClock.Instant?
            var running = false
            for device in devices {
                device.advance(at: now)
                switch device.phase {
                case .waiting(let connection):
                    sockets.append(pollfd(fd: connection.descriptor, events: Int16(POLLIN), revents: 0))
                    owners.append(device)
                    soonest = min(soonest ?? connection.deadline, connection.deadline)
                    running = true
                case .pausing(let until):
                    soonest = min(soonest ?? until, until)
                    running = true
                case .ready:
                    // `advance` leaves no device ready (it sends, or pauses after a failed send); one
                    // that were would be stepped again at once rather than waited for.
                    soonest = now
                    running = true
                case .done:
                    break
                }
            }
            guard running else { return }
            let wait = soonest.map { now.duration(to: $0) } ?? .zero
            // Rounded up, so a pause is not polled for in a loop of zero waits in its last millisecond.
            let milliseconds = max(0, wait.components.seconds * 1000 + (wait.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            let ready = poll(&sockets, nfds_t(sockets.count), Int32(min(milliseconds, Int64(Int32.max))))
            if ready < 0 && errno != EINTR { Thread.sleep(forTimeInterval: 0.001) }
            let after = ContinuousClock.now
            for (socket, device) in zip(sockets, owners) {
                if socket.revents != 0 { device.readable(at: after) } else { device.overdue(at: after) }
            }
        }
    }
}
