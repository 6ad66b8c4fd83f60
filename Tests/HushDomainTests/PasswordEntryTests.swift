#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import HushDomain

/// ``PasswordEntry`` reads `/etc/passwd` as the C library's file lookup does: the first line naming the
/// uid, the old NIS forms and comments passed over, nothing guessed from a damaged line, no input trapping.
final class PasswordEntryTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testTheLineNamingTheUidGivesItsNameAndHome() {
        let file = bytes("root:x:0:0:root:/root:/bin/bash\ngavin:x:1000:1000:Gavin,,,:/home/gavin:/bin/sh\n")
        XCTAssertEqual(PasswordEntry.find(uid: 1000, in: file), PasswordEntry(name: "gavin", uid: 1000, home: "/home/gavin"))
        XCTAssertEqual(PasswordEntry.find(uid: 0, in: file)?.name, "root")
        XCTAssertNil(PasswordEntry.find(uid: 1001, in: file))
    }

    func testTheFirstLineWinsAndTheLastNeedsNoNewline() {
        let file = bytes("a:x:5:5::/a:/bin/sh\nb:x:5:5::/b:/bin/sh\nc:x:6:6::/c:/bin/sh")
        XCTAssertEqual(PasswordEntry.find(uid: 5, in: file)?.name, "a")
        XCTAssertEqual(PasswordEntry.find(uid: 6, in: file)?.home, "/c")
    }

    func testNISFormsCommentsAndDamagedLinesArePassedOver() {
        let file = bytes("""
            +nis:x:7:7::/nis:/bin/sh
            -gone:x:7:7::/gone:/bin/sh
            #old:x:7:7::/old:/bin/sh
            short:x:7:7
            :x:7:7::/empty:/bin/sh
            signed:x:-7:7::/s:/bin/sh
            big:x:4294967296:7::/big:/bin/sh
            spaced:x: 7:7::/sp:/bin/sh
            +

            \t real:x:7:7::/real:/bin/sh
            """)
        XCTAssertEqual(PasswordEntry.find(uid: 7, in: file), PasswordEntry(name: "real", uid: 7, home: "/real"))
        XCTAssertEqual(PasswordEntry.find(uid: 4_294_967_295, in: bytes("top:x:4294967295:0::/t:/bin/sh")
            )?.name, "top")
    }

    func testTheAccountIsTheCLibrarysWhereTheFileNamesIt() throws {
        let uid = getuid()
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name, let home = entry.pointee.pw_dir else {
            throw XCTSkip("this process's account has no entry in the password database")
        }
        XCTAssertEqual(UserAccount.name(), String(cString: name))
        XCTAssertEqual(UserAccount.home(), String(cString: home))
    }

    func testNoInputTraps() {
        var random = SeededGenerator(seed: 0x9A55_3D)
        let alphabet = Array("0123456789:x\n+-#/ab".utf8) + [0x00, 0xFF, 0xC3]
        for _ in 0..<3_000 {
            let length = Int(random.next() % 80)
            let file = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let uid = UInt32(truncatingIfNeeded: random.next() % 12)
            if let entry = PasswordEntry.find(uid: uid, in: file) {
                XCTAssertEqual(entry.uid, uid)
                XCTAssertFalse(entry.name.isEmpty)
            }
        }
    }
}
