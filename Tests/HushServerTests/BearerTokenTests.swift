import Foundation
@testable import HushServer
import XCTest

/// A push reads its device's token without Foundation's character sets (``SyncService/bearerToken(_:)``):
/// this holds it to what `trimmingCharacters(in: .whitespaces)` gives, for every kind of space around a
/// token, spaces inside it, and headers that are nothing but spaces.
final class BearerTokenTests: XCTestCase {
    func testATokenIsTrimmedAsFoundationTrimsIt() {
        let spaces = ["", " ", "\t", "\u{00A0}", "\u{2003}", "\u{3000}", "\u{202F}", " \t\u{00A0}"]
        let notSpaces = ["\n", "\r\n", "\u{200B}", "\u{FEFF}", "x"]
        let tokens = ["abc123", "a b", "☃token", "é", ""]
        for token in tokens {
            for before in spaces + notSpaces {
                for after in spaces + notSpaces {
                    let header = "Bearer " + before + token + after
                    let foundation = String(header.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
                    XCTAssertEqual(SyncService.bearerToken(header), foundation, header.debugDescription)
                }
            }
        }
    }
}
