import FoundationEssentials

/// The values a ``JSONValue`` leaf reads as directly, without a `Decoder`: what `JSONDecoder` reads from
/// a JSON number, string or boolean. A number must fit the type exactly (`4.5` is not an `Int`, `300` not
/// an `Int8`), as `JSONDecoder` requires.
protocol JSONTreeScalar {
    init?(tree: JSONValue)
    var tree: JSONValue? { get }
}

extension Bool: JSONTreeScalar {
    init?(tree: JSONValue) {
        guard case .bool(let flag) = tree else { return nil }
        self = flag
    }
    var tree: JSONValue? { .bool(self) }
}

extension String: JSONTreeScalar {
    init?(tree: JSONValue) {
        guard case .string(let text) = tree else { return nil }
        self = text
    }
    var tree: JSONValue? { .string(self) }
}

extension Double: JSONTreeScalar {
    init?(tree: JSONValue) {
        switch tree {
        case .number(let number): self = number
        case .integer(let number): self = Double(number)
        default: return nil
        }
    }
    /// Nil for infinities and NaN, which JSON cannot hold.
    var tree: JSONValue? { isFinite ? .number(self) : nil }
}

extension Float: JSONTreeScalar {
    init?(tree: JSONValue) {
        guard let number = Double(tree: tree) else { return nil }
        self = Float(number)
    }
    var tree: JSONValue? { isFinite ? .number(Double(self)) : nil }
}

extension JSONTreeInteger {
    init?(tree: JSONValue) {
        switch tree {
        case .integer(let number): guard let exact = Self(exactly: number) else { return nil }; self = exact
        case .number(let number): guard let exact = Self(exactly: number) else { return nil }; self = exact
        default: return nil
        }
    }
    var tree: JSONValue? {
        if let exact = Int(exactly: self) { return .integer(exact) }
        return Double(exactly: self).map(JSONValue.number)
    }
}

extension Int: JSONTreeInteger {}
extension Int8: JSONTreeInteger {}
extension Int16: JSONTreeInteger {}
extension Int32: JSONTreeInteger {}
extension Int64: JSONTreeInteger {}
extension UInt: JSONTreeInteger {}
extension UInt8: JSONTreeInteger {}
extension UInt16: JSONTreeInteger {}
extension UInt32: JSONTreeInteger {}
extension UInt64: JSONTreeInteger {}
