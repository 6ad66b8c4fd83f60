import Foundation
import HushKit

/// The phone app's messages (README, On your phone), beside the sync protocol's own (``SyncMessages``).
///
/// ```
/// POST /app/link    {"code"}    → {"ok": true, "person", "household"}   and the cookie
/// POST /app/undo    {"action"}  → the reply of /v1/say
/// POST /v1/device-links         → {"code", "expires_at", "path"}
/// ```
enum AppMessages {
    /// `POST /app/link`: the code from a link `add device` made.
    struct Link: Codable, Sendable {
        var code: String
    }

    /// `POST /app/undo`: the `action` a reply of `/v1/say` gave.
    struct Undo: Codable, Sendable {
        var action: String
    }

    /// `POST /app/join` and `POST /app/link`: who the phone is now; the token went into the cookie.
    struct SignedIn: Encodable, Sendable {
        var ok = true
        var person: String
        var household: String
    }

    /// `POST /v1/device-links`: a link for `add device` to print (`<server>` + `path`).
    struct DeviceLinkGrant: Encodable, Sendable {
        var code: String
        var expiresAt: String
        /// The code after `#`: a browser never sends it to a server, so it reaches no log or `Referer`.
        var path: String

        enum CodingKeys: String, CodingKey {
            case code, path
            case expiresAt = "expires_at"
        }
    }

    /// `GET /app/me`: who the cookie (or token) speaks for, and what the page needs to draw itself.
    struct Me: Encodable, Sendable {
        var person: String
        var device: String
        var household: String
        /// The highest role the person has with any baby; nil when they belong to none.
        var role: String?
        var babies: [Baby]
        /// The page was reached over HTTPS: installing and working offline need it (or localhost).
        var tls: Bool
        var saidAtLimitHours = SaidAtBounds.oldest / 3600

        struct Baby: Encodable, Sendable {
            var id: String
            var name: String
        }

        enum CodingKeys: String, CodingKey {
            case person, device, household, role, babies, tls
            case saidAtLimitHours = "said_at_limit_hours"
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(person, forKey: .person)
            try container.encode(device, forKey: .device)
            try container.encode(household, forKey: .household)
            // Always there, null for no role: the page tells "belongs to no baby yet" from a missing field.
            if let role { try container.encode(role, forKey: .role) } else { try container.encodeNil(forKey: .role) }
            try container.encode(babies, forKey: .babies)
            try container.encode(tls, forKey: .tls)
            try container.encode(saidAtLimitHours, forKey: .saidAtLimitHours)
        }
    }

    /// `GET /v1/news`: other devices' changes in words, newest last.
    struct News: Encodable, Sendable {
        /// The household's latest sequence number: the next request's `after`.
        var latest: Int
        var items: [NewsItem]
    }

    struct NewsItem: Encodable, Sendable, Equatable {
        var seq: Int
        /// Who made the change, as their name is shown.
        var person: String
        /// "Logged pee at 3:02 AM": plain text, control characters escaped (``TerminalText``).
        var text: String
        /// When the change was made, ISO 8601 UTC.
        var at: String
    }
}
