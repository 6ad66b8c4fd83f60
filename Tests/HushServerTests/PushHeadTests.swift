import HTTPTypes
import HushDomain
@testable import HushServer
import XCTest

/// The push lane reads its four fields in one walk of a head: each must be what `HTTPFields`' own
/// look-up by name gives, whatever the fields, their order, their spelling or how often they repeat.
final class PushHeadTests: XCTestCase {
    func testEachFieldReadsAsTheLookUpByNameGivesIt() {
        let names: [HTTPField.Name] = [.authorization, .contentLength, .connection, .expect, .contentType, HTTPField.Name("Connection")!,
                                       HTTPField.Name("AUTHORIZATION")!, HTTPField.Name("Content-Length")!, HTTPField.Name("x-other")!]
        var random = SeededGenerator(seed: 38)
        for round in 0..<2_000 {
            var fields = HTTPFields()
            for index in 0..<Int.random(in: 0...7, using: &random) {
                fields.append(HTTPField(name: names.randomElement(using: &random)!, value: "v\(round).\(index)"))
            }
            let head = PushHead(fields)
            XCTAssertEqual(head.authorization, fields[.authorization], "\(fields)")
            XCTAssertEqual(head.contentLength, fields[.contentLength], "\(fields)")
            XCTAssertEqual(head.connection, fields[.connection], "\(fields)")
            XCTAssertEqual(head.expect, fields[.expect], "\(fields)")
        }
    }
}
