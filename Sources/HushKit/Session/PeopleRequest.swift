import FoundationEssentials

/// One people command being run: who asks, when, its line, the ids its new records take, and what every
/// command about the circle does: find the baby and its circle, answer, commit a change. Each command's
/// handler (`PeopleHandler.invite(_:as:days:_:)`, …) takes it.
///
/// ```swift
/// let request = PeopleRequest(handler: self, line: line, now: now)
/// let (baby, circle) = try request.baby()
/// return try request.commit("Revoked the invite …", changes)
/// ```
struct PeopleRequest {
    let handler: PeopleHandler
    let line: ParsedLine
    let now: Date
    /// Who asks, as the command began (`i am NAME` changes the session's person, not the one it is by).
    let person: String
    let ids: RecordIDSequence

    init(handler: PeopleHandler, line: ParsedLine, now: Date) {
        self.handler = handler
        self.line = line
        self.now = now
        person = handler.session.person
        ids = RecordIDSequence(after: handler.store, now: now)
    }

    func answer(_ outcome: PeopleOutcome) -> any Answer {
        PeopleAnswer(view: outcome, calendar: handler.session.calendar, now: now)
    }

    /// A change to the circle: a journal `set` entry, outside undo, by the person who asked.
    func commit(_ summary: String, _ changes: [RecordChange]) throws -> any Answer {
        try handler.store.commit(action: .set, summary: summary, changes: changes, at: now, by: person)
        return RecordedAnswer(summary: summary, event: nil, baby: nil)
    }

    /// The baby the line is about and its circle. A baby the person isn't connected to is found too, so
    /// the answer is "not connected", not "unknown".
    func baby() throws -> (Baby, BabyCircle) {
        guard let baby = try handler.accessedBaby(line) else {
            _ = try handler.selection.resolve(named: line.babyName, range: line.babyNameRange)
            throw DomainError.noBaby
        }
        var circle = BabyCircle(baby: baby, state: handler.store.state, now: now)
        circle.me = handler.linkedPerson
        return (baby, circle)
    }
}
