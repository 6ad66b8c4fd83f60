import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Renders each answer as one compact JSON object on one line (`--json`), for programs and voice
/// assistants. Every answer has `ok`; errors carry `error.message` and, when known, where.
///
/// ```json
/// {"event":{…},"message":"Logged pee at 3:00 PM","ok":true}
/// ```
public struct JSONRenderer: Sendable {
    public init() {}

    public func render(_ answer: any Answer) throws -> String {
        try answer.json()
    }

    public func error(message: String, source: String?, line: Int?, column: Int?) -> String {
        let payload = ErrorJSON(message: message, source: source, line: line, column: column)
        let data = (try? StoreFormat.encoder().encode(Reply(ok: false, error: payload))) ?? Data("{\"ok\":false}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The common answer: `ok` and whichever of these the answer fills.
    package struct Reply: Encodable {
        var ok = true
        var message: String?
        var event: Event?
        var baby: Baby?
        var status: StatusJSON?
        var today: TodayJSON?
        var clock: UTCDate?
        var deleted: [Event]?
        var theme: String?
        var notifications: [String: Bool]?
        var quietHours: String?
        var muted: [String]?
        var error: ErrorJSON?
        /// The record said back in Hush's language (``CanonicalPhrase``).
        var phrase: String?

        enum CodingKeys: String, CodingKey {
            case ok, message, event, baby, status, today, clock, deleted, theme, notifications, error, phrase
            case quietHours = "quiet_hours", muted
        }
    }

    package struct ErrorJSON: Encodable {
        var message: String
        var source: String?
        var line: Int?
        var column: Int?
    }
}
