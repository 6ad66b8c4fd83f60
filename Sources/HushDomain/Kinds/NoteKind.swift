import FoundationEssentials

extension EventData {
    /// A note (`event_type` `note`): its text is the event's `notes`; the category ("Medication") is optional.
    ///
    /// ```json
    /// {"category":"Medication"}
    /// ```
    public struct Note: EventPayload {
        public var category: String?

        static let categoryField = EventDataField<Self>("category", .text { $0.category }, nullable: true, csv: .notes,
                                                    label: "category")
        public static let fields = [categoryField]
        public static let journalFields = fields

        public init(category: String?) { self.category = category }
        public init(data: JSONValue) throws { category = Self.categoryField.text(in: data) }

        public var eventData: EventData { .note(category: category) }
        public var noun: String { "note" }

        public func fillCSV(_ cells: inout CSVCells, event: Event) {
            // The same "Category: text" shape `note medication: ...` is typed in, so it reads back naturally.
            if let category, !category.isEmpty { cells.notes = cells.notes.isEmpty ? category : "\(category): \(cells.notes)" }
        }
    }
}
