import CLibQREncode
import Foundation

/// A QR code's modules, made by libqrencode (opened when a code is drawn): `dark[y][x]` for each module of
/// a square `width` wide, without the quiet zone (``HalfBlockDrawing`` adds it). Byte mode and error
/// correction level M: a link's mixed case rules out the denser alphanumeric mode, and M survives a phone
/// camera's glare on a screen.
///
/// ```swift
/// let code = try QRModules(encoding: "http://192.168.1.20:8080/app/link#Zk3…")
/// code.width           // 37 (version 5)
/// code.dark[0][0]      // true: the top-left finder pattern's corner
/// ```
struct QRModules: Equatable {
    /// The most a code may hold: a link is short, and a version-40 code (177 modules) is wider than any
    /// terminal; 1,000 bytes stays under what level M can hold at all (2,331).
    static let maximumBytes = 1_000

    let width: Int
    let dark: [[Bool]]

    init(encoding text: String) throws(QREncodingFailure) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= Self.maximumBytes else { throw .tooLong(limit: Self.maximumBytes) }
        guard let library = hush_qr_library_open() else { throw .notInstalled }
        let made = hush_qr_encode(library, Int32(bytes.count), bytes, QR_ECLEVEL_M)
        let reason = errno
        defer { hush_qr_free(library, made) }
        guard let code = made else { throw .library(String(cString: strerror(reason))) }
        let width = Int(code.pointee.width)
        self.width = width
        dark = (0..<width).map { y in (0..<width).map { x in hush_qr_module_is_dark(code, Int32(x), Int32(y)) } }
    }
}
