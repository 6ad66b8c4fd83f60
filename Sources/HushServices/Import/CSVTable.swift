import HushDomain
import HushLanguage
import HushStore
/// A CSV document read the RFC 4180 way, each record keeping the line it starts on so importers can
/// point at the row they could not use.
///
/// Accepted: quoted fields with doubled quotes, commas and line breaks inside quotes, CRLF, LF or a lone
/// CR between records, a UTF-8 byte-order mark, and a last record with or without a line break. Records
/// whose fields are all empty (blank lines, `,,,`) are left out: they carry nothing and exports from
/// other apps use them as separators. Being liberal: text after a closing quote joins the field, and a
/// quote inside an unquoted field is kept as text.
///
/// ```swift
/// let table = CSVTable("a,b\r\n\"x, \"\"y\"\"\",2\n")
/// table.records[1].fields   // ["x, \"y\"", "2"]
/// table.records[1].line     // 2
/// ```
public struct CSVTable: Sendable {
    /// One record: its fields, and the 1-based line of the file it starts on.
    public struct Record: Hashable, Sendable {
        public var line: Int
        public var fields: [String]

        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }

        /// The field at `index`, or "" for a short record (exports drop trailing empty fields).
        public subscript(index: Int) -> String { index < fields.count ? fields[index] : "" }

        /// The fields joined by a unit separator: the same row gives the same key however it was quoted.
        public var key: String { fields.joined(separator: "\u{1F}") }
    }

    public private(set) var records: [Record] = []
    /// The line a quoted field began on when the text ended inside it (a truncated file), if any.
    public private(set) var unclosedQuoteLine: Int?

    public init(_ text: String) {
        var text = text
        // Native strings are contiguous UTF-8; bridged ones are made so once, then read as bytes.
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { parse($0) }
    }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","),
        cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")

    private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        var i = n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var line = 1
        while i < n {
            let startLine = line
            var fields: [String] = []
            var blank = true
            while true {
                let field = readField(bytes, &i, &line)
                if !field.isEmpty { blank = false }
                fields.append(field)
                // A comma as the very last byte still starts a field: `a,b,` has three, the last empty.
                guard i < n, bytes[i] == Self.comma else { break }
                i += 1
            }
            if i < n {
                // The record ends at CRLF, LF or a lone CR; each counts as one line.
                if bytes[i] == Self.cr, i + 1 < n, bytes[i + 1] == Self.lf { i += 1 }
                i += 1
                line += 1
            }
            if !blank { records.append(Record(line: startLine, fields: fields)) }
        }
    }

    /// Reads one field starting at `i`, leaving `i` on the comma, line break or end that follows it.
    private mutating func readField(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ line: inout Int) -> String {
        let n = bytes.count
        guard i < n, bytes[i] == Self.quote else {
            let start = i
            while i < n, bytes[i] != Self.comma, bytes[i] != Self.lf, bytes[i] != Self.cr { i += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        }
        let openedOn = line
        i += 1
        var value: [UInt8] = []
        var segment = i
        while true {
            guard i < n else {
                // The text ended inside quotes: keep what was read and say where the quote opened.
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<n]))
                if unclosedQuoteLine == nil { unclosedQuoteLine = openedOn }
                break
            }
            let byte = bytes[i]
            if byte == Self.quote {
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<i]))
                if i + 1 < n, bytes[i + 1] == Self.quote {
                    value.append(Self.quote)
                    i += 2
                    segment = i
                    continue
                }
                i += 1
                break
            }
            // Line breaks inside quotes belong to the field but still advance the line count.
            if byte == Self.lf || (byte == Self.cr && !(i + 1 < n && bytes[i + 1] == Self.lf)) { line += 1 }
            i += 1
        }
        // Anything between the closing quote and the next comma is kept rather than dropped.
        let tail = i
        while i < n, bytes[i] != Self.comma, bytes[i] != Self.lf, bytes[i] != Self.cr { i += 1 }
        if tail < i { value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[tail..<i])) }
        return String(decoding: value, as: UTF8.self)
    }
}
