import Foundation
import XCTest
import HushDomain

/// `SystemTimeZone` reads the zone `/etc/localtime` links to (else the one `/etc/timezone` names, else
/// UTC) on every command run without `--tz` or `TZ`. Held here to the names the link can give, and to
/// Foundation's answer for this machine's own link.
final class SystemTimeZoneTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func link(to target: String) throws -> String {
        let path = folder.appendingPathComponent("localtime-\(UUID().uuidString)").path
        XCTAssertEqual(symlink(target, path), 0)
        return path
    }

    func testALinkIntoTheZoneDatabaseNamesItsZone() throws {
        XCTAssertEqual(SystemTimeZone.identifier(link: try link(to: "/usr/share/zoneinfo/America/New_York")), "America/New_York")
        XCTAssertEqual(SystemTimeZone.identifier(link: try link(to: "../usr/share/zoneinfo/Etc/UTC")), "Etc/UTC")
        XCTAssertEqual(SystemTimeZone.identifier(link: try link(to: "/usr/share/zoneinfo/Asia/Kolkata")), "Asia/Kolkata")
        XCTAssertEqual(SystemTimeZone.current(link: try link(to: "/usr/share/zoneinfo/America/New_York")).identifier, "America/New_York")
    }

    func testAnythingElseIsTheNameFileOrUTC() throws {
        let file = folder.appendingPathComponent("copied").path
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data("TZif".utf8)))
        XCTAssertNil(SystemTimeZone.identifier(link: file), "a copied zone file names no zone")
        XCTAssertNil(SystemTimeZone.identifier(link: folder.appendingPathComponent("missing").path))
        XCTAssertNil(SystemTimeZone.identifier(link: try link(to: "/usr/share/zoneinfo/")))
        XCTAssertNil(SystemTimeZone.identifier(link: try link(to: "/etc/somewhere/else")))
        // A name no zone has: the name file's zone, else UTC; never a zone made up from the link.
        let unknown = try link(to: "/usr/share/zoneinfo/Nowhere/Atlantis")
        XCTAssertEqual(SystemTimeZone.identifier(link: unknown), "Nowhere/Atlantis")
        let missing = folder.appendingPathComponent("no-name-file").path
        XCTAssertEqual(SystemTimeZone.current(link: unknown, nameFile: missing), ZoneRules.utc)
        let named = folder.appendingPathComponent("timezone").path
        XCTAssertTrue(FileManager.default.createFile(atPath: named, contents: Data("Europe/Paris\n".utf8)))
        XCTAssertEqual(SystemTimeZone.current(link: file, nameFile: named).identifier, "Europe/Paris")
        XCTAssertTrue(FileManager.default.createFile(atPath: named, contents: Data("Nowhere/Atlantis\n".utf8)))
        XCTAssertEqual(SystemTimeZone.current(link: file, nameFile: named), ZoneRules.utc)
    }

    func testTZNamesAZoneWithOrWithoutItsColon() {
        XCTAssertEqual(SystemTimeZone.requested(["TZ": "America/New_York"]), "America/New_York")
        XCTAssertEqual(SystemTimeZone.requested(["TZ": ":Europe/Paris"]), "Europe/Paris")
        XCTAssertEqual(SystemTimeZone.requested(["TZ": ":/etc/localtime"]), "/etc/localtime", "a path, which no zone is named")
        XCTAssertNil(TimeZone(identifier: "/etc/localtime"))
        XCTAssertNil(SystemTimeZone.requested(["TZ": ""]))
        XCTAssertNil(SystemTimeZone.requested(["TZ": ":"]))
        XCTAssertNil(SystemTimeZone.requested(["HOME": "/root"]))
    }

    func testThisMachinesLinkGivesFoundationsZone() throws {
        guard getenv("TZ") == nil else { throw XCTSkip("TZ is set, so Foundation's current zone is TZ's, not the link's") }
        XCTAssertEqual(SystemTimeZone.current().identifier, TimeZone.current.identifier)
    }
}
