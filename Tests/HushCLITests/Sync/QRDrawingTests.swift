import Foundation
import XCTest

/// `hush-net qr`, which draws `add device`'s link with libqrencode: the drawing, read back from its half
/// blocks into a bitmap, scans as the very link with a real reader (zbarimg), inside a light quiet zone
/// of four modules, black on white whatever the terminal's colours.
final class QRDrawingTests: XCTestCase {
    static var helper: URL { HushProcess.productsDirectory.appendingPathComponent("hush-net") }

    /// `hush-net qr` with `text` on standard input.
    func draw(_ text: String, arguments: [String] = []) throws -> HushProcess.Result {
        let process = Process()
        process.executableURL = Self.helper
        process.arguments = ["qr"] + arguments
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let drawn = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return HushProcess.Result(status: process.terminationStatus, stdout: drawn, stderr: problem)
    }

    func testDrawnLinksScanAsTheLinks() throws {
        let links = [
            "http://192.168.1.20:8080/app/link#Zk3aB-9x_QmT4rPq1LsVwY",
            "https://hush.example.org/app/link#" + String(repeating: "aZ09-_", count: 7) + "Q",
            "http://[::1]:41234/app/link#short",
        ]
        for link in links {
            let drawn = try draw(link)
            XCTAssertEqual(drawn.status, 0, drawn.stderr)
            XCTAssertEqual(try DrawnQRCode(drawn.stdout).decoded(), link)
        }
    }

    func testQuietZoneOfFourLightModulesAndBlackOnWhite() throws {
        let drawn = try draw("http://127.0.0.1:8080/app/link#Zk3aB-9x_QmT4rPq1LsVwY")
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        let code = try DrawnQRCode(drawn.stdout)
        let size = code.dark[0].count
        // An odd size: the last drawn line's lower half lies past the code, light like the quiet zone.
        XCTAssertEqual(code.dark.count, size + 1)
        XCTAssertTrue(code.dark.allSatisfy { $0.count == size }, "every line is as wide as the code")
        for index in 0..<size {
            for edge in [0, 1, 2, 3] {
                XCTAssertFalse(code.dark[edge][index] || code.dark[size - 1 - edge][index], "quiet zone row \(edge) dark at \(index)")
                XCTAssertFalse(code.dark[index][edge] || code.dark[index][size - 1 - edge], "quiet zone column \(edge) dark at \(index)")
            }
        }
        // The finder pattern's corner sits right inside the quiet zone.
        XCTAssertTrue(code.dark[4][4])
        // Each line sets black (16) on white (231) itself and gives the terminal its colours back.
        XCTAssertTrue(code.colours.allSatisfy { $0 == ["38;5;16;48;5;231", "0"] }, "\(code.colours)")
    }

    func testNothingOrTooMuchToDrawIsRefusedInWords() throws {
        let empty = try draw("")
        XCTAssertEqual(empty.status, 1)
        XCTAssertEqual(empty.stdout, "")
        XCTAssertEqual(empty.stderr, "there is nothing to draw\n")

        let long = try draw("http://example.org/" + String(repeating: "x", count: 2_000))
        XCTAssertEqual(long.status, 1)
        XCTAssertEqual(long.stdout, "")
        XCTAssertEqual(long.stderr, "the text is longer than a QR code drawn here holds (1000 bytes)\n")

        let stray = try draw("http://example.org/", arguments: ["http://example.org/"])
        XCTAssertEqual(stray.status, 2)
        XCTAssertTrue(stray.stderr.hasPrefix("usage: hush-net qr"), stray.stderr)
    }
}
