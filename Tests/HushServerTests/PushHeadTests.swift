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

    /// The lane appends Content-Length, Date and Server to an answer's own fields rather than setting them,
    /// which is right only while no answer carries one of them itself.
    func testNoAnswerCarriesAFieldTheLaneAppends() throws {
        let answers = [SyncAnswer(body: Array("{}".utf8)), SyncAnswer(status: 429, retryAfter: 30, body: []),
                       try SyncAnswer(refusing: SyncFailure.unauthorized), try SyncAnswer(refusing: SyncFailure.tooManyRequests(retryAfter: 5)),
                       try SyncAnswer(unavailable: .noConnection(waited: .seconds(1)))]
        for answer in answers {
            for name in [HTTPField.Name.contentLength, .date, .server] {
                XCTAssertNil(answer.headers[name], "\(answer.status) carries \(name)")
            }
        }
    }
}
