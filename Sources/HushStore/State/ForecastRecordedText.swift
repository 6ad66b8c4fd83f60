import FoundationEssentials
import HushDomain

/// The predictions a nap forecast recorded at the wakes of the last 14 days, in the state's written form:
/// whole seconds since 1970, three to a wake (the wake, the window's start, its end), joined by single
/// spaces (`"1811771280 1811775870 1811783070 1811784120 …"`).
///
/// Every command reads and writes the state, and these are most of a long-used store's forecast: kept as
/// a JSON array of arrays they went through the tree, about 1,500 instructions a number each way, and a
/// store with 14 days of them cost more a command than a week-old one with 7. One string read by one loop
/// over its bytes costs a few instructions a byte.
///
/// ```swift
/// let text = ForecastRecordedText.encode(recorded)    // "1811771280 1811775870 1811783070"
/// ForecastRecordedText.decode(text) == recorded       // true
/// ```
enum ForecastRecordedText {
    static func encode(_ recorded: [ForecastCache.Recorded]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(recorded.count * 33)
        for item in recorded {
            for moment in [item.wake, item.start, item.end] {
                if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                JSONValue.appendInteger(moment.wholeSeconds(.toNearestOrAwayFromZero), to: &bytes)
            }
        }
        return bytes
    }

    /// The predictions `text` holds if it is exactly the written form, every time inside the years Hush
    /// writes; nil otherwise (a damaged cache, rebuilt from the journal).
    static func decode(_ text: String) -> [ForecastCache.Recorded]? {
        var text = text
        guard let seconds = text.withUTF8(numbers), seconds.count % 3 == 0 else { return nil }
        var recorded: [ForecastCache.Recorded] = []
        recorded.reserveCapacity(seconds.count / 3)
        var index = 0
        while index < seconds.count {
            recorded.append(.init(wake: Date(timeIntervalSince1970: Double(seconds[index])),
                                  start: Date(timeIntervalSince1970: Double(seconds[index + 1])),
                                  end: Date(timeIntervalSince1970: Double(seconds[index + 2]))))
            index += 3
        }
        return recorded
    }

    /// Integers joined by single spaces, each an optional minus and 1 to 12 digits in the written form
    /// (every written second fits), inside ``Date/writtenSeconds``; nil for anything else.
    private static func numbers(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        numbers.reserveCapacity(bytes.count / 10 + 1)
        var index = 0
        while index < bytes.count {
            if !numbers.isEmpty {
                guard bytes[index] == UInt8(ascii: " ") else { return nil }
                index += 1
            }
            let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            // "-0" is not how zero is written.
            guard let value = WrittenInteger.read(bytes, at: &index, digits: 12), !(negative && value == 0) else { return nil }
            let number = negative ? -value : value
            guard Date.writtenSeconds.contains(number) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
