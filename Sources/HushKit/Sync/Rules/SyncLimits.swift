import FoundationEssentials

/// The most one sync request may carry: the server refuses more before reading it, and the device pages
/// its pushes well under it (``SyncEngine`` sends 200 changes at a time).
///
/// ```swift
/// batch.count <= SyncLimits.changesPerPush   // 1,000
/// ```
public enum SyncLimits {
    /// Changes in one `POST /v1/changes`: five times the device's batch, so older and newer devices agree.
    public static let changesPerPush = 1_000
    /// Nesting inside one record (`before` or `after`): `{"event": {"data": {"foods": [ ]}}}` is 4 deep.
    public static let recordDepth = 6
    /// Bytes of one string inside a record, as sent (escapes counted as written): notes, food lists, names.
    public static let textBytes = 64 << 10
    /// Bytes of a change's id, key and time.
    public static let idBytes = 256
    /// Bytes of a change's author: a person's name, escapes and all, with room for names made before
    /// names were bounded.
    public static let authorBytes = 1_024
    /// Bytes of a push body: the most changes with both versions of every record near the text limit
    /// fit (200 × 2 × 64 KB is 25 MB).
    public static let pushBody = 32 << 20
    /// Bytes of any other request body (register, join, resolve).
    public static let smallBody = 16 << 10
    /// Values (objects, arrays and scalars) in one record: an event is about 40, a solids meal naming
    /// every food it may (64) about 100. Counted on the raw bytes before decoding, it bounds what a
    /// record costs in memory (an empty object costs hundreds of bytes decoded but 3 as sent).
    public static let recordValues = 256
    /// Values in one push body, all records together: 1,000 changes of two 40-value records each with
    /// room to spare. With ``recordValues`` it keeps a push's memory within a small multiple of its size.
    public static let pushValues = 200_000
}
