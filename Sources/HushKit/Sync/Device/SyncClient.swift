import FoundationEssentials

/// The sync protocol's calls, typed: what `sync`, `join`, `devices`, `revoke device` and `add device` send to the
/// server, over whatever ``SyncTransport`` the executable gives.
///
/// ```swift
/// let client = SyncClient(server: "http://127.0.0.1:8080", token: nil, transport: transport)
/// let grant = try client.register(person: "Gavin")
/// ```
public struct SyncClient: Sendable {
    public var server: String
    public var token: String?
    public let transport: any SyncTransport

    public init(server: String, token: String?, transport: any SyncTransport) {
        self.server = server
        self.token = token
        self.transport = transport
    }

    public func register(person: String) throws -> SyncMessages.Grant {
        try call("POST", "/v1/households", SyncMessages.Register(person: person))
    }

    public func join(code: String, person: String) throws -> SyncMessages.Grant {
        try call("POST", "/v1/join", SyncMessages.Join(code: code, person: person))
    }

    public func push(_ changes: [SyncChange]) throws -> PushReply {
        try call("POST", "/v1/changes", SyncMessages.Push(changes: changes))
    }

    public func pull(after seq: Int) throws -> SyncMessages.Pull {
        try call("GET", "/v1/changes?after=\(seq)", Optional<String>.none)
    }

    public func resolve(conflict: String, resolution: String) throws {
        let _: [String: Bool] = try call("POST", "/v1/conflicts/\(conflict)/resolve", SyncMessages.Resolve(resolution: resolution))
    }

    public func devices() throws -> [SyncMessages.Device] { try call("GET", "/v1/devices", Optional<String>.none) }

    public func revoke(device: String) throws {
        let _: [String: Bool] = try call("POST", "/v1/devices/\(device)/revoke", Optional<String>.none)
    }

    /// `add device`: a single-use link that makes a phone's browser a device of this device's person.
    public func deviceLink() throws -> SyncMessages.DeviceLink {
        try call("POST", "/v1/device-links", Optional<String>.none)
    }

    private func call<Body: Encodable, Answer: Decodable>(_ method: String, _ path: String, _ body: Body?) throws -> Answer {
        let data = try body.map { Data(try JSONTreeEncoder().encode($0)) }
        let (status, reply) = try transport.exchange(method, url: server + path, body: data, token: token)
        guard (200..<300).contains(status) else {
            let message = (try? JSONTreeDecoder().decode(SyncMessages.Failure.self, from: reply))?.error ?? "HTTP \(status)"
            throw SyncError.refused(status: status, message: message)
        }
        do {
            return try JSONTreeDecoder().decode(Answer.self, from: reply)
        } catch {
            throw SyncError.badReply("\(method) \(path)")
        }
    }
}
