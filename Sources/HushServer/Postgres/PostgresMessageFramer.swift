/// Finds where PostgreSQL's protocol messages start in a byte stream that arrives in pieces of any
/// size: after the startup, every message either side sends is a type byte, then its length (four
/// bytes, big-endian, counting themselves but not the type), then the rest. It reads only those five
/// bytes of each message and skips the rest, so a large answer costs a few steps a message.
///
/// A type the side never sends, or a length below four or past PostgreSQL's own limit, means the
/// stream is not where it was thought to be: the framer then fails for good, and trusts nothing after.
///
/// ```swift
/// var framer = PostgresMessageFramer(side: .backend)
/// try framer.feed(bytes) { type, _ in if type == UInt8(ascii: "Z") { ready += 1 } }
/// ```
struct PostgresMessageFramer {
    /// Which side's messages the stream carries.
    enum Side {
        /// The client's (frontend): Bind, Execute, Sync…
        case frontend
        /// The server's (backend): DataRow, CommandComplete, ReadyForQuery…
        case backend

        /// The type bytes the side sends after the startup (the protocol's message formats, version 3).
        var types: String {
            switch self {
            case .frontend: "BCdcfDEHFPpQSX"
            case .backend: "RK23CdcGHWDIEVvnNAtS1sZT"
            }
        }
    }

    /// Why the framer stopped trusting the stream.
    enum Failure: Error, Equatable {
        case unknownType(UInt8)
        case impossibleLength(UInt32)
    }

    /// PostgreSQL refuses a message past 1 GB.
    static let longest: UInt32 = 1 << 30

    private let known: [Bool]
    /// The current message's first bytes read so far (type and length), until all five are.
    private var header: [UInt8] = []
    /// The rest of the current message, still to skip.
    private var remaining = 0
    private(set) var failure: Failure?

    init(side: Side) {
        var known = [Bool](repeating: false, count: 256)
        for byte in side.types.utf8 { known[Int(byte)] = true }
        self.known = known
        header.reserveCapacity(5)
    }

    /// Reads the next piece of the stream, calling `each` with the type and length of every message whose
    /// first five bytes end in it. Throws the stream's first fault, then at every later call.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, each: (_ type: UInt8, _ length: UInt32) -> Void) throws(Failure) {
        if let failure { throw failure }
        var index = 0
        while index < bytes.count {
            if remaining > 0 {
                let skipped = min(remaining, bytes.count - index)
                remaining -= skipped
                index += skipped
                continue
            }
            header.append(bytes[index])
            index += 1
            if header.count == 1 {
                guard known[Int(header[0])] else { return try fail(.unknownType(header[0])) }
            } else if header.count == 5 {
                let length = header[1...].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                guard length >= 4, length <= Self.longest else { return try fail(.impossibleLength(length)) }
                each(header[0], length)
                remaining = Int(length) - 4
                header.removeAll(keepingCapacity: true)
            }
        }
    }

    private mutating func fail(_ failure: Failure) throws(Failure) {
        self.failure = failure
        throw failure
    }
}
