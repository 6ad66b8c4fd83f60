import FoundationEssentials
import HushDomain
import HushLanguage
import HushServices

extension EventsHandler {
    /// How recently an event must have been told for "the last" to mean it as much as the latest in time.
    static let justTold: TimeInterval = 10 * 60

    /// "delete the last diaper" or "move the last diaper to 11:30" just after "he peed at eleven" was told
    /// late: the last diaper in time is the 2 PM poop, and the one just told is as likely meant; changing
    /// the first was a wrong edit. When the two differ and both are today's, the line is refused with
    /// their numbers, which name either.
    ///
    /// ```swift
    /// try refuseLastOfTwo(lastDiaper, found: poopAtTwo, baby: eddie, now: now)
    /// // throws: "the last diaper in time is #2, the poop at 2:00 PM, and the one told just now is #1, …"
    /// ```
    func refuseLastOfTwo(_ reference: EventReference, found: Event, baby: Baby, now: Date) throws {
        guard reference.target == .last else { return }
        let today = try todayEvents(baby: baby, now: now)
        // The last thing told, alone: events a script logged at one clock were all told at once, and none
        // of them is the one just told.
        guard let newest = today.map(\.createdAt).max(), today.filter({ $0.createdAt == newest }).count == 1,
              let told = today.first(where: { $0.createdAt == newest }), reference.kind.matches(told),
              now.timeIntervalSince(told.createdAt) <= Self.justTold, told.id != found.id, told.createdAt > found.createdAt,
              let toldNumber = today.firstIndex(where: { $0.id == told.id }), let foundNumber = today.firstIndex(where: { $0.id == found.id })
        else { return }
        let context = LogContext(now: now, calendar: session.calendar, babyID: baby.id, babyName: baby.name, loggedBy: session.person)
        let noun = reference.kind.name
        throw DomainError.notPossible("the last \(noun) in time is #\(foundNumber + 1), the \(EventEditor.name(found)) at \(context.text(found.start.utc)), "
                                      + "and the one told just now is #\(toldNumber + 1), the \(EventEditor.name(told)) at \(context.text(told.start.utc)); "
                                      + "say which by its number (for example 'move #\(toldNumber + 1) to 2pm' or 'delete #\(toldNumber + 1)')")
    }
}
