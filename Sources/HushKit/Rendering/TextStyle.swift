/// ANSI styling, or none. Colours follow the PRD palette (sleep #9B8AA5, eat #7BAE7F, diaper #E5C07B)
/// as 24-bit escapes; with colour off every function returns its text unchanged.
///
/// ```swift
/// let style = TextStyle(enabled: true)
/// style.kind(.sleep, "Sleep")   // "\u{1B}[38;2;155;138;165mSleep\u{1B}[0m"
/// ```
public struct TextStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    func wrap(_ code: String, _ text: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func kind(_ kind: EventKind, _ text: String) -> String {
        switch kind {
        case .sleep: return wrap("38;2;155;138;165", text)
        case .eat: return wrap("38;2;123;174;127", text)
        case .diaper: return wrap("38;2;229;192;123", text)
        case .note: return wrap("2", text)
        }
    }

    public func error(_ text: String) -> String { wrap("1;31", text) }
    public func dim(_ text: String) -> String { wrap("2", text) }
    public func bold(_ text: String) -> String { wrap("1", text) }
    public func caret(_ text: String) -> String { wrap("1;32", text) }
}
