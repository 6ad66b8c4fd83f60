import FoundationEssentials

/// The field-by-field view of an edit conflict: what differs between two versions of a record, and the
/// `merge` PRD 7.4 asks for, where for each field the latest non-null value wins (the version with the
/// later `updated_at` counts as latest). A time (`start_time`, `end_time`) is one field; an event's
/// `data` is merged field by field (an amount from one side, a note from the other).
///
/// ```swift
/// ConflictMerge.differences(mine, theirs)      // [("data.amount_prepared", 5, 3)]
/// ConflictMerge.merged(mine, theirs, mineArrivedLater: false)   // the newer side's fields, the other's where it has none
/// ```
public enum ConflictMerge {
    /// Bookkeeping, not what a person edited.
    static let ignored: Set<String> = ["updated_at", "created_at"]

    public struct Difference: Equatable, Sendable {
        public var field: String
        public var mine: JSONValue?
        public var theirs: JSONValue?
    }

    /// The record's fields (inside `{"event": …}` or `{"entity": {"value": …}}`).
    static func fields(_ record: JSONValue?) -> [String: JSONValue] {
        guard case .object(let outer)? = record, let (_, inner) = outer.first else { return [:] }
        if case .object(let entity) = inner, case .object(let value)? = entity["value"] { return value }
        if case .object(let fields) = inner { return fields }
        return [:]
    }

    public static func differences(_ mine: JSONValue?, _ theirs: JSONValue?) -> [Difference] {
        let a = fields(mine), b = fields(theirs)
        var result: [Difference] = []
        for key in Set(a.keys).union(b.keys).sorted() where !ignored.contains(key) && a[key] != b[key] {
            if key == "data", case .object(let x)? = a[key], case .object(let y)? = b[key] {
                for field in Set(x.keys).union(y.keys).sorted() where x[field] != y[field] {
                    result.append(Difference(field: "data." + field, mine: x[field], theirs: y[field]))
                }
            } else {
                result.append(Difference(field: key, mine: a[key], theirs: b[key]))
            }
        }
        return result
    }

    /// Both versions merged; nil when either side removed the record (there is nothing to merge into).
    /// Equal stamps (edits within one second on two devices) go by arrival: `mineArrivedLater` says whether
    /// the server took mine after theirs, as it does when choosing which version is current.
    public static func merged(_ mine: JSONValue?, _ theirs: JSONValue?, mineArrivedLater: Bool) -> JSONValue? {
        guard case .object(let outer)? = mine, outer.count == 1, let (kind, inner) = outer.first,
              case .object(let theirsOuter)? = theirs, let theirsInner = theirsOuter[kind] else { return nil }
        let (mineStamp, theirStamp) = (stamp(fields(mine)), stamp(fields(theirs)))
        let mineNewer = mineStamp == theirStamp ? mineArrivedLater : mineStamp > theirStamp
        func pick(_ x: JSONValue?, _ y: JSONValue?) -> JSONValue? {
            let present = { (value: JSONValue?) in value != nil && value != .null }
            if !present(x) { return y ?? x }
            if !present(y) { return x }
            return mineNewer ? x : y
        }
        func merge(_ x: [String: JSONValue], _ y: [String: JSONValue], deep: Bool) -> [String: JSONValue] {
            var out: [String: JSONValue] = [:]
            for key in Set(x.keys).union(y.keys) {
                if deep, key == "data", case .object(let a)? = x[key], case .object(let b)? = y[key] {
                    out[key] = .object(merge(a, b, deep: false))
                } else if let value = pick(x[key], y[key]) {
                    out[key] = value
                }
            }
            return out
        }
        if case .object(let entity) = inner, case .object(let value)? = entity["value"],
           case .object(let theirsEntity) = theirsInner, case .object(let theirsValue)? = theirsEntity["value"] {
            var merged = entity
            merged["value"] = .object(merge(value, theirsValue, deep: true))
            return .object([kind: .object(merged)])
        }
        guard case .object(let a) = inner, case .object(let b) = theirsInner else { return nil }
        var fields = merge(a, b, deep: true)
        // The merge is a new version: the later stamp of the two, so neither side's newer edit looks newer.
        fields["updated_at"] = mineNewer ? a["updated_at"] : b["updated_at"]
        return .object([kind: .object(fields)])
    }

    static func stamp(_ fields: [String: JSONValue]) -> Date {
        fields["updated_at"]?.string.flatMap(UTCText.parse) ?? .distantPast
    }
}
