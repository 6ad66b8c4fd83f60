import Foundation

/// Where `hush-net` (the network half) is: beside this executable, as `make install` and `swift build`
/// put it, else on the PATH.
enum NetworkHelper {
    static var path: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let own = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let beside = (own as NSString).deletingLastPathComponent + "/hush-net"
            if access(beside, X_OK) == 0 { return beside }
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/hush-net"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Replaces this process with `hush-net ARGUMENTS` (for `hush serve`: signals then reach the server itself).
    static func exec(_ arguments: [String]) -> Never {
        guard let path else {
            FileHandle.standardError.write(Data("Error: hush-net is missing; it is installed beside hush ('make install')\n".utf8))
            exit(1)
        }
        var argv = ([path] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        FileHandle.standardError.write(Data("Error: could not run \(path): \(String(cString: strerror(errno)))\n".utf8))
        exit(1)
    }
}
