import Foundation
@testable import HushDomain
import XCTest

/// Stepping over a value without building it must end exactly where reading it ends, for every value the
/// tree reads, and must never trap or run past the text on any bytes.
final class JSONScannerSkipTests: XCTestCase {
    /// `{"a":VALUE,"b":1}`: after stepping over VALUE, the next member is `b`.
    private func skipsTo(_ value: [UInt8]) -> Bool? {
        let text = Array(#"{"a":"#.utf8) + value + Array(#","b":1}"#.utf8)
        return text.withUnsafeBufferPointer { bytes -> Bool? in
            var scanner = JSONScanner(bytes)
            do {
                guard try !scanner.openObject() else { return false }
                _ = try scanner.key()
                try scanner.skipValue()
                guard try scanner.nextMember() else { return false }
                return JSONScanner.matches(try scanner.key(), "b")
            } catch {
                return nil
            }
        }
    }

    func testEveryValueTheTreeReadsIsSteppedOverWhole() throws {
        let values = [#""""#, #""plain""#, #""esc\"aped \\ \n \u00e9""#, "\"caf\u{e9} 😴\"", "0", "-12.5e3", "true", "false", "null",
                      "{}", "[]", #"{"x":[1,{"y":"}"},[]],"z":null}"#, #"[[[["]"]]]]"#, #"[1, "a" , {} ]"#, #" { "k" : "v" } "#]
        for value in values {
            XCTAssertNotNil(try? JSONValue.parse(Array(value.utf8)), value)
            XCTAssertEqual(skipsTo(Array(value.utf8)), true, value)
        }
    }

    /// Random damage to those values: the step either fails or ends where the tree's reading ends.
    func testOnAnyBytesTheStepEndsWhereTheTreeEndsOrFails() {
        var random = SeededGenerator(seed: 1_201)
        let alphabet = Array(#"{}[]":,\ nul0123456789-.eEtruefalsxyz"#.utf8) + [0x00, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
        var stepped = 0
        for _ in 0..<50_000 {
            let value = (0..<Int.random(in: 1...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            // The tree's answer for the same text, read whole: where a valid value ends, `,"b":1}` must follow.
            let treeReads = (try? JSONValue.parse(Array(#"{"a":"#.utf8) + value + Array(#","b":1}"#.utf8))) != nil
            let step = skipsTo(value)
            if treeReads {
                // Keys with escapes are the scanner's to refuse; otherwise it must step to `b`.
                if step != nil { XCTAssertEqual(step, true, String(decoding: value, as: UTF8.self)) }
            }
            if step == true { stepped += 1 }
        }
        XCTAssertGreaterThan(stepped, 500)
    }
}
