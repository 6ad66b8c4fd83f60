import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushKit

/// Sync after each command, without making anyone wait ("logging never waits for the
/// network"): a detached `hush sync` child in its own session, its output discarded. One runs per store
/// at a time; a command finishing while one runs leaves `STORE/sync.again`, and the runner goes round
/// once more. A failed attempt is retried with backoff (1, 2, 4, 8 s); after five, the change stays in
/// the outbox and `status` names it.
enum BackgroundSync {
    static let environmentKey = "HUSH_SYNC_BACKGROUND"

    /// Starts the child when this store is linked to a server (and `HUSH_AUTOSYNC` is not `0`).
    static func launchIfLinked(store: String, arguments: [String]) {
        // The whole environment only for a child: a command on a store with no server reads one variable.
        guard ProcessEnvironment.value("HUSH_AUTOSYNC") != "0", let state = try? SyncState.load(store: store), state.isLinked else { return }
        var child = ProcessEnvironment.variables
        child[environmentKey] = "1"
        let executable = CommandLine.arguments[0].hasPrefix("/") ? CommandLine.arguments[0]
            : FileManager.default.currentDirectoryPath + "/" + CommandLine.arguments[0]
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own session: the child outlives this process and a Ctrl-C at the terminal does not reach it.
        // POSIX_SPAWN_SETSID (glibc's 0x80), which Swift's Glibc module does not export.
        posix_spawnattr_setflags(&attributes, 0x80)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        // Nothing else of ours either: a caller reading our output until it ends (a voice assistant, a test)
        // would otherwise wait for the child too, if whoever started us left a copy of the pipe open here.
        ChildProcess.closeInheritedDescriptors(&actions)
        let argv = [executable] + arguments + ["sync"]
        let envp = child.map { "\($0.key)=\($0.value)" }
        // A REPL lives on after its children: collect the ones that finished, so none lingers as a zombie.
        while waitpid(-1, nil, WNOHANG) > 0 {}
        var pid: pid_t = 0
        ChildProcess.withCStrings(argv) { argvPointers in
            ChildProcess.withCStrings(envp) { envPointers in
                _ = posix_spawn(&pid, executable, &actions, &attributes, argvPointers, envPointers)
            }
        }
    }

    /// The child's work: sync until nothing new arrived meanwhile, retrying a failure with backoff.
    static func run(session: Session) -> Int32 {
        let directory = session.store.directory
        let again = directory + "/sync.again"
        guard let transport = session.syncTransport else { return 1 }
        let scale = Double(ProcessEnvironment.value("HUSH_SYNC_BACKOFF") ?? "") ?? 1
        for _ in 0..<2 {
            let ran = try? SyncEngine.locked(directory, wait: false) { () -> Bool in
                repeat {
                    unlink(again)
                    var delay = 1.0
                    for attempt in 1...SyncStatus.attempts {
                        do {
                            _ = try SyncEngine(session: session, transport: transport).sync(lockHeld: true)
                            break
                        } catch SyncError.unreachable {
                            if attempt == SyncStatus.attempts { return false }
                            DetachedThread.pause(seconds: delay * scale)
                            delay *= 2
                        } catch {
                            return false
                        }
                    }
                } while access(again, F_OK) == 0
                return true
            }
            if ran != nil { return 0 }
            // Another sync is running: ask it to go round again, then check it did not just finish.
            close(open(again, O_WRONLY | O_CREAT, 0o600))
        }
        return 0
    }
}
