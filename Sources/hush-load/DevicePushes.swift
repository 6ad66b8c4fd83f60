import Foundation
import HushKit

/// One device's timed pushes, each event in its own push, one after another as a phone logs them, through
/// its connections in turn (one, unless the load spreads a device over the servers). It never blocks: the
/// thread driving it beside other devices (``PushThreads``) tells it when its socket is readable, when its
/// answer is overdue, and when a pause is over. The time of each push is from its first send to its
/// acknowledgement. A push answered 503, unanswered within the timeout, or cut is sent again as a device
/// would (``RetryPatience``), with the same change id, until it is settled: acknowledged, refused with
/// another status, or out of patience (both noted as failures); then the next one goes.
///
/// ```swift
/// let pushes = DevicePushes(device: device, connections: [try DeviceConnection(url: url)], patience: patience)
/// pushes.advance(at: .now)          // sends the first push
/// try? pushes.readable(at: .now)    // once its socket has something: the answer, and the next push sent
/// pushes.timing.milliseconds        // one figure a push acknowledged
/// ```
/// Sendable so it can be handed to its thread; only that thread touches it.
final class DevicePushes: @unchecked Sendable {
    enum Phase {
        /// The next try is to be sent.
        case ready
        /// A request is out on this connection, its answer due by the connection's deadline.
        case waiting(DeviceConnection)
        /// Pausing before the next try (after a 503, a hung or a cut request).
        case pausing(until: ContinuousClock.Instant)
        case done
    }

    let device: SimulatedDevice
    private let connections: [DeviceConnection]
    private let patience: RetryPatience
    private(set) var timing = PushTiming()
    private(set) var phase = Phase.ready
    private var number = 0
    private var started = ContinuousClock.now
    private var giveUp = ContinuousClock.now
    private var tries = 0
    private var lastProblem = ""

    init(device: SimulatedDevice, connections: [DeviceConnection], patience: RetryPatience) {
        self.device = device
        self.connections = connections
        self.patience = patience
        if device.events.isEmpty { phase = .done }
    }

    /// Sends what is due: the first push, or the next try once a pause is over (or the push's failure,
    /// once its patience is spent).
    func advance(at now: ContinuousClock.Instant) {
        switch phase {
        case .ready:
            if tries == 0 {
                started = now
                giveUp = now + .milliseconds(Int64(patience.retryFor * 1000))
                lastProblem = ""
            }
            attempt()
        case .pausing(let until) where until <= now:
            if now < giveUp {
                attempt()
            } else {
                let change = device.events[number]
                timing.failures.append("\(device.person): pushing \(change.id): never settled in \(patience.retryFor) s (\(lastProblem))")
                settle()
            }
        case .pausing, .waiting, .done:
            break
        }
    }

    /// Its socket has something: reads it, and handles the answer once whole.
    func readable(at now: ContinuousClock.Instant) {
        guard case .waiting(let connection) = phase else { return }
        do {
            guard let answer = try connection.receive() else { return }
            answered(answer, at: now)
        } catch {
            failed(connection, "\(error)", at: now)
        }
    }

    /// The answer is overdue: the request counts as hung, and goes again on a new connection after a pause.
    func overdue(at now: ContinuousClock.Instant) {
        guard case .waiting(let connection) = phase, connection.deadline <= now else { return }
        timing.hung += 1
        failed(connection, "\(AnswerTimedOut(seconds: patience.timeout))", at: now)
    }

    private func attempt() {
        if tries > 0 { timing.retries += 1 }
        tries += 1
        let server = number % connections.count
        let connection = connections[server]
        do {
            try connection.send("/v1/changes", body: device.bodies[number], token: device.grant.token)
            phase = .waiting(connection)
        } catch {
            failed(connection, "\(error)", at: .now)
        }
    }

    private func answered(_ answer: AnswerFraming.Answer, at now: ContinuousClock.Instant) {
        let change = device.events[number]
        switch answer.status {
        case 200:
            timing.milliseconds.append(Self.milliseconds(now - started))
            timing.serversAcknowledging.insert(number % connections.count)
            // Read as a tree for the two counts it checks: decoding the whole reply was a tenth of the load's time.
            let reply = try? JSONValue.parse(answer.body)
            // A retry of a push whose first answer was lost finds it taken: a duplicate, once.
            if (reply?["accepted"]?.integer ?? 0) + (reply?["duplicates"]?.integer ?? 0) != 1 {
                timing.failures.append("\(device.person): \(change.id) not accepted: \(String(decoding: answer.body.prefix(300), as: UTF8.self))")
            }
            settle()
        case 503:
            timing.unavailable += 1
            lastProblem = "answered 503 until it gave up"
            phase = .pausing(until: now + .milliseconds(Int64(patience.pause(retryAfter: answer.retryAfter) * 1000)))
        default:
            timing.failures.append("\(device.person): pushing \(change.id): POST /v1/changes answered \(answer.status): \(String(decoding: answer.body.prefix(300), as: UTF8.self))")
            settle()
        }
    }

    /// A try that got no answer: its connection is dropped, and the next try waits a second.
    private func failed(_ connection: DeviceConnection, _ problem: String, at now: ContinuousClock.Instant) {
        connection.reset()
        lastProblem = problem
        phase = .pausing(until: now + .seconds(1))
    }

    /// The push is settled, well or not: the next one is ready to go, or the device is done.
    private func settle() {
        number += 1
        tries = 0
        phase = number < device.events.count ? .ready : .done
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }
}
