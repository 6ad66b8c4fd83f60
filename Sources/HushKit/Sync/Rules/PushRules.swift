import FoundationEssentials

/// The server's rules for one push, the same for every backend (README, Sync): a change already seen is
/// skipped (pushes are idempotent); one the person may not make is refused (``RecordAuthority``); what is
/// kept names its author as the server says (``RecordAuthors``, and the change's `by`); an edit made on top of a
/// version other than the server's current one, which another device wrote, is kept and opens an `edit`
/// conflict holding both versions; a new event of the same type for the same baby as another device's,
/// starting within five minutes, or a second sleep in progress, is kept and opens a `similar` conflict.
/// Nothing is ever dropped: the later arrival becomes current and the conflict remembers the other.
///
/// ```swift
/// let needs = PushRules.needs(changes)                 // what to load, inside the backend's transaction
/// let plan = PushRules(device: "d2", person: leanne, now: now).plan(changes, context: loaded)
/// ```
public struct PushRules: Sendable {
    /// PRD 7.4: events starting within five minutes of each other are probably the same one.
    public static let similarWindow: TimeInterval = 5 * 60

    public var device: String
    /// Who the device's token speaks for: roles come from `person.id`, `person.name` labels what it writes.
    public var person: SyncPerson
    public var now: Date
    /// The server's own changes (a `join` marking its invite used and adding the member) skip the access rules.
    public var trusted: Bool

    public init(device: String, person: SyncPerson, now: Date, trusted: Bool = false) {
        self.device = device
        self.person = person
        self.now = now
        self.trusted = trusted
    }

    /// What a backend must load for ``plan(_:context:)``.
    public struct Needs: Sendable {
        public var keys: [String]
        public var changeIDs: [String]
        /// New events to compare with their neighbours: baby, type, start, open.
        public var probes: [(baby: String, type: String, start: Date, open: Bool)]
        /// The invite codes the push carries (normalised), whose holders the backend looks up server-wide.
        public var inviteCodes: [String] = []
        /// What each change's record says as sent, in the changes' order: the plan reads them here rather
        /// than from the records again (a date parse and a walk of each, a hundredth of a push's work).
        public var facts: [RecordFacts] = []
    }

    /// What a backend loaded: current versions of the pushed keys, which change ids it has, the events
    /// near each probe (same baby and type, start within the window, or open), and all memberships.
    public struct Context: Sendable {
        public var current: [String: StoredRecord]
        public var known: Set<String>
        public var neighbours: [StoredRecord]
        public var memberships: [StoredRecord]
        /// The household's baby ids.
        public var babies: Set<String>
        /// Who holds each of ``Needs/inviteCodes`` on the whole server; a code nobody holds is absent.
        public var inviteCodes: [String: InviteCodeHolder]

        public init(current: [String: StoredRecord], known: Set<String>, neighbours: [StoredRecord], memberships: [StoredRecord], babies: Set<String>,
                    inviteCodes: [String: InviteCodeHolder] = [:]) {
            self.current = current
            self.known = known
            self.neighbours = neighbours
            self.memberships = memberships
            self.babies = babies
            self.inviteCodes = inviteCodes
        }
    }

    public static func needs(_ changes: [SyncChange]) -> Needs {
        var probes: [(String, String, Date, Bool)] = []
        var codes: Set<String> = []
        var read: [RecordFacts] = []
        read.reserveCapacity(changes.count)
        // Each change's facts read once: they are a date parse and a walk of its record.
        for change in changes {
            let facts = RecordFacts(key: change.key, json: change.after)
            read.append(facts)
            if let code = facts.inviteCode { codes.insert(code) }
            if change.before == nil, facts.kind == "event", let baby = facts.babyID, let type = facts.eventType, let start = facts.start,
               !facts.isDeleted {
                probes.append((baby, type, start, facts.isOpen && type == EventKind.sleep.rawValue))
            }
        }
        return Needs(keys: Array(Set(changes.map(\.key))), changeIDs: changes.map(\.id), probes: probes, inviteCodes: codes.sorted(), facts: read)
    }

    /// Why an invite carrying a code another invite holds is refused: the family page and `join` would
    /// otherwise lead whoever has the other family's link into this household.
    public static let codeTaken = "that invite code is taken (another invite has it): make a new invite"

    /// `sent`: each change's facts as sent, in order (``Needs/facts``), when the backend has them; read
    /// from the records otherwise.
    public func plan(_ changes: [SyncChange], context: Context, sent: [RecordFacts]? = nil) -> PushPlan {
        let sent = sent?.count == changes.count ? sent : nil
        var plan = PushPlan()
        var current = context.current
        var access = SyncAccess(memberships: context.memberships, babies: context.babies)
        var seen = context.known
        var codes = context.inviteCodes
        for (offset, var change) in changes.enumerated() {
            if seen.contains(change.id) {
                plan.duplicates += 1
                continue
            }
            seen.insert(change.id)
            // What the record says comes first: a record no device could have written is refused
            // whoever sends it, and its key is then known to name its kind and id for the rules below.
            if let fault = RecordJudge.fault(key: change.key, record: change.after)
                ?? RecordJudge.shapeFault(key: change.key, record: change.before) {
                plan.refused[change.id] = fault.message
                continue
            }
            let existing = current[change.key]
            // Read once here for the rules below: each is a date parse and a walk of the record.
            let sentFacts = sent?[offset] ?? RecordFacts(key: change.key, json: change.after)
            if !trusted, let reason = access.refusal(for: change, person: person, current: existing, facts: sentFacts) {
                plan.refused[change.id] = reason
                continue
            }
            // Not an access rule: the server's own changes are held to it too.
            let code = sentFacts.inviteCode
            if let code, let holder = codes[code], holder != .here(key: change.key) {
                plan.refused[change.id] = Self.codeTaken
                continue
            }
            let sent = change.after
            if let existing, existing.record == sent {
                // Already what the server holds (the same edit made twice, or a pulled change sent back,
                // such as office hours two devices closed at their end, naming the one who set them).
                plan.duplicates += 1
                continue
            }
            if let bound = SyncAccess.bound(change, current: existing, person: person) { change.after = bound }
            if !trusted {
                change.after = RecordAuthors.rewritten(change, current: existing, person: person)
                change.by = person.name
            }
            if let existing, existing.record == change.after {
                plan.duplicates += 1
                continue
            }
            // The pushing device takes the server's version back at its next pull (SyncEngine+Pull).
            change.rewritten = change.after == sent ? nil : true
            let facts = change.rewritten == nil ? sentFacts : RecordFacts(key: change.key, json: change.after)
            if let existing, existing.device != device, existing.record != change.before {
                plan.conflicts.append(conflict(.edit, id: change.id, first: existing, second: change))
            } else if change.before == nil, let neighbour = similar(to: change, facts: facts, among: context.neighbours, current: current) {
                plan.conflicts.append(conflict(.similar, id: change.id, first: neighbour, second: change))
            }
            plan.accept(change, facts: facts)
            if let code { codes[code] = .here(key: change.key) }
            current[change.key] = StoredRecord(key: change.key, record: change.after, device: device, person: person.name, seq: 0, facts: facts)
            access.note(change.key, facts: change.after == nil ? nil : facts)
        }
        return plan
    }

    /// Another device's live event of the same type for the same baby, starting within the window (or
    /// both sleeps still in progress); the nearest one.
    private func similar(to change: SyncChange, facts: RecordFacts, among neighbours: [StoredRecord], current: [String: StoredRecord]) -> StoredRecord? {
        guard facts.kind == "event", !facts.isDeleted, let start = facts.start else { return nil }
        let bothOpenSleeps = { (other: RecordFacts) in facts.isOpen && other.isOpen && facts.eventType == EventKind.sleep.rawValue }
        return neighbours.compactMap { current[$0.key] ?? $0 }
            .filter { record in
                let other = record.facts
                guard record.key != change.key, record.device != device, !other.isDeleted, other.babyID == facts.babyID,
                      other.eventType == facts.eventType, let otherStart = other.start else { return false }
                return abs(otherStart.timeIntervalSince(start)) <= Self.similarWindow || bothOpenSleeps(other)
            }
            .min { abs($0.facts.start!.timeIntervalSince(start)) < abs($1.facts.start!.timeIntervalSince(start)) }
    }

    private func conflict(_ kind: SyncConflict.Kind, id: String, first: StoredRecord, second: SyncChange) -> SyncConflict {
        SyncConflict(id: "c-" + id, kind: kind,
                     first: .init(device: first.device, person: first.person, key: first.key, record: first.record),
                     second: .init(device: device, person: person.name, key: second.key, record: second.after), createdAt: now)
    }
}
