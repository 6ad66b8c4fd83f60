import Foundation
import HushKit
import PostgresNIO

/// What a batch of pushes keeps, each to another household, written in one statement: each household's
/// sequence number moved on, its accepted changes, the records they leave current, and the conflicts
/// they open. A household's part is written only if it is still at the sequence number its plan was
/// made from (`expected`): the update waits for any push writing the same household and then sees its
/// result, so a plan made from an older state writes nothing of that household, which the answer leaves
/// out, and that push is planned again. The other households' parts are written all the same.
///
/// A household whose plan was made without a read (``HouseholdSnapshot/guess``) is written only if the
/// read it stands in for (`unread`, the same arguments ``PushContextQuery`` would have had) would have
/// found what the plan assumed: the device still live, no event in a probe's range (the read's own
/// ranges, no wider and no narrower), no open event a sleep in progress would meet. Otherwise nothing of
/// it is written, as when it moved on. None of its keys held and none of its change ids kept are checked
/// by the unique indexes its plain inserts meet: one held fails the whole statement (``Form``).
///
/// An invite removed (or pushed without a readable code) keeps the code it had: a code is never given to
/// another invite (``InviteCodeHolder``), and the unique index refuses a write that would.
///
/// A batch sends the statement without the parts it does not use (``Form``): no conflicts' insert when
/// it opens none, no check when no plan was guessed.
///
/// ```swift
/// let write = PushWrite([try PushWrite.Part(household: id, device: device, expected: 41, plan: plan)], unread: PushContextQuery([]))
/// let written = try await statements.rows(write, on: connection)   // the households written: [id], or []
/// ```
struct PushWrite: KeptStatement {
    /// Its type's name, written out: PostgresNIO's own prepared statements worked the name out by
    /// reflection (`String(reflecting:)`) on every call, 1.5% of the server's processor time under a push
    /// load. Each ``Form``'s name begins with it.
    static let name = "HushServer.PushWrite"
    /// The whole statement, every part in it (``Form/whole``); a batch sends the form its arguments need.
    static let sql = Form.whole.sql

    typealias Row = String

    // Constants: `used` is worked out from them once, and must not outlive a change to either.
    let parts: [Part]
    /// The read the guessed households' plans were made without; no household for the others.
    let unread: PushContextQuery

    /// Which parts of the statement this batch uses.
    let used: Form

    init(_ parts: [Part], unread: PushContextQuery) {
        self.parts = parts.sorted { $0.household < $1.household }
        self.unread = unread
        let guessed = Set(unread.households)
        used = Form(conflicts: parts.contains { !$0.conflicts.ids.isEmpty }, doubts: !guessed.isEmpty,
                    openSleeps: unread.probes.runs.open.contains(true), read: parts.contains { !guessed.contains($0.household) })
    }

    var form: (name: String, sql: String) { (used.name, used.sql) }

    /// A change as `Codable` writes it, written as the journal line writes it (``LedgerOperation/write(_:into:)``,
    /// byte for byte the same: `LedgerLineTests`): the encoder's tree was 2.8% of the server's processor
    /// time under a push load. The record it leaves (`after`) is cut from the same bytes: writing it again
    /// walked every pushed record twice.
    static func texts(_ change: SyncChange) -> (change: String, record: String?) {
        var bytes: [UInt8] = []
        let record = LedgerOperation.write(change, into: &bytes)
        return (String(decoding: bytes, as: UTF8.self), record.map { String(decoding: bytes[$0], as: UTF8.self) })
    }

    func arguments() throws -> [PostgresData] {
        // Each column gathered in one walk of the parts: a closure a column copied every part (a dozen
        // arrays) into it for each of the nineteen. A part's tuples are taken apart once: reading a member
        // through the tuple copied the whole tuple (nine arrays retained and released) for each member read.
        var changes = (households: [String](), seqs: [Int](), ids: [String](), bodies: [String]())
        var records = (households: [String](), keys: [String](), bodies: [String?](), seqs: [Int](), kinds: [String](),
                       babies: [String?](), types: [String?](), starts: [Date?](), open: [Bool](), invites: [String?]())
        var conflicts = (households: [String](), ids: [String](), bodies: [String]())
        for part in parts {
            let (changeSeqs, changeIDs, changeBodies) = part.changes
            changes.households.append(contentsOf: repeatElement(part.household, count: changeIDs.count))
            changes.seqs += changeSeqs
            changes.ids += changeIDs
            changes.bodies += changeBodies
            let (keys, bodies, seqs, kinds, babies, types, starts, open, invites) = part.records
            records.households.append(contentsOf: repeatElement(part.household, count: keys.count))
            records.keys += keys
            records.bodies += bodies
            records.seqs += seqs
            records.kinds += kinds
            records.babies += babies
            records.types += types
            records.starts += starts
            records.open += open
            records.invites += invites
            let (conflictIDs, conflictBodies) = part.conflicts
            conflicts.households.append(contentsOf: repeatElement(part.household, count: conflictIDs.count))
            conflicts.ids += conflictIDs
            conflicts.bodies += conflictBodies
        }
        var arguments: [PostgresData] = [try .argument(parts.map(\.household)), try .argument(parts.map(\.seq)), try .argument(parts.map(\.expected)),
                         try .argument(parts.map(\.device)), try .argument(parts.map(\.person)),
                         try .argument(changes.households), try .argument(changes.seqs), try .argument(changes.ids),
                         try .argument(changes.bodies),
                         try .argument(records.households), try .argument(records.keys),
                         try .argument(NullableArray(records.bodies)), try .argument(records.seqs),
                         try .argument(records.kinds), try .argument(NullableArray(records.babies)),
                         try .argument(NullableArray(records.types)), try .argument(NullableArray(records.starts)),
                         try .argument(records.open), try .argument(NullableArray(records.invites))]
        // In the order ``Form`` numbers them.
        if used.conflicts {
            arguments += [try .argument(conflicts.households), try .argument(conflicts.ids), try .argument(conflicts.bodies)]
        }
        if used.doubts { arguments += try unread.doubts(openSleeps: used.openSleeps) }
        return arguments
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try row.decode(String.self)
    }
}
