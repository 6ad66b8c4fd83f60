import Foundation
import XCTest

/// A QR code as a terminal shows it (`hush-net qr`, `add device`), read back into modules and decoded by a
/// real reader: each character is two modules (▀ top, ▄ bottom, █ both, space neither), the bitmap is
/// written as a PGM file at four pixels a module, and `zbarimg` (Debian's zbar-tools) decodes it.
///
/// ```swift
/// let code = try DrawnQRCode(drawing)
/// XCTAssertEqual(try code.decoded(), link)
/// ```
struct DrawnQRCode {
    /// The character for a cell the drawing had, which no QR drawing holds.
    struct StrayCharacter: Error, CustomStringConvertible {
        var character: Character
        var line: Int
        var description: String { "line \(line + 1) of the drawing holds \(String(reflecting: character)), not a half block" }
    }

    /// `dark[y][x]`, quiet zone included, two rows per drawn line.
    let dark: [[Bool]]
    /// The SGR sequences each line set, in order ("38;5;16;48;5;231", "0").
    let colours: [[String]]

    init(_ drawing: String) throws {
        var dark: [[Bool]] = [], colours: [[String]] = []
        for (number, line) in drawing.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            var top: [Bool] = [], bottom: [Bool] = [], sequences: [String] = []
            var characters = Substring(line)
            while let character = characters.popFirst() {
                if character == "\u{1B}", characters.first == "[" {
                    let parameters = characters.dropFirst().prefix { $0 != "m" }
                    sequences.append(String(parameters))
                    characters = characters.dropFirst(parameters.count + 2)
                    continue
                }
                switch character {
                case "█": top.append(true); bottom.append(true)
                case "▀": top.append(true); bottom.append(false)
                case "▄": top.append(false); bottom.append(true)
                case " ": top.append(false); bottom.append(false)
                default: throw StrayCharacter(character: character, line: number)
                }
            }
            dark += [top, bottom]
            colours.append(sequences)
        }
        self.dark = dark
        self.colours = colours
    }

    /// A binary PGM of the modules, `scale` pixels a module (0 black, 255 white).
    func pgm(scale: Int = 4) -> Data {
        let width = (dark.map(\.count).max() ?? 0) * scale
        var bytes = Array("P5\n\(width) \(dark.count * scale)\n255\n".utf8)
        for row in dark {
            let pixels = row.flatMap { Array(repeating: $0 ? UInt8(0) : 255, count: scale) }
            let padded = pixels + Array(repeating: 255, count: width - pixels.count)
            for _ in 0..<scale { bytes += padded }
        }
        return Data(bytes)
    }

    /// What `zbarimg` reads in the bitmap; skips where zbar-tools is not installed (CI installs it).
    func decoded() throws -> String {
        guard let reader = Self.zbarimg else {
            throw XCTSkip("zbarimg (Debian's zbar-tools) is needed to read the drawn QR code back: apt-get install zbar-tools")
        }
        let file = NSTemporaryDirectory() + "hush-qr-\(UUID().uuidString).pgm"
        try pgm().write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: reader)
        process.arguments = ["--nodbus", "--raw", "-q", file]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // zbarimg exits 4 when it found no code at all.
        XCTAssertEqual(process.terminationStatus, 0, "zbarimg found no QR code in the drawing")
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    static var zbarimg: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map { $0 + "/zbarimg" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
