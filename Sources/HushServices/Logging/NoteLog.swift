import HushDomain
import HushLanguage
import HushStore
/// Notes (dashboard spec): free text, with a category when it starts with one ("medication: …").
///
/// ```swift
/// try NoteLog(context: context).log("medication: vitamin D 400 IU").summary
/// // "Noted Medication · vitamin D 400 IU"
/// ```
public struct NoteLog: Sendable {
    public let context: LogContext

    public init(context: LogContext) { self.context = context }

    public func log(_ text: String) throws -> LogResult {
        let (category, body) = NoteText.split(text)
        var event = context.newEvent(start: context.now, end: context.now, data: .note(category: category))
        event.notes = body
        return .created(event, "Noted \(NoteText.listing(category: category, text: body))")
    }
}
