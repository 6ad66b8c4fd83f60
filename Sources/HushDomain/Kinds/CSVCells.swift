import FoundationEssentials

/// The cells of one CSV export row that depend on the event's kind, filled by the kind's payload
/// (``EventPayload/fillCSV(_:event:)``); the export adds the date, time, kind and who logged it.
///
/// ```swift
/// var cells = CSVCells(notes: event.notes ?? "")
/// event.data.payload.fillCSV(&cells, event: event)
/// cells.noteColumn   // "breast L+R; fussy at first"
/// ```
public struct CSVCells: Sendable {
    public var duration = ""
    public var prepared = ""
    public var consumed = ""
    public var contents = ""
    /// What the columns cannot say, in order, before the event's notes.
    public var markers: [String] = []
    public var notes: String

    public init(notes: String) { self.notes = notes }

    /// The export's `notes` column: the markers, then the notes, joined by `; `.
    public var noteColumn: String { (markers + (notes.isEmpty ? [] : [notes])).joined(separator: "; ") }

    /// A kind-specific column by its header name (the names in ``EventDataField/CSVPlace/column(_:)``).
    public subscript(column: String) -> String {
        get {
            switch column {
            case "duration_minutes": return duration
            case "amount_prepared_oz": return prepared
            case "amount_consumed_oz": return consumed
            default: return contents
            }
        }
        set {
            switch column {
            case "duration_minutes": duration = newValue
            case "amount_prepared_oz": prepared = newValue
            case "amount_consumed_oz": consumed = newValue
            default: contents = newValue
            }
        }
    }

    /// Whole minutes from start to end, or empty while the event is still going.
    public static func minutes(_ event: Event) -> String {
        guard let end = event.end else { return "" }
        return String(max(0, Int((end.utc.timeIntervalSince(event.start.utc) / 60).rounded())))
    }

    /// Ounces to at most two decimals, trailing zeros dropped: `4`, `4.5`, `4.06`. Two decimals is 0.3 ml,
    /// finer than any bottle's markings, so a millilitre amount loses nothing a caregiver measured.
    /// Integer arithmetic rather than `String(format:)`, which is slow and goes through CoreFoundation.
    /// Past 10^13 ounces (a damaged or hostile record) the number is written as Swift writes it (`1e+300`).
    public static func ounces(_ value: Double) -> String {
        // Negative and NaN amounts read as none.
        let amount = value > 0 ? value : 0
        guard amount < 1e13 else { return "\(amount)" }
        let hundredths = Int((amount * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
