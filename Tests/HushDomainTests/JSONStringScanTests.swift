import Foundation
@testable import HushDomain
import XCTest

/// The string parser steps over plain bytes eight at a time. Whatever the bytes, it must stop exactly where
/// looking at each byte stops (a quote, a backslash, a control character, a byte of 0x80 or more), and a
/// string must read the same wherever in a word its first such byte falls.
final class JSONStringScanTests: XCTestCase {
    /// The bytes each test sits on either side of, and some plain ones.
    private static let edges: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0x81, 0xA2, 0xDC, 0xFE, 0xFF, 0x61, 0x30]

    private static func special(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Where the word's flags put its first special byte (8: none).
    private static func firstSpecial(_ bytes: [UInt8]) -> Int {
        let word = UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        let flags = JSONValue.Parser.specialFlags(word)
        return flags == 0 ? 8 : flags.trailingZeroBitCount >> 3
    }

    func testAWordsFlagsFindItsFirstSpecialByte() {
        var random = SeededGenerator(seed: 2026)
        for round in 0..<200_000 {
            // Mostly plain words with one edge byte somewhere, and some made of edge bytes only.
            var bytes = (0..<8).map { _ in UInt8.random(in: 0x23...0x5B, using: &random) }
            if round % 3 == 0 {
                bytes = (0..<8).map { _ in Self.edges.randomElement(using: &random)! }
            } else if round % 3 == 1 {
                bytes[Int.random(in: 0..<8, using: &random)] = Self.edges.randomElement(using: &random)!
            }
            XCTAssertEqual(Self.firstSpecial(bytes), bytes.firstIndex(where: Self.special) ?? 8, "\(bytes)")
        }
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                XCTAssertEqual(Self.firstSpecial(bytes), Self.special(byte) ? position : 8, "byte \(byte) at \(position)")
            }
        }
    }

    /// Strings of every length up to 40 with an escape, a non-ASCII character, a control character or the
    /// closing quote at every position: the same text (or the same refusal, at the same byte) as the
    /// byte-at-a-time reading gave, which JSONSerialization agrees with.
    func testEveryPositionOfEveryKindOfByteReadsAsBefore() throws {
        let inserts: [(bytes: [UInt8], meaning: String?)] = [
            (Array(#"\n"#.utf8), "\n"), (Array(#"\""#.utf8), "\""), (Array(#"\u00e9"#.utf8), "é"),
            (Array("é".utf8), "é"), (Array("😀".utf8), "😀"), ([0x01], nil), ([0xFF], nil), ([0xC3], nil),
        ]
        for length in 0...40 {
            for position in 0...length {
                for insert in inserts {
                    var document = [UInt8(ascii: "\"")]
                    let plain = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
                    document += plain[..<position] + insert.bytes + plain[position...]
                    document.append(UInt8(ascii: "\""))
                    let parsed = try? JSONValue.parse(document)
                    if let meaning = insert.meaning {
                        let expected = String(decoding: plain[..<position], as: UTF8.self) + meaning + String(decoding: plain[position...], as: UTF8.self)
                        XCTAssertEqual(parsed?.string, expected, "\(document)")
                    } else {
                        XCTAssertNil(parsed, "\(document) was read")
                        do {
                            _ = try JSONValue.parse(document)
                        } catch let error as JSONValue.SyntaxError {
                            XCTAssertEqual(error.offset, 1 + position, "\(document)")
                        }
                    }
                }
                // Cut short before its closing quote: refused at the end.
                let open = [UInt8(ascii: "\"")] + (0..<length).map { _ in UInt8(ascii: "z") }
                XCTAssertThrowsError(try JSONValue.parse(open))
            }
        }
    }

    /// What readers outside the parser step with: from any start in any buffer, every byte stepped over is
    /// plain, and it stops on a special byte or within the last seven.
    func testAPlainRunEndsOnItsFirstSpecialByteOrNearTheEnd() {
        var random = SeededGenerator(seed: 1204)
        for round in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &random)
            let bytes = (0..<count).map { _ in
                round % 2 == 0 ? Self.edges.randomElement(using: &random)! : UInt8.random(in: 0x23...0x5B, using: &random)
            }
            let start = Int.random(in: 0...count, using: &random)
            let end = bytes.withUnsafeBufferPointer { JSONValue.plainRunEnd(in: $0, from: start) }
            XCTAssert(end >= start && end <= count, "\(bytes) from \(start): \(end)")
            XCTAssertFalse(bytes[start..<end].contains(where: Self.special), "\(bytes) from \(start): stepped over a special byte")
            XCTAssert(end >= count - 7 || Self.special(bytes[end]), "\(bytes) from \(start): stopped at \(end) on a plain byte")
        }
    }
}
