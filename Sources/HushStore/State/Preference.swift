import FoundationEssentials
import HushDomain

/// A small named choice kept in the store, such as which baby is selected.
public struct Preference: Codable, Hashable, Sendable {
    public var key: String
    public var value: String?

    public init(key: String, value: String?) {
        self.key = key
        self.value = value
    }

    public static let selectedBaby = "selected_baby"
    /// When the baby was selected, in seconds since 1970: a line said after it is about that baby, whatever
    /// was told of another before (``DispatchContext/lineBaby(_:now:)``).
    public static let selectedBabyAt = "selected_baby_at"
}
