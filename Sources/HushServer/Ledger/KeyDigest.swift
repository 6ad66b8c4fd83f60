import Foundation

/// A record key or change id as the embedded server's indexes hold it: 128 bits of a keyed hash
/// (``KeyDigester``) instead of the text, which as a heap string cost about 64 bytes an event and as a
/// hash table's key 16 more. Its own hash is its low word alone: the bits are already random, so hashing
/// both words again would only cost time.
///
/// ```swift
/// let digest = digester.digest("event:e1")
/// household.events[digest]      // the event's entry
/// ```
struct KeyDigest: Hashable, Sendable {
    var high: UInt64
    var low: UInt64

    func hash(into hasher: inout Hasher) { hasher.combine(low) }
}
