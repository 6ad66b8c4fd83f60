import Foundation
import HushKit

/// A folder only the server's own user may enter, checked before anything is written in it: the voice
/// stores hold each person's copy of the family's records. The folder is made with mode 0700 when it is
/// missing; one that exists must be a real folder (looked at with `lstat` and opened with `O_NOFOLLOW`,
/// so a symbolic link is refused, never followed) owned by the server's user, and is closed to everyone
/// else if it was open.
///
/// ```swift
/// try PrivateDirectory.prepare("/home/hush/.local/state/hush-server/voice-5f1c…")
/// // throws PrivateDirectory.Problem.symbolicLink when someone planted a link there first
/// ```
enum PrivateDirectory {
    /// Why the server will not use the folder; each says what to do instead.
    enum Problem: Error, CustomStringConvertible {
        case symbolicLink(path: String)
        case notADirectory(path: String)
        case foreignOwner(path: String, owner: UInt32, server: UInt32)
        case unusable(path: String, reason: String)

        var description: String {
            let instead = "remove it, or give --voice-dir a folder of your own"
            switch self {
            case .symbolicLink(let path):
                return "the voice folder \(path) is a symbolic link; the server keeps each person's voice store only in a "
                    + "folder of its own and never follows a link there (someone may have planted it): \(instead)"
            case .notADirectory(let path):
                return "the voice folder \(path) exists and is not a folder: \(instead)"
            case .foreignOwner(let path, let owner, let server):
                return "the voice folder \(path) belongs to user \(owner), not to this server's user \(server); the server "
                    + "keeps each person's voice store only in a folder of its own: \(instead)"
            case .unusable(let path, let reason):
                return "the voice folder \(path) cannot be made ready (\(reason)): give --voice-dir a folder of your own"
            }
        }
    }

    static func prepare(_ path: String) throws(Problem) {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty {
            do { try DurableFile.makeDirectory(parent) } catch { throw .unusable(path: path, reason: "\(error)") }
        }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw .unusable(path: path, reason: String(cString: strerror(errno)))
        }
        // Looked at without following a link first (opened with O_DIRECTORY, a link to a folder reads as
        // "not a folder", which would not say what is wrong); then opened without following one, and asked
        // and tightened through the descriptor: what is checked is what is used, even if the name were swapped.
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path: path) }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ELOOP: throw .symbolicLink(path: path)
            case ENOTDIR: throw .notADirectory(path: path)
            default: throw .unusable(path: path, reason: String(cString: strerror(errno)))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unusable(path: path, reason: String(cString: strerror(errno))) }
        guard status.st_uid == geteuid() else { throw .foreignOwner(path: path, owner: status.st_uid, server: geteuid()) }
        // A folder the server made before it kept them closed (0755 under --data): closed now, as it is its own.
        if status.st_mode & 0o077 != 0, fchmod(descriptor, 0o700) != 0 {
            throw .unusable(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
