@testable import HushServer
import XCTest

/// The shape check matches keys by their bytes and steps over strings eight bytes at a time: each refusal
/// must still name the right place, key and byte, and a string's bound must hold wherever its length falls.
final class ShapeCheckTests: XCTestCase {
    private func violation(_ body: String, _ shape: RequestShape = .push) -> ShapeViolation? {
        do {
            try ShapeCheck.check(Array(body.utf8), against: shape)
            return nil
        } catch {
            return error
        }
    }

    /// Where `part` starts in `body`, in bytes.
    private func offset(of part: String, in body: String, occurrence: Int = 1) -> Int {
        var from = body.startIndex
        var found = body.startIndex
        for _ in 0..<occurrence {
            found = body.range(of: part, range: from..<body.endIndex)!.lowerBound
            from = body.index(after: found)
        }
        return body.utf8.distance(from: body.startIndex, to: found)
    }

    func testMembersAreFoundByTheirExactBytesAndTheFirstMissingIsInNameOrder() {
        let members = ShapeMembers(["key": .string(maxBytes: 1), "id": .string(maxBytes: 1), "by": .string(maxBytes: 1), "after": .string(maxBytes: 1)],
                                   required: ["key", "by"])
        XCTAssertEqual(members.names, ["after", "by", "id", "key"])
        func index(_ text: String) -> Int? { Array(text.utf8).withUnsafeBufferPointer { members.index(of: $0) } }
        XCTAssertEqual(["after", "by", "id", "key"].map(index), [0, 1, 2, 3])
        XCTAssertEqual(["", "i", "ids", "Key", "keys", "afte"].map(index), [nil, nil, nil, nil, nil, nil])
        XCTAssertEqual(members.firstMissing(0), "by")
        XCTAssertEqual(members.firstMissing(0b0010), "key")
        XCTAssertNil(members.firstMissing(0b1010))
        XCTAssertNil(members.firstMissing(0b1111))
    }

    func testEveryKeyIsFoundAndEveryRefusalNamesItsPlace() {
        let good = #"{"changes":[{"id":"a","key":"k","by":"b","at":"t","before":null,"after":{"x":[1,{"y":"z"}]}}]}"#
        XCTAssertNil(violation(good))
        XCTAssertNil(violation(#"{"changes":[]}"#))

        let unknown = #"{"changes":[{"id":"a","key":"k","by":"b","at":"t","ids":1}]}"#
        XCTAssertEqual(violation(unknown), .unknownKey(path: "changes[0]", key: "ids", allowed: ["after", "at", "before", "by", "id", "key"],
                                                       offset: offset(of: #""ids""#, in: unknown)))
        let short = #"{"changes":[{"i":"a"}]}"#
        XCTAssertEqual(violation(short), .unknownKey(path: "changes[0]", key: "i", allowed: ["after", "at", "before", "by", "id", "key"], offset: 13))
        let twice = #"{"changes":[{"id":"a","key":"k","id":"b","by":"b","at":"t"}]}"#
        XCTAssertEqual(violation(twice), .duplicateKey(path: "changes[0]", key: "id", offset: offset(of: #""id""#, in: twice, occurrence: 2)))
        XCTAssertEqual(violation(#"{"changes":[{"id":"a","key":"k","by":"b","at":"t"},{"id":"a","key":"k"}]}"#),
                       .missingKey(path: "changes[1]", key: "at"))
        XCTAssertEqual(violation(#"{"changes":[{"id":"a","key":"k","at":"t"}]}"#), .missingKey(path: "changes[0]", key: "by"))
        XCTAssertEqual(violation("{}"), .missingKey(path: "", key: "changes"))

        let number = #"{"changes":[{"id":"a","key":"k","by":"b","at":"t"},{"id":5}]}"#
        XCTAssertEqual(violation(number), .wrongType(path: "changes[1].id", expected: "a string", offset: offset(of: "5", in: number)))
        XCTAssertEqual(violation(#"{"changes":{}}"#), .wrongType(path: "changes", expected: "an array", offset: 11))
        XCTAssertEqual(violation("[]"), .wrongType(path: "", expected: "an object with changes", offset: 0))

        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        let nested = #"{"changes":[{"id":"a","key":"k","by":"b","at":"t"},{"id":"a","key":"k","by":"b","at":"t","after":{"a":"# + deep + "}}]}"
        guard case .tooDeep(let path, _, _)? = violation(nested) else { return XCTFail("\(String(describing: violation(nested)))") }
        XCTAssertEqual(path, "changes[1].after")
    }

    /// A string's length as written, escapes counted as sent, against its bound: every length around the
    /// bound, with an escape, a non-ASCII character or a control character at every place, and cut short.
    func testStringsAreBoundedAsWrittenWhereverTheirLengthFalls() {
        let limit = 16
        let shape = RequestShape.object(["s": .string(maxBytes: limit)], required: ["s"])
        let start = #"{"s":"#.utf8.count  // the string's opening quote
        let inserts: [(text: String, control: Bool)] = [("", false), (#"\n"#, false), (#"\u00e9"#, false), ("é", false), ("\u{01}", true)]
        for length in 0...40 {
            for place in 0...length {
                for insert in inserts {
                    let plain = String(repeating: "a", count: length)
                    let content = String(plain.prefix(place)) + insert.text + String(plain.dropFirst(place))
                    let written = content.utf8.count
                    let body = #"{"s":""# + content + #""}"#
                    let expected: ShapeViolation?
                    if insert.control && place <= limit {
                        expected = .notJSON(offset: start + 1 + place)
                    } else if written > limit {
                        expected = .tooLong(path: "s", limit: limit, offset: start)
                    } else {
                        expected = nil
                    }
                    XCTAssertEqual(violation(body, shape), expected, body)
                }
            }
            // Cut short: refused for its length once past the bound, else for ending early.
            let open = #"{"s":""# + String(repeating: "b", count: length)
            let cut = open.utf8.count
            XCTAssertEqual(violation(open, shape), length > limit + 1 ? .tooLong(path: "s", limit: limit, offset: start) : .notJSON(offset: cut), open)
        }
    }
}
