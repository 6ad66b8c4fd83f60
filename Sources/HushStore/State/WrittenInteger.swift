/// The one written form of a whole number in the state's compact strings (undo references, week runs, a
/// forecast's recorded seconds): ASCII digits, no leading zero (0 is "0"), at most so many of them. Each
/// of those strings is read by a tight loop over its bytes, and this is the loop's number.
///
/// ```swift
/// var index = 0
/// "181 7".utf8.withContiguousStorageIfAvailable { WrittenInteger.read($0, at: &index, digits: 7) }   // 181
/// ```
enum WrittenInteger {
    /// Reads the number starting at `index` and steps past it; nil (with `index` anywhere) when the bytes
    /// there are not a number of 1 to `digits` digits in the written form. `digits` of at most 18 always
    /// fit in an `Int`, so nothing read can overflow.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, digits: Int) -> Int? {
        let start = index
        var value = 0
        // One digit past the limit is taken, so a longer run is refused rather than cut.
        while index < bytes.count, bytes[index] &- 48 < 10, index - start <= digits {
            value = value &* 10 &+ Int(bytes[index] &- 48)
            index += 1
        }
        let length = index - start
        guard length > 0, length <= digits, length == 1 || bytes[start] != 48 else { return nil }
        return value
    }
}
