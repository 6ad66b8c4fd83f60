import Foundation
import HushDomain

/// Where `hush-net` (the network half, run for each HTTP exchange of a sync and for QR codes) is: beside
/// this executable, as `make install` (a link to `hush` itself) and `swift build` put it, else on the PATH.
enum NetworkHelper {
    static var path: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let own = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let beside = (own as NSString).deletingLastPathComponent + "/hush-net"
            if access(beside, X_OK) == 0 { return beside }
        }
        for folder in (ProcessEnvironment.value("PATH") ?? "").split(separator: ":") {
            let candidate = String(folder) + "/hush-net"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
