import HushDomain
import HushLanguage
import HushStore
import HushServices
/// Re-indents compact JSON (as ``JSONLineWriter`` writes it) the way `JSONEncoder`'s `.prettyPrinted`
/// does: two spaces per level, `"key" : value`, and an empty array or object as an open line, a blank
/// line and the close. `export json` of two years is 15 MB; encoding it with `JSONEncoder` took over a
/// second, writing it compact and re-indenting it takes a fraction of that (tests compare the bytes).
///
/// ```swift
/// PrettyJSON.format(Array(#"{"a":[],"b":{"c":1}}"#.utf8))
/// // {\n  "a" : [\n\n  ],\n  "b" : {\n    "c" : 1\n  }\n}
/// ```
package enum PrettyJSON {
    static func format(_ compact: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(compact.count * 2)
        var depth = 0
        var inString = false
        var escaped = false
        func newline() {
            out.append(10)
            for _ in 0..<depth { out.append(32); out.append(32) }
        }
        var index = 0
        while index < compact.count {
            let byte = compact[index]
            if inString {
                out.append(byte)
                if escaped { escaped = false } else if byte == 92 { escaped = true } else if byte == 34 { inString = false }
                index += 1
                continue
            }
            switch byte {
            case 34:
                inString = true
                out.append(byte)
            case 123, 91: // { [
                out.append(byte)
                depth += 1
                if index + 1 < compact.count, compact[index + 1] == 125 || compact[index + 1] == 93 {
                    // Empty: JSONEncoder leaves a blank line between the brackets.
                    out.append(10)
                    depth -= 1
                    newline()
                    out.append(compact[index + 1])
                    index += 2
                    continue
                }
                newline()
            case 125, 93: // } ]
                depth -= 1
                newline()
                out.append(byte)
            case 44: // ,
                out.append(byte)
                newline()
            case 58: // :
                out.append(32); out.append(58); out.append(32)
            default:
                out.append(byte)
            }
            index += 1
        }
        return out
    }
}
