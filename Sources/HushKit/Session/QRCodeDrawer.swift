import FoundationEssentials

/// Draws a QR code for the terminal: the session is given one by the program whose output is a terminal
/// (`hush`'s runs `hush-net qr`, the only program that links libqrencode); elsewhere there is none, and
/// `add device` prints its link without a drawing.
///
/// ```swift
/// session.qrCodes = SubprocessQRCodeDrawer(columns: 80)
/// let lines = try session.qrCodes?.draw("http://192.168.1.20:8080/app/link#Zk3…")   // 23 lines
/// ```
public protocol QRCodeDrawer {
    /// The drawing's lines, its colours written with ``TerminalText/styleEscape`` so the output's escaping
    /// lets them through. Throws ``QRCodeUnavailable`` with the reason when there can be no drawing.
    func draw(_ text: String) throws -> [String]
}
