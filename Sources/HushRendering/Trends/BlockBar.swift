import HushDomain
import HushLanguage
import HushStore
import HushServices

/// A bar of Unicode blocks, in eighths of a cell: `value` of `maximum` over `width` cells.
///
/// ```swift
/// BlockBar.text(3, of: 8, width: 4)   // "█▌  "
/// ```
package enum BlockBar {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    static func text(_ value: Double, of maximum: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        // A share past the whole, or none at all (an infinite total from hostile amounts), fills the bar.
        let share = maximum > 0 ? max(value, 0) / maximum : 0
        var units = share.isNaN || share > 1 ? width * 8 : Int((share * Double(width * 8)).rounded())
        // Something is never drawn as nothing.
        if value > 0, units == 0 { units = 1 }
        // Cells counted from the units, not from the text: counting the blocks as Characters was most of
        // a month's table.
        let part = eighths[units % 8]
        let cells = units / 8 + (part.isEmpty ? 0 : 1)
        return String(repeating: "█", count: units / 8) + part + String(repeating: " ", count: max(width - cells, 0))
    }
}
