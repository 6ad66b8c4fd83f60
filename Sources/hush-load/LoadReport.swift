import Foundation

/// The run's figures, as `--json` prints them on one line for the tests and the README. `events` is the
/// total pushed (devices × events each); `seconds` is the wall time of the concurrent push phase only,
/// from the first push sent to the last acknowledged (registration and the checks are not timed).
///
/// ```json
/// {"devices":200,"events":4000,"servers":2,"seconds":3.1,"events_per_second":1290,"p50_ms":120.4,"p99_ms":410.2,"max_ms":530.9,"missing":0,"duplicated":0,…}
/// ```
struct LoadReport: Codable, Sendable {
    var devices: Int
    var events: Int
    var eventsPerDevice: Int
    var servers: Int
    /// How devices map onto households: the README says one household per device.
    var households: Int
    var pushesPerDevice: Int
    var seconds: Double
    var eventsPerSecond: Double
    var p50Ms: Double
    var p99Ms: Double
    var maxMs: Double
    var missing: Int
    var duplicated: Int
    var unexpected: Int
    var conflicts: Int
    var retries: Int
    var retriesAnsweredDuplicate: Int
    var failures: Int
    /// Requests given no answer within `--timeout` (each then sent again): the server broke its deadline.
    var hung: Int
    /// Pushes answered 503 (each sent again after its Retry-After).
    var unavailable: Int
    /// Pushes sent again, after a 503, a hung request or a cut connection.
    var pushRetries: Int
    var timeoutSeconds: Double
    /// This process's CPU time over the whole run (the servers' own is theirs to report).
    var clientCPUSeconds: Double
    /// This process's CPU time while the pushes ran: what the load took from the cores the servers share.
    var clientPushCPUSeconds: Double
    /// The watched servers' processor time while the pushes ran (`--watch-pid`); nil when none was named.
    var serversPushCPUSeconds: Double?
    /// Devices whose pushes more than one server acknowledged (`--spread`; 0 without it).
    var devicesOnSeveralServers: Int

    /// Exactly once, every retry recognised, nothing failed, nothing left unanswered.
    var passed: Bool {
        missing == 0 && duplicated == 0 && unexpected == 0 && failures == 0 && hung == 0 && retriesAnsweredDuplicate == retries
    }

    enum CodingKeys: String, CodingKey {
        case devices, events, servers, households, seconds, missing, duplicated, unexpected, conflicts, retries, failures, hung, unavailable
        case eventsPerDevice = "events_per_device"
        case pushesPerDevice = "pushes_per_device"
        case eventsPerSecond = "events_per_second"
        case p50Ms = "p50_ms"
        case p99Ms = "p99_ms"
        case maxMs = "max_ms"
        case retriesAnsweredDuplicate = "retries_answered_duplicate"
        case clientCPUSeconds = "client_cpu_seconds"
        case clientPushCPUSeconds = "client_push_cpu_seconds"
        case serversPushCPUSeconds = "servers_push_cpu_seconds"
        case pushRetries = "push_retries"
        case timeoutSeconds = "timeout_seconds"
        case devicesOnSeveralServers = "devices_on_several_servers"
    }

    /// The lines a person reads.
    var text: [String] {
        [
            "hush-load: \(devices) devices × \(eventsPerDevice) events on \(servers) server\(servers == 1 ? "" : "s"); "
                + "one household per device; one event per push (\(pushesPerDevice) pushes each)"
                + (devicesOnSeveralServers > 0 ? "; \(devicesOnSeveralServers) devices spread over the servers" : ""),
            "pushed \(events) events in \(Self.fixed(seconds, 2)) s: \(Self.fixed(eventsPerSecond, 0)) events/s",
            "push latency: p50 \(Self.fixed(p50Ms, 1)) ms, p99 \(Self.fixed(p99Ms, 1)) ms, max \(Self.fixed(maxMs, 1)) ms",
            "delivery\(servers > 1 ? " (pulled from the server not pushed to)" : ""): \(events - missing) of \(events) events back, "
                + "\(missing) missing, \(duplicated) duplicated, \(unexpected) unexpected; \(conflicts) conflicts",
            "idempotency: \(retriesAnsweredDuplicate) of \(retries) repeated pushes answered as duplicates",
            "answers: \(unavailable) × 503, \(hung) hung past --timeout \(Self.fixed(timeoutSeconds, 0)) s; \(pushRetries) pushes sent again",
            "client CPU: \(Self.fixed(clientCPUSeconds, 2)) s, \(Self.fixed(clientPushCPUSeconds, 2)) s while pushing" + serversPushing + (failures > 0 ? "; \(failures) requests failed" : ""),
            passed ? "exactly once: yes" : "exactly once: NO",
        ]
    }

    private var serversPushing: String {
        guard let seconds = serversPushCPUSeconds else { return "" }
        return "; servers' CPU while pushing: \(Self.fixed(seconds, 2)) s, \(Self.fixed(seconds * 1000 / Double(max(events, 1)), 3)) ms a push"
    }

    func jsonLine() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Rounded for the JSON too: a README table has no use for fifteen digits.
    static func rounded(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    private static func fixed(_ value: Double, _ places: Int) -> String { String(format: "%.\(places)f", value) }
}
