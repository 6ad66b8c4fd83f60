import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain

/// Where `hush-net` (the network half, run for each HTTP exchange of a sync and for QR codes) is: beside
/// this executable, as `make install` and `swift build` put it, else on the PATH.
enum NetworkHelper {
    static var path: String? {
        if let own = OwnExecutable.path() {
            let beside = PathText.folder(of: own) + "/hush-net"
            if access(beside, X_OK) == 0 { return beside }
        }
        for folder in (ProcessEnvironment.value("PATH") ?? "").split(separator: ":") {
            let candidate = String(folder) + "/hush-net"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Runs `hush-net ARGUMENTS` in this process's place; returns only if it cannot (having said why).
    static func replaceProcess(_ arguments: [String]) -> Never {
        guard let helper = path else {
            StandardError.write("hush-net is missing; it is installed beside hush\n")
            exit(1)
        }
        ChildProcess.withCStrings([helper] + arguments) { argv in _ = execv(helper, argv) }
        StandardError.write("could not run \(helper): \(String(cString: strerror(errno)))\n")
        exit(1)
    }
}
