import FoundationEssentials

/// A field's description without its payload type, for tests and documentation tools.
///
/// ```swift
/// EventData.sleep.payload.fieldSummary   // []; a diaper's is [contents, null allowed, "contents"]
/// ```
public struct EventFieldSummary: Equatable, Sendable {
    public var key: String
    public var nullable: Bool
    public var label: String?
}

extension EventPayload {
    public var fieldSummary: [EventFieldSummary] {
        Self.fields.map { EventFieldSummary(key: $0.key, nullable: $0.nullable, label: $0.label) }
    }
}
