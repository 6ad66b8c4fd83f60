import FoundationEssentials
import HushDomain

/// The on-disk format's name and version, and the JSON settings every store file uses.
public enum StoreFormat {
    public static let name = "hush-journal"
    /// Bump when the journal's shape changes, and add a step to ``JournalMigration``. Format 2 sealed every
    /// line with a checksum (``JournalChecksum``); format 1 journals are rewritten sealed on their first write.
    public static let current = 2
    /// The first format whose lines carry a checksum.
    public static let checksummed = 2

    /// The journal's first line, sealed.
    static func headerLine() -> [UInt8] {
        JournalChecksum.seal(Array(#"{"format":"\#(name)","version":\#(current)}"#.utf8))
    }

    /// The format version a journal's first line declares, or nil when the line is not a Hush journal's
    /// header. The one reading of the header: opening a store and `check store` both ask it.
    static func version(ofHeader line: Data) -> Int? {
        guard let header = try? JSONValue.parse(line), header["format"]?.string == name,
              let version = header["version"]?.integer, version >= 1 else { return nil }
        return version
    }

    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
