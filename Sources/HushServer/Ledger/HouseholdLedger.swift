import Foundation
import HushKit

/// Where the server keeps households, devices, every accepted change and the conflicts, behind one
/// interface with two real backends: ``FileLedger`` (embedded, a journal in `--data DIR`, nothing to set
/// up) and ``PostgresLedger`` (`--database postgres://…`, which lets several servers share one database).
/// The rules are not here: each backend runs ``PushRules`` inside its own transaction for the household.
///
/// ```swift
/// let ledger: any HouseholdLedger = try await FileLedger.open(directory: "/srv/hush")
/// let reply = try await ledger.push(changes, by: device, now: Date())
/// ```
public protocol HouseholdLedger: Sendable {
    /// Households' new sequence numbers as they are accepted, by this process or (PostgreSQL) any other.
    var feed: ChangeFeed { get }

    func createHousehold(_ household: String, device: DeviceRecord) async throws
    /// Creates the household only while the server keeps none, deciding atomically however many
    /// registrations arrive together (`--registration first`); false when one is kept already.
    func createFirstHousehold(_ household: String, device: DeviceRecord) async throws -> Bool
    func addDevice(_ device: DeviceRecord) async throws
    func device(tokenHash: String) async throws -> DeviceRecord?
    /// The device a token belongs to, asked before a push. A backend whose ``push(_:by:now:trusted:)``
    /// checks again that the device is live may answer from memory; the default asks ``device(tokenHash:)``.
    func pushingDevice(tokenHash: String) async throws -> DeviceRecord?
    /// A push whose device ``pushingDevice(tokenHash:)`` found live ends before reaching
    /// ``push(_:by:now:trusted:)`` (its body refused, its connection gone): a backend counting pushes
    /// under way stops counting it.
    func pushGivenUp() async
    func devices(household: String) async throws -> [DeviceRecord]
    /// Marks the device revoked; false when the household has no such device.
    func revoke(device: String, household: String, at: Date) async throws -> Bool

    /// Applies ``PushRules`` and keeps what they accept, atomically for the household. `trusted`: the
    /// server's own changes (joining), which skip the access rules.
    func push(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) async throws -> PushReply
    /// Changes after `seq`, oldest first, at most `limit`.
    func changes(household: String, after seq: Int, limit: Int) async throws -> [ServerChange]
    func latestSeq(household: String) async throws -> Int
    func records(household: String, keys: [String]) async throws -> [StoredRecord]
    /// Every current record of one kind (`office_hours`, `membership`…) in the household.
    func records(household: String, kind: String) async throws -> [StoredRecord]
    func conflicts(household: String) async throws -> [SyncConflict]
    /// Closes an open conflict; false when there is no such open conflict.
    func resolve(conflict: String, household: String, resolution: String, at: Date) async throws -> Bool
    /// The household holding an invite with this code (normalised), and the invite's record.
    func invite(code: String) async throws -> (household: String, record: StoredRecord)?

    /// Keeps a new device link (the hash of its code, never the code).
    func addDeviceLink(_ link: DeviceLink) async throws
    /// Redeems the link whose code hashes to `codeHash`: when ``DeviceLink/judge(maker:now:)`` allows it,
    /// marks it used and adds a device (id `device`, token hash `tokenHash`) for its maker's person, in
    /// one step; otherwise changes nothing and says why.
    func redeemDeviceLink(codeHash: String, device: String, tokenHash: String, at: Date) async throws -> DeviceLinkOutcome

    /// Whether the backend answers now, for `/health`.
    func health() async -> BackendHealth

    func close() async throws
}

extension HouseholdLedger {
    /// A backend in this process (the embedded ledger) is there while the server is.
    public func health() async -> BackendHealth { .reachable }

    public func pushingDevice(tokenHash: String) async throws -> DeviceRecord? {
        try await device(tokenHash: tokenHash)
    }

    public func pushGivenUp() async {}
}
