import FoundationEssentials

extension EventData {
    /// A diaper change (`event_type` `diaper`): what it held, or `null` for a change recorded without it
    /// (imported from an app that allowed that).
    ///
    /// ```json
    /// {"contents":"both"}
    /// ```
    public struct Diaper: EventPayload {
        public var contents: DiaperContents?

        static let contentsField = EventDataField<Self>("contents", .text { $0.contents?.rawValue }, nullable: true,
                                                    csv: .column("diaper_contents"), label: "contents",
                                                    absent: "— (not recorded)")
        public static let fields = [contentsField]
        public static let journalFields = fields

        public init(contents: DiaperContents?) { self.contents = contents }

        /// The key must be there: `null` says "not recorded", a missing key says the record is damaged.
        public init(data: JSONValue) throws {
            if Self.contentsField.json(in: data)?.isNull == true {
                contents = nil
            } else {
                guard let known = Self.contentsField.text(in: data).flatMap(DiaperContents.init(rawValue:)) else {
                    throw JSONField.Malformed(what: "diaper contents")
                }
                contents = known
            }
        }

        public var eventData: EventData { .diaper(contents) }
        public var noun: String { "diaper" }
        public var title: String { contents.map { "diaper (\($0.label))" } ?? "diaper" }
        public func briefName(in units: Volume.Unit) -> String { contents?.label ?? "diaper" }
        public var amountsNote: String { contents.map { ", \($0.label)" } ?? "" }

        /// A change recorded without its contents counts as neither.
        public func trendsMeasure(of event: Event) -> TrendsMeasure {
            guard let contents else { return .logged }
            return TrendsMeasure(wet: contents != .dirty, dirty: contents != .wet)
        }
    }
}
