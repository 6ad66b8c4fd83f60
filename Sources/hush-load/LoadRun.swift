import AsyncHTTPClient
import Foundation
import NIOCore

/// The whole load: register every device (untimed), push all their events at once (timed), then check
/// delivery. Devices take the servers in turn; with two or more, each checks on the next server along.
///
/// ```swift
/// let report = try await LoadRun(options: options).run()
/// print(report.text.joined(separator: "\n"))
/// ```
struct LoadRun: Sendable {
    let options: LoadOptions

    func run() async throws -> (report: LoadReport, failures: [String]) {
        let cpuAtStart = Self.cpuSeconds()
        // Not HTTPClient.shared: its pool keeps 8 connections per server, so 200 devices would mostly be
        // timed waiting for a connection inside this process. Real phones each have their own.
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(120), concurrentHTTP1ConnectionsPerHostSoftLimit: options.devices)
        let timeout = Int64(options.timeout * 1000)
        configuration.timeout = .init(connect: .milliseconds(min(timeout, 30_000)), read: .milliseconds(timeout))
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        do {
            let result = try await load(client: client, cpuAtStart: cpuAtStart)
            try await client.shutdown()
            return result
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    private func load(client: HTTPClient, cpuAtStart: Double) async throws -> (report: LoadReport, failures: [String]) {
        let servers = options.servers.map { SyncEndpoint(url: $0, client: client, timeout: .milliseconds(Int64(options.timeout * 1000))) }
        let eventsEach = options.events
        let devices = try await withThrowingTaskGroup(of: SimulatedDevice.self) { group in
            for index in 0..<options.devices {
                let push = servers[index % servers.count]
                let pull = servers[(index + 1) % servers.count]
                group.addTask { try await SimulatedDevice.register(index: index, events: eventsEach, push: push, pull: pull) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // Each device's connection open before the clock starts, as phones are connected before their
        // parents tap.
        // With --spread a device holds one to every server, its own first, and takes them in turn.
        let connections = try devices.map { device in
            let urls = [device.push.url] + (options.spread ? servers.map(\.url).filter { $0 != device.push.url } : [])
            return try urls.map { try DeviceConnection(url: $0, timeout: options.timeout) }
        }
        let patience = RetryPatience(timeout: options.timeout, retryFor: options.retryFor)
        // Said as it starts, for whoever times a fault to land in the middle of the pushes.
        FileHandle.standardError.write(Data("hush-load: \(devices.count) devices registered; pushing\n".utf8))
        let watched = options.watchedPIDs
        let serversBefore = watched.isEmpty ? 0 : try ServerProcessorTime.read(pids: watched)
        let clock = ContinuousClock()
        let cpuPushing = Self.cpuSeconds()
        let started = clock.now
        let pushes = zip(devices, connections).map { DevicePushes(device: $0, connections: $1, patience: patience) }
        let timings = await PushThreads.run(pushes, threads: options.threads)
        let elapsed = clock.now - started
        let clientPushing = Self.cpuSeconds() - cpuPushing
        let serversPushing = watched.isEmpty ? nil : LoadReport.rounded(try ServerProcessorTime.read(pids: watched) - serversBefore, 2)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

        // Only once every push is acknowledged: a change must be readable from any server by then.
        let tally = await withTaskGroup(of: DeliveryTally.self) { group in
            for device in devices { group.addTask { await device.verify() } }
            return await group.reduce(DeliveryTally()) { $0.adding($1) }
        }

        let latency = LatencySummary(milliseconds: timings.flatMap(\.milliseconds))
        let failures = timings.flatMap(\.failures) + tally.failures
        let total = options.devices * eventsEach
        let report = LoadReport(
            devices: options.devices, events: total, eventsPerDevice: eventsEach, servers: servers.count,
            households: devices.count, pushesPerDevice: eventsEach,
            seconds: LoadReport.rounded(seconds, 3), eventsPerSecond: LoadReport.rounded(Double(total) / seconds, 1),
            p50Ms: LoadReport.rounded(latency.p50, 1), p99Ms: LoadReport.rounded(latency.p99, 1), maxMs: LoadReport.rounded(latency.max, 1),
            missing: tally.missing, duplicated: tally.duplicated, unexpected: tally.unexpected, conflicts: tally.conflicts,
            retries: tally.retries, retriesAnsweredDuplicate: tally.retriesAnsweredDuplicate, failures: failures.count,
            hung: timings.reduce(0) { $0 + $1.hung }, unavailable: timings.reduce(0) { $0 + $1.unavailable },
            pushRetries: timings.reduce(0) { $0 + $1.retries }, timeoutSeconds: options.timeout,
            clientCPUSeconds: LoadReport.rounded(Self.cpuSeconds() - cpuAtStart, 2),
            clientPushCPUSeconds: LoadReport.rounded(clientPushing, 2), serversPushCPUSeconds: serversPushing,
            devicesOnSeveralServers: timings.filter { $0.serversAcknowledging.count > 1 }.count)
        return (report, failures)
    }

    /// User plus system time of every thread in this process.
    private static func cpuSeconds() -> Double { Double(clock()) / Double(CLOCKS_PER_SEC) }
}
