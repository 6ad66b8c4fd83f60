/// Every view an answer can be, one case each, so that what is said aloud can be held to the same rules
/// everywhere: every ``Answer`` names its view (a new answer must), and `SpokenViewRulesTests` switches over
/// every case (a new case must be walked there). A view is a way of answering, not a type: one answer
/// type may have several (``PeopleOutcome``'s cases, a table or stripes of trends).
///
/// ```swift
/// StatusAnswer(dashboard: dashboard, calendar: calendar).spokenView   // .status
/// ```
public enum SpokenView: String, CaseIterable, Sendable {
    case recorded, status, quickStats, today, timeline, trends, stripes
    case napWindow, napWhileAsleep, napBeforeAnyWake
    case foods, stash, reminders, settings, help, explanation, question, eventDetails, deleted
    case document, export, storeCheck, predictionStats, clock, quit
    case whoami, invite, invites, people, officeHours, inbox, babies, handover
    case routineCatalog, routineProfile, routineDay, routineEmpty, routineStrip, routineCards, routineDraft, routineOnboarding
    case synced, serverSet, conflicts, resolved, joined, devices, revoked, deviceLink
}
