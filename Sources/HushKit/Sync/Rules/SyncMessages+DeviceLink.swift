import FoundationEssentials

extension SyncMessages {
    /// `POST /v1/device-links`'s answer: a code that makes one new device of the caller's person, once,
    /// until `expires_at`; the phone opens the server's address followed by `path` (`/app/link#CODE`:
    /// after `#`, so the code never reaches a log or a Referer).
    ///
    /// ```swift
    /// let offer = try client.deviceLink()   // code "Zk3…", expires_at "2026-01-02T20:10:00Z", path "/app/link#Zk3…"
    /// ```
    public struct DeviceLink: Codable, Sendable {
        public var code: String
        public var expiresAt: String
        public var path: String

        public init(code: String, expiresAt: String, path: String) {
            self.code = code
            self.expiresAt = expiresAt
            self.path = path
        }

        enum CodingKeys: String, CodingKey {
            case code, path
            case expiresAt = "expires_at"
        }
    }
}
