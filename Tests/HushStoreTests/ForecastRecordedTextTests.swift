import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// A forecast's recorded predictions are kept in the state as one string of whole seconds. Whatever the
/// string (a damaged cache included), it reads as the plain reading below does or is refused, and what
/// is written reads back to the same predictions.
final class ForecastRecordedTextTests: XCTestCase {
    /// The reading as specified: split on single spaces, each an integer as `String` writes it, of 1 to 12
    /// digits, inside the written years, three to a prediction.
    private func specified(_ text: String) -> [ForecastCache.Recorded]? {
        if text.isEmpty { return [] }
        var seconds: [Int] = []
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            let digits = piece.hasPrefix("-") ? piece.dropFirst() : piece[...]
            guard (1...12).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }),
                  let number = Int(piece), String(number) == piece, Date.writtenSeconds.contains(number) else { return nil }
            seconds.append(number)
        }
        guard seconds.count % 3 == 0 else { return nil }
        return stride(from: 0, to: seconds.count, by: 3).map {
            .init(wake: Date(timeIntervalSince1970: Double(seconds[$0])), start: Date(timeIntervalSince1970: Double(seconds[$0 + 1])),
                  end: Date(timeIntervalSince1970: Double(seconds[$0 + 2])))
        }
    }

    func testWrittenPredictionsReadBack() {
        var random = SeededGenerator(seed: 14)
        for count in [0, 1, 2, 14, 70] {
            let recorded = (0..<count).map { _ -> ForecastCache.Recorded in
                let wake = Int.random(in: -62_000_000_000...250_000_000_000, using: &random)
                return .init(wake: Date(timeIntervalSince1970: Double(wake)), start: Date(timeIntervalSince1970: Double(wake + 3_600)),
                             end: Date(timeIntervalSince1970: Double(wake + 9_000)))
            }
            let text = String(decoding: ForecastRecordedText.encode(recorded), as: UTF8.self)
            XCTAssertEqual(ForecastRecordedText.decode(text), recorded, "\(count)")
            XCTAssertEqual(specified(text), recorded, "\(count)")
        }
        let one = ForecastCache.Recorded(wake: Date(timeIntervalSince1970: 1_811_771_280), start: Date(timeIntervalSince1970: 1_811_775_870),
                                         end: Date(timeIntervalSince1970: 1_811_783_070))
        XCTAssertEqual(ForecastRecordedText.encode([one]), Array("1811771280 1811775870 1811783070".utf8))
    }

    func testAnyTextReadsAsTheSpecificationReadsIt() {
        var random = SeededGenerator(seed: 15)
        let pieces = ["0", "7", "-", "1811771280", "253402300799", "253402300800", "-62167219200", "-62167219201", "999999999999",
                      "9999999999999", "99999999999999999999", " ", "  ", "x", "é", "\n", ":", "+1", "1.5"]
        var texts = ["", " ", "1", "1 2", "1 2 3", "1 2 3 ", " 1 2 3", "1  2 3", "-1 -2 -3", "- 1 2", "01 2 3", "-0 1 2", "0 0 0", "1 2 3 4 5 6"]
        texts += (0..<5_000).map { _ in (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        for text in texts {
            XCTAssertEqual(ForecastRecordedText.decode(text), specified(text), text)
        }
    }
    /// A state read and written again keeps the recorded text it read (most commands leave the forecast
    /// alone); once the list changes, the change is what is written, never the text read before it.
    func testTheTextReadIsWrittenBackUntilTheListChanges() throws {
        func at(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }
        let first = ForecastCache.Recorded(wake: at(1_811_771_280), start: at(1_811_775_870), end: at(1_811_783_070))
        let second = ForecastCache.Recorded(wake: at(1_811_784_120), start: at(1_811_788_590), end: at(1_811_795_790))
        var state = StoreState()
        state.forecasts["b1"] = ForecastCache(wakeEventID: "s1", wakeEnd: at(1_811_784_120), rangeStart: at(1_811_788_590),
                                              rangeEnd: at(1_811_795_790), confidence: "low", explanation: "x", ageDays: 40,
                                              recorded: [first])
        var writer = JSONLineWriter()
        writer.state(state)
        var read = try JSONRecordReader.state(try JSONValue.parse(writer.bytes))
        XCTAssertEqual(read.forecasts["b1"]?.written.bytes, Array("1811771280 1811775870 1811783070".utf8))
        XCTAssertEqual(read.forecasts, state.forecasts, "the text kept makes no two caches differ")
        var again = JSONLineWriter()
        again.state(read)
        XCTAssertEqual(again.bytes, writer.bytes)

        read.forecasts["b1"]?.recorded.append(second)
        XCTAssertNil(read.forecasts["b1"]?.written.bytes)
        var changed = JSONLineWriter()
        changed.state(read)
        XCTAssertEqual(try JSONRecordReader.state(try JSONValue.parse(changed.bytes)).forecasts["b1"]?.recorded, [first, second])
    }
}
