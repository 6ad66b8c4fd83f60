/// Why a QR code could not be made, said to the person in place of the drawing (`hush-net qr` writes it on
/// standard error and exits 1).
///
/// ```swift
/// "\(QREncodingFailure.tooLong(limit: 1_000))"   // "the text is longer than a QR code drawn here holds (1000 bytes)"
/// ```
enum QREncodingFailure: Error, Equatable, CustomStringConvertible {
    case empty
    case tooLong(limit: Int)
    /// libqrencode returned no code; its `errno` in words.
    case library(String)
    /// libqrencode could not be opened: the drawing needs it at run time (Debian's libqrencode4).
    case notInstalled

    var description: String {
        switch self {
        case .empty: return "there is nothing to draw"
        case .tooLong(let limit): return "the text is longer than a QR code drawn here holds (\(limit) bytes)"
        case .library(let reason): return "libqrencode could not make the code (\(reason))"
        case .notInstalled: return "libqrencode is not installed (on Debian: apt-get install libqrencode4)"
        }
    }
}
