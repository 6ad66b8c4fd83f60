import FoundationEssentials
import HushDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the store needs, with their durability spelled out: appends that are
/// fsync'd before anything is confirmed, whole-file replacement by temp file and rename, and stat
/// marks that tell whether another process changed a file.
public enum DurableFile {
    /// Size, inode and modification time: enough to notice that a file changed under us.
    public struct Mark: Hashable, Sendable {
        public var size: Int
        public var inode: UInt64
        public var modified: Int64

        public init(size: Int, inode: UInt64, modified: Int64) {
            self.size = size
            self.inode = inode
            self.modified = modified
        }
    }

    public static func mark(_ path: String) -> Mark? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
        let nanos = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #else
        let nanos = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #endif
        return Mark(size: Int(info.st_size), inode: UInt64(info.st_ino), modified: nanos)
    }

    /// The whole file, or nil when there is none. Opened directly: a command asks for files that are
    /// usually absent (the sync state on every line of a script), and Foundation's existence check and
    /// URL reading cost more than the system calls.
    public static func read(_ path: String) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw StoreError.io(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        // One byte more than the file holds, so the read that finds its end needs no room of its own: a
        // buffer exactly full grew by 64 KB (zeroed, its pages touched) for every file read whole.
        var result = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == result.count { result.count += max(result.count, 4_096) }
            let count = result.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        result.count = filled
        return result
    }

    /// The C `read`, named apart from this type's own `read`s.
    static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Bytes from `offset` to the end, or to `limit` bytes at most.
    public static func read(_ path: String, from offset: Int, upTo limit: Int = .max) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        // Read in place into room for what the file holds past `offset` (a daily snapshot reads a whole
        // journal), no bigger than asked for (a journal's header is read 4 KB at most, on every command),
        // and one byte more, so the read that finds the end needs no room of its own.
        let limit = max(limit, 0)
        var info = stat()
        let held = fstat(descriptor, &info) == 0 ? max(Int(info.st_size) - offset, 0) : 0
        var result = Data(count: limit <= held ? limit : held + 1)
        var filled = 0
        while filled < limit {
            if filled == result.count { result.count = min(limit, result.count + max(result.count, 4_096)) }
            let count = result.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(offset + filled)) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        result.count = filled
        return result
    }

    /// Appends and, when `sync` is set, waits until the bytes are on disk.
    /// Returns the file's length after the append.
    @discardableResult
    public static func append(_ data: Data, to path: String, sync: Bool) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try writeAll(descriptor, data, path)
        // The data and the new length, which is all an append changes that a reader needs (not its times).
        if sync, fdatasync(descriptor) != 0 { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        return Int(lseek(descriptor, 0, SEEK_CUR))
    }

    /// Waits until a file's data and length are on disk (an append made earlier without `sync`).
    public static func sync(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard fdatasync(descriptor) == 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Cuts a file back to `size` bytes: drops a torn last line left by a crash mid-append.
    public static func truncate(_ path: String, to size: Int) throws {
        #if canImport(Glibc)
        let result = Glibc.truncate(path, off_t(size))
        #else
        let result = Darwin.truncate(path, off_t(size))
        #endif
        guard result == 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Writes a new file whole, with no temp file: for the cache's week files while it is rebuilt into a fresh
    /// folder (nobody reads them before `state.json` names them, so renaming into place buys nothing, and
    /// creating files is slow on some filesystems).
    public static func create(_ path: String, with data: Data) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try writeAll(descriptor, data, path)
    }

    /// Writes `bytes` into a file at `offset`, over whatever is there, without syncing or cutting the file
    /// to length. The file must exist unless `creating` is set.
    public static func overwrite(_ bytes: [UInt8], in path: String, at offset: Int, creating: Bool = false) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | (creating ? O_CREAT : 0), 0o600)
        guard descriptor >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { try writeAll(descriptor, $0, at: offset, path) }
    }

    /// Writes a file whole over what it held, in place: no new file, no rename, no fsync. A reader can see
    /// it half written (a crash in the middle, or a power cut before the kernel wrote it back), so it is
    /// only for a file whose contents prove themselves whole (the cache's sealed state): renaming a fresh
    /// file over the old one made a new inode and freed the old one's blocks on every command.
    public static func rewrite(_ path: String, with data: Data) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { try writeAll(descriptor, $0, at: 0, path) }
        guard ftruncate(descriptor, off_t(data.count)) == 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Replaces a file whole: write a temp file beside it, optionally fsync, rename over, fsync the folder.
    /// Readers see the old file or the new one, never a mix.
    public static func replace(_ path: String, with data: Data, sync: Bool) throws {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError.io(path: temporary, reason: String(cString: strerror(errno))) }
        do {
            try writeAll(descriptor, data, temporary)
            if sync, fsync(descriptor) != 0 { throw StoreError.io(path: temporary, reason: String(cString: strerror(errno))) }
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw StoreError.io(path: path, reason: String(cString: strerror(errno)))
        }
        if sync { syncDirectory(PathText.folder(of: path)) }
    }

    /// Makes a rename or a newly created file durable.
    public static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Creates a private folder (0700), parents included.
    public static func makeDirectory(_ path: String) throws {
        // A folder that is there is left as it is, as FileManager leaves it; asked first because every
        // command asks, and FileManager's attributes dictionary costs the runtime a scan of every
        // protocol conformance in the program the first time (about 0.1 ms of a one-shot write).
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
        // Each missing folder from the outermost in, each made 0700 whatever the umask.
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            if mkdir(prefix, 0o700) == 0 {
                chmod(prefix, 0o700)
            } else if errno != EEXIST {
                throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
            }
        }
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw StoreError.cannotCreate(path: path, reason: "a file is in the way")
        }
    }

    /// Writes `bytes` at `offset` (`pwrite`), whatever the file holds there and after.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int, _ path: String) throws {
        var done = 0
        while done < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw StoreError.io(path: path, reason: String(cString: strerror(errno))) }
            done += count
        }
    }

    private static func writeAll(_ descriptor: Int32, _ data: Data, _ path: String) throws {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw StoreError.io(path: path, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}
