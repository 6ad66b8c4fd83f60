import Foundation
import HushKit
import PostgresNIO

/// A push in two statements: one reads everything ``PushRules`` need, the other writes what they
/// accept if the household has not moved on meanwhile (``PushWrite``). Each write is its own
/// transaction, committed durably before the answer. No lock is held while the server plans; pushes to
/// one household still apply one at a time on any server, because a write made from an older state
/// writes nothing. That push is planned again under the household's row lock, so it cannot lose twice.
extension PostgresLedger {
    public func push(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) async throws -> PushReply {
        // Two households claiming one free invite code at once both read it free; the unique index lets
        // the first write and fails the other's whole statement, which then reads again and is refused
        // that change. The failed write committed nothing, so planning again is safe.
        var tries = 0
        while true {
            do {
                return try await pushOnce(changes, by: device, now: now, trusted: trusted)
            } catch where tries < 3 && DatabaseRefusal(error).map(Self.isInviteCodeTaken) == true {
                tries += 1
            }
        }
    }

    /// The unique index on invite codes (migration 5) refused a write.
    static func isInviteCodeTaken(_ refusal: DatabaseRefusal) -> Bool {
        refusal.sqlState == PostgresError.Code.uniqueViolation.raw && refusal.constraint == "hush_records_invites"
    }

    private func pushOnce(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) async throws -> PushReply {
        let rules = PushRules(device: device.id, person: device.identity, now: now, trusted: trusted)
        let read = PushContextQuery(household: device.household, device: device.id, needs: PushRules.needs(changes))
        let logger = self.logger
        let optimistic = try await call(keeping: Self.isInviteCodeTaken, onConnectionLoop: true) { connection -> (reply: PushReply, changed: Bool)? in
            try await self.attempt(changes, rules: rules, read: read, device: device, committing: true, connection)
        }
        let outcome: (reply: PushReply, changed: Bool)
        if let optimistic {
            outcome = optimistic
        } else {
            outcome = try await call(keeping: Self.isInviteCodeTaken, onConnectionLoop: true) { connection in
                try await connection.withTransaction(logger: logger) { connection in
                    // The household's row lock, taken before reading: nothing else can write it until commit.
                    _ = try await connection.wholeRows("SELECT 1 FROM hush_households WHERE id = \(device.household) FOR UPDATE", logger: logger)
                    guard let locked = try await self.attempt(changes, rules: rules, read: read, device: device, committing: false, connection) else {
                        throw LedgerError("household \(device.household) changed while locked")
                    }
                    return locked
                }
            }
        }
        if outcome.changed {
            notices.post(household: device.household, seq: outcome.reply.seq)
            feed.publish(household: device.household, seq: outcome.reply.seq)
        }
        return outcome.reply
    }

    /// Reads, plans and writes once; nil when another push to the household was written in between.
    /// `committing`: the write is its own transaction (the optimistic path), not part of the caller's.
    private func attempt(_ changes: [SyncChange], rules: PushRules, read: PushContextQuery, device: DeviceRecord, committing: Bool,
                         _ connection: PostgresConnection) async throws -> (reply: PushReply, changed: Bool)? {
        guard let (seq, live, context) = try PushContextQuery.context(try await statements.rows(read, on: connection)) else {
            throw LedgerError("no household \(device.household)")
        }
        // Revoked since its token was looked up (perhaps long ago, ``PushingDevices``): refused as if unknown.
        // Only a device that came with a token is in the table: a voice store's device is made here for a
        // caller whose token was checked just now, and the server's own changes (joining) are trusted.
        if !live && !rules.trusted && !device.tokenHash.isEmpty {
            pushing.forget(device: device.id)
            throw SyncFailure.unauthorized
        }
        let plan = rules.plan(changes, context: context)
        guard !plan.accepted.isEmpty || !plan.conflicts.isEmpty else { return (PushReply(plan: plan, seq: seq), false) }
        let write = try PushWrite(household: device.household, device: device, expected: seq, plan: plan)
        let written = try await statements.rows(write, on: connection).last ?? 0
        // A lone statement's rows come before the Sync that commits it, and PostgresNIO hands them over
        // then: answering on them lost a push the device had been told was stored (a restart with
        // -m immediate under load did, once in a few tries). The connection sends its next query only after
        // that Sync's ReadyForQuery, which PostgreSQL sends once the commit is on disk (or closes the
        // connection when it fails): so the answer waits for one more round trip on the same connection,
        // where BEGIN and COMMIT cost two.
        if committing { _ = try await statements.rows(CommitWait(), on: connection) }
        return written == 1 ? (PushReply(plan: plan, seq: write.seq), true) : nil
    }
}
