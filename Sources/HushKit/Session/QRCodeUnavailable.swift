/// Why a link is printed without its QR code, said in place of the drawing.
///
/// ```swift
/// "\(QRCodeUnavailable.narrowTerminal(needs: 45, has: 30))"
/// // "the QR code needs a terminal 45 columns wide and this one has 30; widen it and run 'add device' again"
/// ```
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
