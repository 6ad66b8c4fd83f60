#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `printf` formatting, for the few places that show a number with a fixed count of
/// decimals ("1.4 MB"): `String(format:)` is Foundation's, which a program linking FoundationEssentials
/// only does not have. The same rounding as before, since it was the same C library underneath.
///
/// ```swift
/// PrintfText.format("%.1f MB", 1.44)   // "1.4 MB"
/// ```
public enum PrintfText {
    public static func format(_ format: String, _ arguments: CVarArg...) -> String {
        withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 128)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= buffer.count else { return String(decoding: buffer.prefix(max(needed, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            return withVaList(arguments) { again in
                var larger = [CChar](repeating: 0, count: needed + 1)
                let written = Int(vsnprintf(&larger, larger.count, format, again))
                return String(decoding: larger.prefix(max(written, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }
}
