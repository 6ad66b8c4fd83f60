/// Splits one direction of PostgreSQL's wire protocol into whole messages, for ``CuttingRelay`` to act
/// on a given message. A message is a type byte, then a four-byte big-endian length that counts itself,
/// then the rest. The client's first messages (the startup, an SSL or GSS encryption request) have no type
/// byte; they are answered with type 0.
///
/// ```swift
/// var client = PostgresMessageSplitter(startup: true)
/// for message in client.split(bytes[0..<count]) where message.type == UInt8(ascii: "B") { … }
/// ```
struct PostgresMessageSplitter {
    /// The codes of the untyped requests after which the client sends another untyped message.
    private static let requests: Set<UInt32> = [80_877_103, 80_877_104]  // SSLRequest, GSSENCRequest

    private var untyped: Bool
    private var pending: [UInt8] = []

    init(startup: Bool) {
        untyped = startup
    }

    /// Adds the bytes read and answers every message now whole, with all its bytes, in order.
    mutating func split(_ bytes: ArraySlice<UInt8>) -> [(type: UInt8, bytes: [UInt8])] {
        pending += bytes
        var messages: [(type: UInt8, bytes: [UInt8])] = []
        var start = 0
        while true {
            let header = untyped ? 4 : 5
            guard pending.count - start >= header else { break }
            let lengthAt = start + header - 4
            let length = pending[lengthAt..<lengthAt + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = lengthAt + max(length, 4)
            guard pending.count >= end else { break }
            let message = Array(pending[start..<end])
            if untyped {
                let code = message.count >= 8 ? message[4..<8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } : 0
                untyped = Self.requests.contains(code)
                messages.append((0, message))
            } else {
                messages.append((message[0], message))
            }
            start = end
        }
        pending.removeFirst(start)
        return messages
    }

    /// The bytes of a message not yet whole, taken out.
    mutating func takeRest() -> [UInt8] {
        defer { pending = [] }
        return pending
    }

    /// A message's zero-terminated strings after its type and length (a Parse's name and query, a
    /// Bind's portal and statement), as many as asked.
    static func strings(_ message: [UInt8], count: Int) -> [String] {
        var strings: [String] = []
        var index = 5
        while strings.count < count, index < message.count {
            let end = message[index...].firstIndex(of: 0) ?? message.count
            strings.append(String(decoding: message[index..<end], as: UTF8.self))
            index = end + 1
        }
        return strings
    }
}
