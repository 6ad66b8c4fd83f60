import FoundationEssentials
import Glibc

/// The process's environment variables, read straight from the C library. Foundation's
/// `ProcessInfo.processInfo.environment` builds its dictionary again at every call, finding each entry's
/// `=` by comparing `Character`s, and a one-shot command asked it three or four times: about 3% of
/// the process's processor time, which a command that reads two variables need not pay.
///
/// ```swift
/// let shift = ProcessEnvironment.value("HUSH_CLOCK_SHIFT")     // one variable, as getenv(3) finds it
/// let all = ProcessEnvironment.variables                        // every variable, for a session's setup
/// ```
public enum ProcessEnvironment {
    /// One variable's value, or nil when it is not set. As `getenv(3)`: the first entry of that name.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every variable by name, read now (a later `setenv` shows at the next read). An entry without
    /// `=` is left out; of two entries with one name, the first counts, as `getenv(3)` finds it; bytes
    /// that are not UTF-8 are replaced, as Foundation does. Read without the lock Foundation takes around
    /// `environ`: Hush never changes its own environment (no `setenv` anywhere in it), so nothing can
    /// move the table while it is read.
    public static var variables: [String: String] {
        var variables: [String: String] = [:]
        // `clearenv()` leaves `environ` null, which Swift imports as a pointer that cannot be: look first.
        guard var entry = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>(bitPattern: Int(bitPattern: environ)) else { return variables }
        while let text = entry.pointee {
            if let equals = strchr(text, 0x3D) {
                let name = String(decoding: UnsafeRawBufferPointer(start: text, count: text.distance(to: equals)), as: UTF8.self)
                if variables[name] == nil { variables[name] = String(cString: equals + 1) }
            }
            entry += 1
        }
        return variables
    }
}
