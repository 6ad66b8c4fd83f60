import Foundation

/// `hush-net qr`: the text on standard input (`add device`'s link, which holds a secret code and so never
/// travels in the arguments, where `ps` shows it) drawn as a QR code for a terminal, one line per two rows
/// of modules. `hush` runs it because only this program links libqrencode.
///
/// ```
/// printf '%s' "$link" | hush-net qr      # exit 0 and the drawing; exit 1 and the reason on stderr
/// ```
enum QRCommand {
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: hush-net qr < TEXT\n".utf8))
            return 2
        }
        // At most one byte past the limit is read: enough to know the text is too long.
        let input = FileHandle.standardInput.readData(ofLength: QRModules.maximumBytes + 1)
        let text = String(decoding: input, as: UTF8.self).trimmingCharacters(in: .newlines)
        do {
            let drawing = HalfBlockDrawing(try QRModules(encoding: text))
            FileHandle.standardOutput.write(Data((drawing.lines.joined(separator: "\n") + "\n").utf8))
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }
}
