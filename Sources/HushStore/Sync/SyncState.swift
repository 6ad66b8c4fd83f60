import FoundationEssentials
import HushDomain

/// This device's side of sync, kept beside the journal in `STORE/sync.json` (never journaled: it is
/// about this machine, not the family's records). The outbox is not a copy of anything: it is the
/// journal after `pushedOffset`, less the entries that pulls wrote.
///
/// ```json
/// {"server":"http://127.0.0.1:8080","household":"h…","device":"d…","token":"…","person":"Gavin",
///  "pushed_offset":4096,"pushed_seq":12,"pulled":40,"pulled_entries":[13],"failures":0,"conflicts":[…]}
/// ```
public struct SyncState: Encodable, Sendable, Equatable {
    public var server: String?
    public var household: String?
    public var device: String?
    public var token: String?
    public var person: String?
    /// The person id the server bound the token to (docs/security.md, Identity); nil when linked by an older server.
    public var personID: String?
    /// The journal's byte offset and sequence number up to which changes have reached the server.
    public var pushedOffset = 0
    public var pushedSeq = 0
    /// The household sequence number pulled up to.
    public var pulled = 0
    /// Journal entries written by pulls after `pushedSeq`: not this device's changes, so never pushed.
    public var pulledEntries: [Int] = []
    /// Failed attempts in a row, and the last one's reason.
    public var failures = 0
    public var lastError: String?
    public var lastSynced: String?
    /// Open conflicts as of the last pull.
    public var conflicts: [SyncConflict] = []
    /// Resolutions chosen here and not yet told to the server: conflict id → choice.
    public var resolutions: [String: String] = [:]

    public init() {}

    package enum CodingKeys: String, CodingKey {
        case server, household, device, token, person, pulled, failures, conflicts, resolutions
        case personID = "person_id"
        case pushedOffset = "pushed_offset"
        case pushedSeq = "pushed_seq"
        case pulledEntries = "pulled_entries"
        case lastError = "last_error"
        case lastSynced = "last_synced"
    }

    /// Read with HushKit's own parser, not `JSONDecoder`: this file is read after every command that changes
    /// something (is a background sync due?) and by `status`, and `JSONDecoder`'s first use costs a process
    /// milliseconds (README, Speed).
    init(json: JSONValue) throws {
        func text(_ key: CodingKeys) -> String? { json[key.stringValue]?.string }
        func number(_ key: CodingKeys) -> Int { json[key.stringValue]?.integer ?? 0 }
        server = text(.server)
        household = text(.household)
        device = text(.device)
        token = text(.token)
        person = text(.person)
        personID = text(.personID)
        pushedOffset = number(.pushedOffset)
        pushedSeq = number(.pushedSeq)
        pulled = number(.pulled)
        pulledEntries = json[CodingKeys.pulledEntries.stringValue]?.array?.compactMap(\.integer) ?? []
        failures = number(.failures)
        lastError = text(.lastError)
        lastSynced = text(.lastSynced)
        conflicts = try json[CodingKeys.conflicts.stringValue]?.array?.map(SyncConflict.init(json:)) ?? []
        if case .object(let chosen)? = json[CodingKeys.resolutions.stringValue] {
            resolutions = chosen.compactMapValues(\.string)
        }
    }

    /// Linked to a household (a token from registering or joining).
    public var isLinked: Bool { household != nil && token != nil }

    /// Conflicts not yet resolved here.
    public var openConflicts: [SyncConflict] { conflicts.filter { $0.resolvedAt == nil && resolutions[$0.id] == nil } }

    static func path(_ store: String) -> String { store + "/sync.json" }

    /// The state in `store`, or a fresh one when the file is absent. A damaged file is an error, not a reset:
    /// it holds the device's token and where the outbox starts.
    public static func load(store: String) throws -> SyncState {
        guard let data = try DurableFile.read(path(store)) else { return SyncState() }
        do {
            return try SyncState(json: JSONValue.parse(data))
        } catch {
            throw StoreError.corrupt(path: path(store), line: 1, reason: "not a sync state file")
        }
    }

    public func save(store: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try DurableFile.replace(Self.path(store), with: try encoder.encode(self), sync: true)
    }
}
