import Foundation
import HushKit
import PostgresNIO

/// A push goes in a batch with the pushes to other households that wait with it (``PushBatcher``): one
/// statement reads everything each push's ``PushRules`` need, another writes what they accept for each
/// household that has not moved on meanwhile (``PushWrite``), in one transaction, committed durably
/// before any of them is answered. No lock is held while the server plans; pushes to one household
/// still apply one at a time on any server, because a write made from an older state writes nothing of
/// that household. That push is planned again alone under the household's row lock, so it cannot lose
/// twice.
extension PostgresLedger {
    /// A push's answer, and whether it wrote anything (so others are told).
    typealias Written = (reply: PushReply, changed: Bool)

    public func push(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) async throws -> PushReply {
        let push = PendingPush(changes, by: device, now: now, trusted: trusted)
        var batched = try await batch(push)
        if batched == nil && push.guessable {
            // Perhaps only its guess was wrong (another server wrote the household): its snapshot is gone,
            // so the next batch reads.
            batched = try await batch(push)
        }
        let outcome: Written
        if let batched { outcome = batched } else { outcome = try await locked(push) }
        if outcome.changed {
            notices.post(household: device.household, seq: outcome.reply.seq)
            feed.publish(household: device.household, seq: outcome.reply.seq)
        }
        return outcome.reply
    }

    /// The push in a batch: nil when its household moved on, or when the batch could not be written for
    /// one push's sake (each then goes again alone).
    private func batch(_ push: PendingPush) async throws -> Written? {
        do {
            return try await batcher.submit(push) { pushes in await self.run(pushes) }
        } catch where DatabaseRefusal(error).map(Self.isBatchRefused) == true {
            return nil
        }
    }

    /// The unique index on invite codes (migration 5) refused a write.
    static func isInviteCodeTaken(_ refusal: DatabaseRefusal) -> Bool {
        refusal.sqlState == PostgresError.Code.uniqueViolation.raw && refusal.constraint == "hush_records_invites"
    }

    /// A guessed push's key already held or change id already kept: the plain inserts of a guessed
    /// household's records and changes meet them on their unique indexes (``PushWrite/Form``).
    static func isGuessRefused(_ refusal: DatabaseRefusal) -> Bool {
        refusal.sqlState == PostgresError.Code.uniqueViolation.raw
            && (refusal.constraint == "hush_records_pkey" || refusal.constraint == "hush_changes_household_change_id_key")
    }

    /// A batch's write refused for one push's sake: an invite code another household claimed first (the
    /// unique index lets the first write and fails the other's whole statement), a guess that met a key
    /// or a change id already there, or two batches of two servers, or two households claiming each
    /// other's codes, waiting on each other (PostgreSQL ends one).
    static func isBatchRefused(_ refusal: DatabaseRefusal) -> Bool {
        isInviteCodeTaken(refusal) || isGuessRefused(refusal) || refusal.sqlState == PostgresError.Code.deadlockDetected.raw
    }

    /// One batch, optimistically: each push's result, nil for a push whose household was written in
    /// between. A failure of the whole call is every push's. It runs in the task of one of them, whose
    /// caller going away does not end it for the others.
    private func run(_ pushes: [PendingPush]) async -> [Result<Written?, any Error>] {
        do {
            return try await call(keeping: Self.isBatchRefused, onConnectionLoop: true, shared: true) { connection in
                try await self.attempt(pushes, committing: true, connection)
            }
        } catch {
            return pushes.map { _ in .failure(error) }
        }
    }

    /// One push alone, under its household's row lock: nothing else can write the household until it
    /// commits. Two households claiming one free invite code at once both read it free; the first writes,
    /// and the other reads again and is refused that change. The failed write committed nothing, so
    /// planning again is safe.
    private func locked(_ push: PendingPush) async throws -> Written {
        let logger = self.logger
        var tries = 0
        while true {
            do {
                return try await call(keeping: Self.isInviteCodeTaken, onConnectionLoop: true) { connection in
                    try await connection.withTransaction(logger: logger) { connection in
                        _ = try await connection.wholeRows("SELECT 1 FROM hush_households WHERE id = \(push.household) FOR UPDATE", logger: logger)
                        guard let written = try await self.attempt([push], committing: false, connection).first?.get() else {
                            throw LedgerError("household \(push.household) changed while locked")
                        }
                        return written
                    }
                }
            } catch where tries < 3 && DatabaseRefusal(error).map(Self.isInviteCodeTaken) == true {
                tries += 1
            }
        }
    }

    /// Reads, plans and writes once. `committing`: the write is its own transaction (a batch), not part
    /// of the caller's; its answer then waits for the commit. A batch reads only the households it has
    /// no snapshot of (``HouseholdSnapshots``), for pushes that may be guessed; the others' plans are
    /// checked by the write itself, and one it finds wrong is answered nil, like a household that moved on.
    private func attempt(_ pushes: [PendingPush], committing: Bool, _ connection: PostgresConnection) async throws -> [Result<Written?, any Error>] {
        // The watch sees only what is sent after it is there: before the batch's first statement.
        if committing { commits.install(on: connection) }
        let guesses = committing ? pushes.filter(\.guessable).compactMap { push in snapshots.guess(for: push.household).map { (push, $0) } } : []
        let guessed = Dictionary(guesses.map { ($0.0.household, $0.1) }, uniquingKeysWith: { first, _ in first })
        let unread = pushes.filter { guessed[$0.household] == nil }
        let reads = unread.isEmpty ? [:] : try PushContextQuery.contexts(try await statements.rows(PushContextQuery(unread.map(\.entry)), on: connection))
        var results: [Result<Written?, any Error>] = []
        var writes: [(offset: Int, part: PushWrite.Part, plan: PushPlan, snapshot: HouseholdSnapshot)] = []
        for (offset, push) in pushes.enumerated() {
            do {
                let guess = guessed[push.household]
                guard let read = guess?.guess ?? reads[push.household] else { throw LedgerError("no household \(push.household)") }
                let (plan, seq) = try judge(push, read)
                let snapshot = guess ?? HouseholdSnapshot(read)
                // A guess's refusal was judged without the record its key may hold (which decides the
                // reason, or a change id already kept: a duplicate), and no write checks a refused key: it
                // is read again, like a guess with nothing to write.
                let unchecked = guess != nil && !plan.refused.isEmpty
                if unchecked || (plan.accepted.isEmpty && plan.conflicts.isEmpty) {
                    // Nothing to write: answered from what was read; a guess nothing checked is read again.
                    results.append(.success(guess == nil ? (PushReply(plan: plan, seq: seq), false) : nil))
                    snapshots.keep(guess == nil && committing ? snapshot : nil, for: push.household)
                } else {
                    writes.append((offset, try PushWrite.Part(household: push.household, device: push.device, expected: seq, plan: plan), plan, snapshot))
                    results.append(.success(nil))
                }
            } catch {
                snapshots.keep(nil, for: push.household)
                results.append(.failure(error))
            }
        }
        guard !writes.isEmpty else { return results }
        let check = PushContextQuery(guesses.map(\.0.entry))
        let written: Set<String>
        do {
            written = Set(try await statements.rows(PushWrite(writes.map(\.part), unread: check), on: connection))
        } catch where DatabaseRefusal(error).map(Self.isGuessRefused) == true {
            // Which guess was wrong PostgreSQL says only in words: each guessed household written here is
            // read for its next pushes, the one that was wrong longer each time it is wrong again, so a
            // device sending a stored change over and over fails a batch rarely, not every time.
            for write in writes where guessed[write.part.household] != nil { snapshots.missed(write.part.household) }
            throw error
        }
        // A lone statement's rows come before the Sync that commits it, and PostgresNIO hands them over
        // then: answering on them lost a push the device had been told was stored (a restart with
        // -m immediate under load did, once in a few tries). PostgreSQL answers that Sync with
        // ReadyForQuery once the commit is on disk (or closes the connection when it fails): the answer
        // waits for it, read off the connection's bytes (``CommitWatch``), or else asked for once more on
        // the same connection (``CommitWait``), which PostgresNIO sends only after it.
        if committing, try await !commits.waitForCommit(on: connection) { _ = try await statements.rows(CommitWait(), on: connection) }
        for write in writes {
            let household = write.part.household
            let kept = written.contains(household)
            results[write.offset] = .success(kept ? (PushReply(plan: write.plan, seq: write.part.seq), true) : nil)
            // Kept only once committed: a push guessed from a state not yet committed would have its
            // write's check read the household before that commit, and its number after it.
            switch (kept, guessed[household] != nil) {
            case (true, let held): snapshots.keep(committing ? write.snapshot.after(write.part) : nil, for: household, held: held)
            case (false, true): snapshots.missed(household)
            case (false, false): snapshots.keep(nil, for: household)
            }
        }
        return results
    }

    /// A push judged on what was read for it: its plan, and the household's number the plan was made
    /// from. Refused when its device was revoked since its token was looked up (perhaps long ago,
    /// ``PushingDevices``), as if unknown. Only a device that came with a token is in the table: a voice
    /// store's device is made here for a caller whose token was checked just now, and the server's own
    /// changes (joining) are trusted.
    private func judge(_ push: PendingPush, _ read: PushContextQuery.Read) throws -> (plan: PushPlan, seq: Int) {
        if !read.live && !push.rules.trusted && !push.device.tokenHash.isEmpty {
            pushing.forget(device: push.device.id)
            throw SyncFailure.unauthorized
        }
        return (push.rules.plan(push.changes, context: read.context, sent: push.entry.needs.facts), read.seq)
    }
}
