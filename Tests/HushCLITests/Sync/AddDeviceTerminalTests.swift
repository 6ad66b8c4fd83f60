import Foundation
import XCTest

/// `add device` at a real terminal (a pseudo-terminal): below the link, the QR code hush-net drew, which
/// read back from the screen's bytes and decoded by zbarimg is the very link printed above it.
final class AddDeviceTerminalTests: XCTestCase {
    /// `hush add device` for `device` on a terminal `columns` wide; its exit status and every byte it wrote.
    private func addDevice(_ device: SyncDevice, columns: UInt16) throws -> (status: Int32, screen: String) {
        let arguments = ["--store", device.store.path, "--as", device.person, "--now", AddDeviceScenarios.now, "add device"]
        let environment = HushProcess.environment(for: arguments, extra: ["HUSH_AUTOSYNC": "0", "TERM": "xterm-256color"])
        let terminal = try PseudoTerminal(executable: HushProcess.binary, arguments: arguments, environment: environment,
                                          columns: columns, rows: 50)
        let status = try terminal.waitForExit()
        return (status, String(decoding: terminal.raw, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
    }

    func testTheDrawnCodeScansAsThePrintedLink() throws {
        let server = try SyncServerProcess.start(environment: AddDeviceScenarios.environment)
        let gavin = try AddDeviceScenarios.gavin(server)
        let (status, screen) = try addDevice(gavin, columns: 80)
        XCTAssertEqual(status, 0, screen)
        let lines = screen.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Scan the code with the phone's camera, or open the link on the phone; it works once, until 3:10 PM:")
        let link = try XCTUnwrap(lines.first { $0.hasPrefix(server.url + "/app/link#") }, screen)
        let drawing = lines.filter { $0.contains("\u{1B}[38;5;16;48;5;231m") }
        XCTAssertGreaterThan(drawing.count, 10, "no QR code under the link:\n\(screen)")
        XCTAssertEqual(lines.count, drawing.count + 3, "the prompt, the link, the drawing and the closing line:\n\(screen)")
        XCTAssertEqual(lines.last, AddDeviceScenarios.closing)
        XCTAssertEqual(try DrawnQRCode(drawing.joined(separator: "\n")).decoded(), link)
        // The phone can still open it: drawing it used nothing up.
        XCTAssertEqual(try AppLinkRequest.redeem(link).status, 200)
    }

    func testATerminalTooNarrowForTheCodeSaysSoInstead() throws {
        let server = try SyncServerProcess.start(environment: AddDeviceScenarios.environment)
        let gavin = try AddDeviceScenarios.gavin(server)
        let (status, screen) = try addDevice(gavin, columns: 30)
        XCTAssertEqual(status, 0, screen)
        XCTAssertFalse(screen.contains("▀") || screen.contains("█"), "a wrapped code scans as nothing:\n\(screen)")
        assertContains(screen, "columns wide and this one has 30; widen it and run 'add device' again")
        assertContains(screen, "Open this link on the phone; it works once, until 3:10 PM:")
    }
}
