import HushDomain
import HushLanguage
import HushStore
import HushServices
/// ANSI styling, or none. Colours follow the PRD palette (sleep #9B8AA5, eat #7BAE7F, diaper #E5C07B)
/// as 24-bit escapes; with colour off every function returns its text unchanged.
///
/// ```swift
/// let style = TextStyle(enabled: true)
/// style.kind(.sleep, "Sleep")   // "\u{1B}[38;2;155;138;165mSleep\u{1B}[0m"
/// ```
public struct TextStyle: Sendable {
    public var enabled: Bool
    /// For a dark room at night (`set theme dark`, or `auto` after 8 PM): colours at 60%, nothing bold.
    public var night = false

    public init(enabled: Bool, night: Bool = false) {
        self.enabled = enabled
        self.night = night
    }

    public func wrap(_ code: String, _ text: String) -> String {
        guard enabled else { return text }
        // Written with the process's stand-in for ESC, which only the output turns into ESC (``TerminalText``).
        let escape = TerminalText.styleEscape
        return "\(escape)[\(night ? dimmed(code) : code)m\(text)\(escape)[0m"
    }

    /// Scales 24-bit colours down and drops bold, so nothing glares in the dark.
    private func dimmed(_ code: String) -> String {
        var parts = code.split(separator: ";").map(String.init)
        if let index = parts.firstIndex(of: "38"), parts.count > index + 4, parts[index + 1] == "2" {
            for channel in index + 2...index + 4 { parts[channel] = String(Int(Double(parts[channel]) ?? 0) * 6 / 10) }
        }
        parts.removeAll { $0 == "1" }
        return parts.isEmpty ? "2" : parts.joined(separator: ";")
    }

    /// The kind's colour is looked up only when it is shown: it comes with all the kind's words, and a
    /// month's trends table asks for it 300 times.
    public func kind(_ kind: EventKind, _ text: String) -> String { enabled ? wrap(kind.colour, text) : text }

    /// PRD 9: green, yellow at 30 minutes, red at 15, grey struck through once expired.
    public func countdown(_ urgency: BottleSafety.Urgency?, _ text: String) -> String {
        switch urgency {
        case .fresh?: return wrap("38;2;123;174;127", text)
        case .soon?: return wrap("38;2;229;192;123", text)
        case .urgent?: return wrap("1;38;2;224;108;117", text)
        case .expired?: return wrap("9;2", text)
        case nil: return text
        }
    }

    public func error(_ text: String) -> String { wrap("1;31", text) }
    public func dim(_ text: String) -> String { wrap("2", text) }
    public func bold(_ text: String) -> String { wrap("1", text) }
    public func caret(_ text: String) -> String { wrap("1;32", text) }
}
