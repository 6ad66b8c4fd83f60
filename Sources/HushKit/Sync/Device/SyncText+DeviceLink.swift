import FoundationEssentials

/// `add device` for a person: what to do with the link, until when, the link on a line of its own (to
/// copy), the QR code below it on a terminal, and what the phone becomes.
///
/// ```
/// Scan the code with the phone's camera, or open the link on the phone; it works once, until 3:12 PM:
/// http://192.168.1.20:8080/app/link#Zk3…
/// ████ (the code) ████
/// The phone becomes one of your devices: 'devices' lists it, 'revoke device ID' ends it.
/// ```
extension SyncText {
    func deviceLink(_ offer: DeviceLinkOffer) -> String {
        var lines: [String] = []
        switch offer.drawing {
        case .lines(let drawing):
            lines = ["Scan the code with the phone's camera, or open the link on the phone; it works once, until \(offer.until):",
                     offer.link] + drawing
        case .unavailable(let reason):
            lines = ["Open this link on the phone; it works once, until \(offer.until):", offer.link, style.dim("(\(reason))")]
        case .none:
            lines = ["Open this link on the phone; it works once, until \(offer.until):", offer.link]
        }
        lines.append("The phone becomes one of your devices: 'devices' lists it, 'revoke device ID' ends it.")
        return lines.joined(separator: "\n")
    }
}
