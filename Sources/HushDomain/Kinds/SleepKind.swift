import FoundationEssentials

extension EventData {
    /// A sleep (`event_type` `sleep`): everything it says is its start and end, so its `data` is `{}`.
    ///
    /// ```swift
    /// EventData.sleep.payload.noun   // "sleep"
    /// ```
    public struct Sleep: EventPayload {
        public static let fields: [EventDataField<Self>] = []
        public static let journalFields: [EventDataField<Self>] = []

        public init() {}
        public init(data: JSONValue) throws {}

        public var eventData: EventData { .sleep }
        public var noun: String { "sleep" }

        public func fillCSV(_ cells: inout CSVCells, event: Event) {
            cells.duration = CSVCells.minutes(event)
        }

        public func trendsMeasure(of event: Event) -> TrendsMeasure { TrendsMeasure(sleepSpan: true) }
    }
}
