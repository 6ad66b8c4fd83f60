/// Upgrades journal lines written by older formats to the current one, as they are read.
///
/// The journal is never rewritten in place (it is the truth, and a failed rewrite must not lose it):
/// a reader of format N applies each step from the line's format up to N. Format 1 is the first, so
/// there are no steps yet; the next format change adds a case here and bumps `StoreFormat.current`.
///
/// ```swift
/// let entry = try JSONRecordReader.entry(JournalMigration.upgrade(json, from: headerVersion))
/// ```
enum JournalMigration {
    static func upgrade(_ line: JSONValue, from version: Int) -> JSONValue {
        var upgraded = line
        var current = version
        while current < StoreFormat.current {
            upgraded = step(upgraded, from: current)
            current += 1
        }
        return upgraded
    }

    private static func step(_ line: JSONValue, from version: Int) -> JSONValue {
        switch version {
        default:
            return line
        }
    }
}
