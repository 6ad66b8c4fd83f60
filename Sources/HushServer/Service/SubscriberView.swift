import Foundation
import HushKit

/// What a subscriber's device receives of a baby: what the family page shows (the name) and nothing the
/// page leaves out. The birth date is blank and the settings are the defaults, in both versions of each
/// change, so the record still reads as a baby on their device.
///
/// ```swift
/// let stripped = SubscriberView.baby(change)   // "birth_date": "", "settings": the defaults
/// ```
enum SubscriberView {
    /// A new baby's settings as the store writes them: what every subscriber's copy carries.
    static let defaultSettings: JSONValue = SyncChange.json(.baby(Baby(id: "-", name: "-", birthDate: "", createdAt: Date(timeIntervalSince1970: 0))))?["baby"]?["settings"] ?? .object([:])

    static func baby(_ change: ServerChange) -> ServerChange {
        var stripped = change
        stripped.change.before = change.change.before.map(strip)
        stripped.change.after = change.change.after.map(strip)
        return stripped
    }

    static func strip(_ record: JSONValue) -> JSONValue {
        guard case .object(var outer) = record, case .object(var baby)? = outer["baby"] else { return record }
        baby["birth_date"] = .string("")
        baby["settings"] = defaultSettings
        outer["baby"] = .object(baby)
        return .object(outer)
    }
}
