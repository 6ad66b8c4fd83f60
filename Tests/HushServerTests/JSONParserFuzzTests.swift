import Foundation
import XCTest
@testable import HushDomain
@testable import HushKit
@testable import HushServer
import HushTestSupport

/// Holds the byte parser behind every store file, sync message and server request (``JSONValue/parse(_:)``)
/// to `JSONSerialization` on random, mutated and noisy bytes (``JSONFuzzText``): the same decision to
/// accept or refuse on every input, the same values where both accept, a refusal's offset inside the
/// text, and no trap on anything. The server's ``ShapeCheck`` runs on the same bytes: it must never trap,
/// and must agree with the parser about structure (what it passes, the parser refuses only for what is
/// inside a string or a number).
///
/// Deliberate differences (docs/security.md, Parsing): `JSONSerialization` also reads UTF-16 and UTF-32
/// (told by a byte order mark or NUL bytes at the start) and skips a UTF-8 byte order mark; this parser
/// reads UTF-8 only, as RFC 8259 requires between systems, and refuses those. It also accepts a comma
/// before `]` or `}`, which RFC 8259 does not; this parser refuses it. And it drops a U+FEFF written as
/// it is at a string's start or just after an escape, which this parser keeps; and it converts only the
/// last value of a repeated key, so `{"a":1e400,"a":1}` passes it where this parser refuses the 1e400.
/// Each sample's seed is in its failure message; `HUSH_FUZZ_SEED` runs another set, `HUSH_FUZZ_SCALE` more.
final class JSONParserFuzzTests: XCTestCase {
    static let environment = ProcessInfo.processInfo.environment
    static let scale = environment["HUSH_FUZZ_SCALE"].flatMap { Int($0) }.map { max($0, 1) } ?? 1
    static let baseSeed: UInt64 = environment["HUSH_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4A53_4F4E_2026

    /// `count` texts of one family, each from its own seed so a failure names what reproduces it.
    func samples(_ salt: UInt64, count: Int, make: (inout SeededGenerator) -> [UInt8]) -> [(seed: UInt64, bytes: [UInt8])] {
        var seeds = SeededGenerator(seed: Self.baseSeed ^ salt)
        return (0..<count * Self.scale).map { _ in
            let seed = seeds.next()
            var random = SeededGenerator(seed: seed)
            return (seed, make(&random))
        }
    }

    func testValidTextsAreReadAsFoundationReadsThem() {
        assertAgreement(samples(1, count: 5_000) { JSONFuzzText.valid(&$0) }, "valid")
    }

    func testMutatedTextsAreRefusedOrReadAsFoundationDoes() {
        assertAgreement(samples(2, count: 10_000) { JSONFuzzText.mutated(JSONFuzzText.valid(&$0), &$0) }, "mutated")
    }

    func testNoiseIsRefusedOrReadAsFoundationDoes() {
        assertAgreement(samples(3, count: 4_000) { JSONFuzzText.noise(&$0) }, "noise")
    }

    func testDeepAndWideNestingAgree() {
        assertAgreement(samples(4, count: 60) { JSONFuzzText.nested(&$0) }, "nested")
    }

    /// The findings this test was written for, and each kind of refusal at the byte it names.
    func testRefusalsNameTheirByteAndReason() {
        let cases: [(String, Int, JSONValue.SyntaxError.Reason)] = [
            (#"{"code":"AAAA-AAAA-AAAAA","person":"\ud800\u0041"}"#, 36, .unpairedSurrogate),
            (#""\ud800\ud800""#, 1, .unpairedSurrogate), (#""\udc00""#, 1, .unpairedSurrogate), (#"["x\ud800"]"#, 3, .unpairedSurrogate),
            (#"{"n":1e400}"#, 5, .numberOutOfRange), ("[" + String(repeating: "9", count: 400) + "]", 1, .numberOutOfRange),
            (#""\x""#, 1, .badEscape), (#""\'""#, 1, .badEscape), (#""\u12G4""#, 5, .badEscape), ("\"a\tb\"", 2, .controlCharacter),
            ("01", 1, .unexpectedByte), ("+1", 0, .unexpectedByte), (".5", 0, .unexpectedByte), ("1.", 2, .unexpectedEnd), ("-", 1, .unexpectedEnd),
            ("[1,]", 3, .unexpectedByte), ("\u{FEFF}1", 0, .unexpectedByte),
            (String(repeating: "[", count: 513) + String(repeating: "]", count: 513), 512, .tooDeep),
        ]
        for (text, offset, reason) in cases {
            XCTAssertThrowsError(try JSONValue.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual(error as? JSONValue.SyntaxError, JSONValue.SyntaxError(offset: offset, reason: reason), text)
            }
        }
        for bytes: [UInt8] in [[0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22], [0x22, 0xFF, 0x22]] {
            XCTAssertEqual(Result { try JSONValue.parse(bytes) }.refusal, JSONValue.SyntaxError(offset: 1, reason: .invalidUTF8), "\(bytes)")
        }
        XCTAssertEqual(try JSONValue.parse(Array(#"["\ud83d\ude00", 9223372036854775807, -9223372036854775808, 9223372036854775808, 1e-400]"#.utf8)),
                       .array([.string("😀"), .integer(.max), .integer(.min), .number(9_223_372_036_854_775_808), .number(0)]))
    }

    /// The shape check reads numbers to the same grammar: a leading zero is refused by both.
    func testShapeCheckRefusesWhatTheParserRefusesInNumbers() {
        for text in [#"{"a":01}"#, #"{"a":-01}"#, #"{"a":00.5}"#, #"{"a":+1}"#, #"{"a":.5}"#, #"{"a":1.}"#, #"{"a":1e}"#] {
            XCTAssertThrowsError(try ShapeCheck.check(Array(text.utf8), against: .record(depth: 6, maxString: 64)), text)
            XCTAssertThrowsError(try JSONValue.parse(Array(text.utf8)), text)
        }
        XCTAssertNoThrow(try ShapeCheck.check(Array(#"{"a":[0,-0,0.5,-0e-0,10,1E+2]}"#.utf8), against: .record(depth: 6, maxString: 64)))
    }

    // MARK: - The properties

    /// Checks every sample, gathering failures so one run reports them all (at most 20 shown).
    func assertAgreement(_ samples: [(seed: UInt64, bytes: [UInt8])], _ family: String, file: StaticString = #filePath, line: UInt = #line) {
        var failures: [String] = []
        var accepted = 0
        for sample in samples {
            let problems = disagreements(sample.bytes) + shapeProblems(sample.bytes)
            if (try? JSONValue.parse(sample.bytes)) != nil { accepted += 1 }
            failures += problems.map { "[\(family) seed \(sample.seed)] \($0): \(Self.shown(sample.bytes))" }
        }
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of \(samples.count) \(family) texts:\n" + failures.prefix(20).joined(separator: "\n"), file: file, line: line)
        // A generator that only ever made refusals (or only acceptances) would prove little.
        if family != "valid" && family != "nested" {
            XCTAssertTrue(accepted > 0 && accepted < samples.count, "\(family): \(accepted) of \(samples.count) accepted", file: file, line: line)
        }
    }

    /// What this parser and `JSONSerialization` disagree about on `bytes`, allowing the documented differences.
    func disagreements(_ bytes: [UInt8]) -> [String] {
        let ours = Result { try JSONValue.parse(bytes) }
        if let refusal = ours.refusal, !(0...bytes.count).contains(refusal.offset) { return ["refused at offset \(refusal.offset), outside the text"] }
        if FoundationJSON.readsAnotherEncoding(bytes) { return ours.refusal == nil ? ["read as UTF-8 what has a byte order mark or NULs up front"] : [] }
        let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        switch (ours, theirs) {
        case (.success(let value), let theirs?):
            return FoundationJSON.difference(value, theirs).map { ["read differently: \($0)"] } ?? []
        case (.success, nil):
            return ["accepted what JSONSerialization refuses"]
        case (.failure(let error), _?):
            // A comma before `]` or `}`: JSONSerialization's extension. Without it, the rest must agree.
            if let refusal = error as? JSONValue.SyntaxError, let comma = FoundationJSON.trailingComma(bytes, refusal) {
                var rest = bytes
                rest.remove(at: comma)
                return disagreements(rest)
            }
            // A number past a double that JSONSerialization never converted, its member replaced by a later
            // one of the same key. With 0 in its place the two must then read the same: had Foundation kept
            // the number, its value could not be 0.
            if let refusal = error as? JSONValue.SyntaxError, refusal.reason == .numberOutOfRange {
                return disagreements(FoundationJSON.replacingNumber(at: refusal.offset, in: bytes))
            }
            return ["refused (\(error)) what JSONSerialization reads"]
        case (.failure(let error), nil):
            return error is JSONValue.SyntaxError ? [] : ["refused with \(error), not a SyntaxError"]
        }
    }

    /// The server's shape check on the same bytes: no trap against any message's shape, and for any record
    /// (nested as deep as the parser allows) the same structure as the parser sees.
    func shapeProblems(_ bytes: [UInt8]) -> [String] {
        for shape in [RequestShape.register, .join, .resolve, .push, .record(depth: SyncLimits.recordDepth, maxString: 64)] {
            _ = try? ShapeCheck.check(bytes, against: shape)
        }
        let passes = (try? ShapeCheck.check(bytes, against: .record(depth: JSONValue.Parser.maximumDepth, maxString: .max))) != nil
        let parsed = Result { try JSONValue.parse(bytes) }
        switch (passes, parsed) {
        case (true, .failure(let error)):
            let reason = (error as? JSONValue.SyntaxError)?.reason
            // What the shape check leaves to the parser (and the server answers 400 for, naming the byte).
            return [.unpairedSurrogate, .invalidUTF8, .numberOutOfRange].contains(reason) ? [] : ["the shape check passed what the parser refuses (\(error))"]
        case (false, .success(let value)) where value.valueCount(upTo: SyncLimits.recordValues) <= SyncLimits.recordValues:
            // A record past its values limit is refused on its bytes by design (docs/security.md, Bounded work).
            guard case .object(let members) = value, members.keys.allSatisfy({ $0.utf8.count < SyncLimits.idBytes / 6 }) else { return [] }
            return ["the shape check refused an object the parser reads"]
        default:
            return []
        }
    }

    /// Bytes as readable text for a failure message: printable ASCII as it is, the rest as `\xNN`.
    static func shown(_ bytes: [UInt8]) -> String {
        let text = bytes.prefix(300).map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
        return bytes.count > 300 ? text + "… (\(bytes.count) bytes)" : text
    }
}

extension Result where Failure == Error {
    /// The parser's refusal, if that is what this is.
    var refusal: JSONValue.SyntaxError? {
        if case .failure(let error) = self { return error as? JSONValue.SyntaxError }
        return nil
    }
}
