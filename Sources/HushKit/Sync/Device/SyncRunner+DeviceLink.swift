import FoundationEssentials

/// `add device` over the network: asks the server for a single-use link (`POST /v1/device-links`) and has
/// it drawn as a QR code where the session has a drawer.
extension SyncRunner {
    func deviceLink(zone: String?) throws -> DeviceLinkOffer {
        let state = try linkedState()
        let reply = try client(state).deviceLink()
        // The link is printed and drawn as given, so it must be what the contract says it is: an absolute
        // path of visible ASCII ending in `#CODE`, the code URL-safe, and a UTC time.
        guard Self.isURLSafe(reply.code), reply.path.hasPrefix("/"), reply.path.hasSuffix("#" + reply.code),
              reply.path.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }),
              let expiry = UTCText.parse(reply.expiresAt) else {
            throw SyncError.badReply("POST /v1/device-links")
        }
        let link = state.server! + reply.path
        let household = zone.flatMap { ZoneRules.named($0) }.map(ZonedCalendar.init(zone:)) ?? session.calendar
        var until = TimeText.clock(expiry, calendar: household, now: session.now)
        // The zone by name: Foundation's abbreviations are "GMT-5" on Linux, which says less than the name.
        if household.identifier != session.calendar.identifier { until += " in " + household.identifier }
        let drawing: DeviceLinkOffer.Drawing
        if let drawer = session.qrCodes {
            do {
                drawing = .lines(try drawer.draw(link))
            } catch {
                drawing = .unavailable("\(error)")
            }
        } else {
            drawing = .none
        }
        return DeviceLinkOffer(link: link, expiresAt: expiry, until: until, drawing: drawing)
    }

    /// Letters, digits, `-` and `_` (base64url), at least one.
    static func isURLSafe(_ code: String) -> Bool {
        !code.isEmpty && code.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}
