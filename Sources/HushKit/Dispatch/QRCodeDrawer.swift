import Foundation

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

/// Why a link is printed without its QR code, said in place of the drawing.
public enum QRCodeUnavailable: Error, Equatable, CustomStringConvertible {
    /// The terminal is narrower than the drawing: a wrapped code scans as nothing.
    case narrowTerminal(needs: Int, has: Int)
    /// The drawing program failed or is missing; its reason.
    case drawingFailed(String)

    public var description: String {
        switch self {
        case .narrowTerminal(let needs, let has):
            return "the QR code needs a terminal \(needs) columns wide and this one has \(has); widen it and run 'add device' again"
        case .drawingFailed(let reason): return "no QR code could be drawn (\(reason))"
        }
    }
}
