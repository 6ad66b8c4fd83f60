import CLibEdit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// libedit's history list, mirrored line by line into a file so that every session sees the lines of the
/// ones before it, and a session that is killed loses nothing.
///
/// The file is libedit's own format (a `_HiStOrY_V2_` cookie line, then one encoded line per entry), so
/// loading it back is exact for any text, spaces and non-ASCII included.
///
/// ```swift
/// let history = EditLineHistory(file: EditLineSource.defaultHistoryFile(environment: env))
/// history.record("wet diaper")   // in the list and on disk
/// ```
final class EditLineHistory {
    /// Lines kept in memory, and in the file after it is compacted at start-up.
    static let capacity = 5000

    /// The libedit `History *`, for `EL_HIST`.
    let list: OpaquePointer
    private var file: URL?
    private var newest: String?

    /// Loads `file` if it exists, else creates it (and its folder) readable by the user alone: history
    /// reveals a family's days.
    init(file: URL?) {
        guard let list = hush_history_open(Int32(Self.capacity)) else {
            fatalError("libedit could not allocate a history list")
        }
        self.list = list
        self.file = file
        guard let file else { return }
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let loaded = hush_history_load(list, file.path)
        if loaded < 0 {
            if !FileManager.default.fileExists(atPath: file.path) || Self.isEmptyFile(file) {
                rewrite()
            } else {
                // Not libedit's format: keep whatever it is intact, and history in memory only.
                self.file = nil
            }
        } else if loaded > Self.capacity {
            // Appending one line at a time grows the file forever; cap it once per session.
            rewrite()
        }
        newest = hush_history_newest(list).map { String(cString: $0) }
    }

    deinit { history_end(list) }

    /// Adds a line unless it is blank or repeats the newest one, and appends it to the file at once.
    /// Trailing blanks (Tab completion leaves one) are dropped so they cannot make a near-duplicate.
    func record(_ typed: String) {
        var line = Substring(typed)
        while line.last?.isWhitespace == true { line.removeLast() }
        guard !line.isEmpty, String(line) != newest else { return }
        guard hush_history_enter(list, String(line)) >= 0 else { return }
        newest = String(line)
        guard let file else { return }
        // O_APPEND keeps lines whole when two sessions write at once; 0600 applies if the file is new.
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        // Recreated since start-up (deleted by hand): libedit reads nothing from a file without its cookie.
        let header = fstat(descriptor, &status) == 0 && status.st_size == 0 ? Self.cookie : ""
        let bytes = Array((header + Self.encode(line) + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }

    /// The first line of every libedit history file.
    static let cookie = "_HiStOrY_V2_\n"

    /// A line as libedit's loader (`strunvis`) reads it back: printable ASCII as is, every other byte
    /// (blanks, control characters, backslash, UTF-8) as a three-digit octal escape.
    ///
    /// libedit's own appending (`H_NSAVE_FP`) would repeat the cookie line on every call and write one line
    /// too many (libedit 3.1-20221030), so the REPL writes the line itself, in the format libedit reads.
    static func encode(_ line: Substring) -> String {
        var encoded = ""
        for byte in line.utf8 {
            if (0x21...0x7E).contains(byte), byte != UInt8(ascii: "\\") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let octal = String(byte, radix: 8)
                encoded += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return encoded
    }

    /// Replaces the file with the list, through a temporary file so a crash leaves the old one whole.
    private func rewrite() {
        guard let file else { return }
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
        guard hush_history_save(list, temporary.path) >= 0 else {
            unlink(temporary.path)
            return
        }
        if rename(temporary.path, file.path) != 0 { unlink(temporary.path) }
    }

    private static func isEmptyFile(_ file: URL) -> Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
        return size == 0
    }
}
