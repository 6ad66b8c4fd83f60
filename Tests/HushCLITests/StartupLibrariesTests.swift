import Foundation
import XCTest

/// What the dynamic loader maps before `hush` runs a line. Each shared library costs every command its
/// mapping, relocation and version checks (about 0.1 ms of processor time each here), so the libraries only
/// one mode needs are not among them: libedit (and libtinfo, libbsd, libmd under it) is linked from its
/// static archive (REPLTests edit lines with it), and libqrencode is opened when `add device` draws its
/// code (QRDrawingTests draws one and scans it). Nor is Foundation beyond FoundationEssentials: ICU and
/// the rest of Foundation are `hush-net`'s alone (a test build links them as shared libraries, so they
/// would show here; InstallTests looks for ICU's data in the installed programs).
final class StartupLibrariesTests: XCTestCase {
    /// Libraries that `hush` once loaded at start and must not again.
    static let notAtStart = ["libedit.so", "libtinfo.so", "libbsd.so", "libmd.so", "libqrencode.so",
                             "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
                             "libFoundationNetworking.so", "libFoundationXML.so"]

    func testHushLoadsNeitherLibeditNorLibqrencodeNorICUAtStart() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        ldd.arguments = [HushProcess.binary.path]
        let output = Pipe()
        ldd.standardOutput = output
        ldd.standardError = output
        try ldd.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        XCTAssertEqual(ldd.terminationStatus, 0, listed)
        let names = InstallTests.libraries(inLdd: listed).map(\.name)
        XCTAssertTrue(names.contains("libc.so.6"), "ldd was not read:\n\(listed)")
        for library in Self.notAtStart {
            XCTAssertFalse(names.contains { $0.hasPrefix(library) }, "hush loads \(library) at start:\n\(listed)")
        }
    }

}
