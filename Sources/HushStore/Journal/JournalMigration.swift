import HushDomain
/// Upgrades journal lines written by older formats to the current one, as they are read.
///
/// A reader of format N applies each step from the journal's format up to N. Format 2 changed how lines
/// are written, not what they say (each is sealed with a `"crc"` key the reader ignores), so its step is
/// the identity; a format-1 journal is rewritten sealed, whole and atomically, on its first write
/// (``JournalUpgrade``). The next format change that alters entries adds a case here.
///
/// ```swift
/// let entry = try JSONRecordReader.entry(JournalMigration.upgrade(json, from: headerVersion))
/// ```
package enum JournalMigration {
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
