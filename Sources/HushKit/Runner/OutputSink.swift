import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where answers and errors go. Output is held until the store has made the changes it confirms
/// durable (``release()``), so nothing is ever confirmed that a crash could lose; ``discard()`` drops
/// held confirmations when that fails.
///
/// Every text passes through ``TerminalText/shown(_:)`` here, the one place answers become output: a
/// control character that arrived in a synced note or name is written escaped, Hush's own colours are not.
public final class OutputSink {
    public enum Stream { case output, errors }

    private var held: [(Stream, String)] = []
    private let write: (Stream, String) -> Void

    /// Writes to the process's stdout and stderr, unbuffered, in order.
    public convenience init() {
        self.init { stream, text in
            let descriptor: Int32 = stream == .output ? 1 : 2
            var bytes = Array(text.utf8)
            bytes.append(UInt8(ascii: "\n"))
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { OutputSink.systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// The C `write`, named apart from this type's `write` property.
    static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, buffer, count)
        #else
        return Darwin.write(descriptor, buffer, count)
        #endif
    }

    public init(write: @escaping (Stream, String) -> Void) {
        self.write = write
    }

    public func hold(_ stream: Stream, _ text: String) {
        held.append((stream, TerminalText.shown(text)))
    }

    public var isHolding: Bool { !held.isEmpty }

    /// Writes what is held, in order. Consecutive texts for one stream go out as one write: a script's
    /// batch of hundreds of answers is then a few system calls, not one per answer.
    public func release() {
        guard !held.isEmpty else { return }
        var index = held.startIndex
        while index < held.endIndex {
            let stream = held[index].0
            var text = held[index].1
            index += 1
            while index < held.endIndex, held[index].0 == stream {
                text += "\n" + held[index].1
                index += 1
            }
            write(stream, text)
        }
        held = []
    }

    /// Keeps errors and notes but drops confirmations of output that could not be made durable.
    public func discard() {
        held = held.filter { $0.0 == .errors }
    }

    /// Writes immediately (prompts' companions, failures of the store itself).
    public func now(_ stream: Stream, _ text: String) {
        release()
        write(stream, TerminalText.shown(text))
    }
}
