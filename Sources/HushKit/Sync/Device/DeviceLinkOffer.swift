import FoundationEssentials

/// What `add device` shows, before rendering: the link a phone opens to become a device of this person,
/// when it stops working, and its QR code when there is a terminal to draw it on.
///
/// ```swift
/// DeviceLinkOffer(link: "http://192.168.1.20:8080/app/link#Zk3…", expiresAt: expiry, until: "3:12 PM", drawing: .none)
/// ```
public struct DeviceLinkOffer: Sendable, Equatable {
    /// The server's address followed by the answer's `path` (`/app/link#CODE`).
    public var link: String
    public var expiresAt: Date
    /// When it stops working on the household's clock: "3:12 PM" ("3:12 PM in America/New_York" when the
    /// household's zone is not this device's).
    public var until: String
    public var drawing: Drawing

    public init(link: String, expiresAt: Date, until: String, drawing: Drawing) {
        self.link = link
        self.expiresAt = expiresAt
        self.until = until
        self.drawing = drawing
    }

    /// The QR code, as far as there is one.
    public enum Drawing: Sendable, Equatable {
        /// No terminal to draw on (output piped, `--json`): the link alone.
        case none
        /// The drawing's lines (``QRCodeDrawer``).
        case lines([String])
        /// A terminal, but no drawing; why, in words (``QRCodeUnavailable``).
        case unavailable(String)
    }
}
