import FoundationEssentials

/// The session's own commands: settings, the clock and the zone, help, `explain`, and leaving.
///
/// ```swift
/// try SettingsHandler(session: session).run(try parser.parse("settings"), now: session.now)   // SettingsAnswer
/// ```
struct SettingsHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        switch line.command {
        case .settings, .set:
            return try runSettings(line, now: now)
        case .help(let topic):
            return HelpAnswer(text: try HelpText.text(for: topic))
        case .explain(let text):
            let parsed = try CommandParser(knownNames: session.babyNames).parse(text)
            return ExplanationAnswer(meaning: CommandMeaning.describe(parsed))
        case .clock(let move):
            session.fixedNow = try ClockMoveRule.apply(move, now: now, calendar: session.calendar)
            return ClockAnswer(instant: session.now, calendar: session.calendar, movedZone: false)
        case .timeZone(let name, let range):
            guard let zone = ZoneRules.named(name) else {
                throw DomainError.unknownZone(name, suggestion: Suggestion.closest(to: name, in: ZoneRules.knownIdentifiers(), maxDistance: 3), range)
            }
            session.calendar = ZonedCalendar(zone: zone)
            return ClockAnswer(instant: now, calendar: session.calendar, movedZone: true)
        case .quit:
            return QuitAnswer()
        default:
            throw UnhandledCommand(command: line.command)
        }
    }
}
