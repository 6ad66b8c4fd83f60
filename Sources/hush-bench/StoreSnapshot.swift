import Foundation

/// A store folder's files as they were at one moment, put back in place before every timed run.
///
/// Restoring rewrites changed files inside their existing inodes and puts their modification times
/// back, instead of copying the folder anew. A store may trust its cache only while the journal keeps
/// its inode, size and modification time (hush's does), so a fresh copy before each run would make
/// every run pay for a full cache rebuild, which a user pays once, not on every command.
///
/// ```swift
/// let snapshot = try StoreSnapshot(of: store)
/// // ... a run appends to the store ...
/// try snapshot.restore(into: store)
/// ```
struct StoreSnapshot {
    /// Regular files by path relative to the store, with their bytes and access and modification times.
    private let files: [String: (data: Data, times: [timespec])]
    private let folders: Set<String>

    init(of root: String) throws {
        var files: [String: (data: Data, times: [timespec])] = [:]
        var folders: Set<String> = []
        for name in try FileManager.default.subpathsOfDirectory(atPath: root) {
            var info = stat()
            guard stat(root + "/" + name, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                folders.insert(name)
            case S_IFREG:
                let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name))
                files[name] = (data, Self.times(of: info))
            default:
                continue
            }
        }
        self.files = files
        self.folders = folders
    }

    /// Makes `root` hold exactly the snapshot's files, rewriting only those whose size or modification
    /// time differ, then flushes everything to disk so the next run's own fsync waits for nothing of ours.
    func restore(into root: String) throws {
        let fileSystem = FileManager.default
        let present = try fileSystem.subpathsOfDirectory(atPath: root)
        for name in present where files[name] == nil && !folders.contains(name) {
            // Children of a folder removed a moment ago are already gone.
            try? fileSystem.removeItem(atPath: root + "/" + name)
        }
        for folder in folders.sorted() where !fileSystem.fileExists(atPath: root + "/" + folder) {
            try fileSystem.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for (name, file) in files {
            let path = root + "/" + name
            var info = stat()
            if stat(path, &info) == 0, Int(info.st_size) == file.data.count,
               Self.same(Self.times(of: info)[1], file.times[1]) {
                continue
            }
            if stat(path, &info) == 0, Int(info.st_size) > file.data.count, try cutBack(path, to: file) { continue }
            try rewrite(path, with: file.data, times: file.times)
        }
        sync()
    }

    /// Puts back a file that only grew (the journal, after a command appended to it) by cutting it to its
    /// old length, when the bytes before that length still end as they did. Rewriting the 33 MB journal
    /// before each run on the long history flushed the processor's caches just before the timed command,
    /// and made every command on that history look several percent dearer than on a week's.
    private func cutBack(_ path: String, to file: (data: Data, times: [timespec])) throws -> Bool {
        let descriptor = open(path, O_RDWR)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let checked = min(file.data.count, 4_096)
        var tail = [UInt8](repeating: 0, count: checked)
        let read = pread(descriptor, &tail, checked, off_t(file.data.count - checked))
        guard read == checked, tail.elementsEqual(file.data.suffix(checked)) else { return false }
        guard ftruncate(descriptor, off_t(file.data.count)) == 0, futimens(descriptor, file.times) == 0 else {
            throw BenchFailure("cannot restore \(path): \(String(cString: strerror(errno)))")
        }
        return true
    }

    /// Overwrites the file's contents without replacing it, so its inode survives.
    private func rewrite(_ path: String, with data: Data, times: [timespec]) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else {
            throw BenchFailure("cannot restore \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { bytes -> Int in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                guard count > 0 else { return offset }
                offset += count
            }
            return offset
        }
        guard written == data.count, futimens(descriptor, times) == 0 else {
            throw BenchFailure("cannot restore \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Access and modification times, in the order futimens takes them.
    private static func times(of info: stat) -> [timespec] {
        #if canImport(Darwin)
        return [info.st_atimespec, info.st_mtimespec]
        #else
        return [info.st_atim, info.st_mtim]
        #endif
    }

    private static func same(_ left: timespec, _ right: timespec) -> Bool {
        left.tv_sec == right.tv_sec && left.tv_nsec == right.tv_nsec
    }
}
