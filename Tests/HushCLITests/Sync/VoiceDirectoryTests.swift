import Foundation
import XCTest

/// Where `POST /v1/say` keeps each person's store: a folder only the server's user may enter, made 0700,
/// and a symbolic link or another user's folder at its place refused at start, never followed
/// (docs/security.md, Voice stores). With `--database` it lives in the user's state folder, no longer at
/// a name in the shared temporary folder that anyone could make first.
final class VoiceDirectoryTests: XCTestCase {
    func testAPlantedLinkAtTheVoiceFolderIsRefusedEmbedded() throws {
        let server = try SyncServerProcess.start()
        try assertPlantedLinkRefused(server, voice: try XCTUnwrap(server.dataDirectory) + "/voice")
    }

    func testAPlantedLinkAtTheVoiceFolderIsRefusedPostgres() throws {
        guard let database = SyncServerProcess.postgresURL else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        let state = try TemporaryStore()
        let server = try SyncServerProcess.start(database: database, environment: ["XDG_STATE_HOME": state.path])
        let made = try FileManager.default.contentsOfDirectory(atPath: state.path + "/hush-server")
        XCTAssertEqual(made.count, 1, "one voice folder, named after the database: \(made)")
        let name = try XCTUnwrap(made.first)
        XCTAssertTrue(name.hasPrefix("voice-"), name)
        try assertPlantedLinkRefused(server, voice: state.path + "/hush-server/" + name)
    }

    /// The folder the server made is its own and closed; stopped, a link to someone's folder is put in
    /// its place (or, as root, the folder handed to another user): the server refuses to start and
    /// writes nothing there.
    private func assertPlantedLinkRefused(_ server: SyncServerProcess, voice: String, line: UInt = #line) throws {
        XCTAssertEqual(try mode(voice), 0o700, "the voice folder is the server's alone", line: line)
        server.crash()
        try FileManager.default.removeItem(atPath: voice)
        let victim = try TemporaryStore()
        XCTAssertEqual(symlink(victim.path, voice), 0, line: line)
        XCTAssertThrowsError(try server.restart(), "the server started through a planted link", line: line) { error in
            XCTAssertTrue("\(error)".contains("is a symbolic link"), "\(error)", line: line)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: victim.path), [], "nothing written through the link", line: line)

        guard getuid() == 0 else { return }
        try FileManager.default.removeItem(atPath: voice)
        try FileManager.default.createDirectory(atPath: voice, withIntermediateDirectories: false)
        XCTAssertEqual(chown(voice, 65534, 65534), 0, line: line)
        XCTAssertThrowsError(try server.restart(), "the server started in another user's folder", line: line) { error in
            XCTAssertTrue("\(error)".contains("belongs to user 65534"), "\(error)", line: line)
        }
    }

    /// `--voice-dir` puts the stores where it says, made 0700; an open folder of the server's own there
    /// is closed; `hush serve --help` names the option.
    func testVoiceDirOptionIsPrivate() throws {
        let place = try TemporaryStore()
        _ = try SyncServerProcess.start(options: ["--voice-dir", place.path + "/voice"])
        XCTAssertEqual(try mode(place.path + "/voice"), 0o700)
        try FileManager.default.createDirectory(atPath: place.path + "/open", withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o755])
        _ = try SyncServerProcess.start(options: ["--voice-dir", place.path + "/open"])
        XCTAssertEqual(try mode(place.path + "/open"), 0o700)
        try assertContains(try HushProcess.run(["serve", "--help"]).stdout, "--voice-dir DIR")
    }

    private func mode(_ path: String) throws -> Int {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        return Int(status.st_mode & 0o7777)
    }
}
