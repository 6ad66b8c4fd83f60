@testable import HushKit
import XCTest

/// ``RecordFacts``' kind is read from the key's bytes instead of splitting it into strings: for every
/// key, the kind the split gave (the key's first non-empty part, or its second after `entity`), the
/// keys devices send and the odd ones a device could send alike.
final class RecordFactsKindTests: XCTestCase {
    func testTheKindIsWhatSplittingTheKeyGave() {
        func split(_ key: String) -> String {
            let parts = key.split(separator: ":", maxSplits: 2).map(String.init)
            return parts.first == "entity" && parts.count > 1 ? parts[1] : (parts.first ?? "")
        }
        let keys = ["event:0190abc", "baby:b1", "entity:membership:m1", "entity:invite:i:with:colons", "entity:x", "entity:",
                    "entity", "entity::x", "::", ":event:e", "a::b", "", ":", "event", "entity:office_hours:", "ëvent:é", "entity:ä:b",
                    "event:\u{301}x", "entity:\u{301}a:b", "entity\u{301}:invite:i"]
        for key in keys {
            XCTAssertEqual(RecordFacts.kind(of: key), split(key), "key \(key.debugDescription)")
            XCTAssertEqual(RecordFacts(key: key, json: nil).kind, split(key), "key \(key.debugDescription)")
        }
    }
}
