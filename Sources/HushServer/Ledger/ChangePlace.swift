import Foundation

/// One change's place: its line, and which of the line's changes it is (a push line holds several).
///
/// ```swift
/// let place = ChangePlace(line: LinePlace(offset: 0, length: 212, line: 2), index: 0)
/// ```
struct ChangePlace: Equatable {
    var line: LinePlace
    var index: Int32

    init(line: LinePlace, index: Int) {
        self.line = line
        self.index = Int32(clamping: index)
    }
}
