/// Text cut or filled with spaces to a column's width, as `NSString.padding(toLength:withPad:startingAt:)`
/// did for Hush's tables before FoundationEssentials (which has no `NSString`): the width is counted in
/// UTF-16 units, as NSString counts, so every table lines up as it did; an emoji counts two, which is
/// about the columns a terminal gives it.
///
/// ```swift
/// "Nap".paddedToColumn(6) + "|"      // "Nap   |"
/// "Bottle feed".paddedToColumn(6)    // "Bottle"
/// ```
extension StringProtocol {
    public func paddedToColumn(_ width: Int) -> String {
        let length = utf16.count
        if length == width { return String(self) }
        if length > width { return String(decoding: Array(utf16.prefix(Swift.max(width, 0))), as: UTF16.self) }
        return String(self) + String(repeating: " ", count: width - length)
    }
}
