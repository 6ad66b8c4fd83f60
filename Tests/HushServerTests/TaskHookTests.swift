import CTaskHook
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import XCTest
@testable import HushServer

/// `hush serve` runs its Swift tasks on NIO's event loops (``SyncServer/runTasksOnEventLoops()``), each
/// job as on the runtime's own pool: isolated to nothing. Run on the loop's serial executor instead, as
/// NIO runs a job, a task's every call into a nonisolated async function left the loop's turn and was
/// queued behind whatever the loop had waiting (about 19 times a push on PostgreSQL).
final class TaskHookTests: XCTestCase {
    /// The hook is the process's: installed for this test alone, and taken out again before it ends,
    /// so the other tests' tasks run on the runtime's pool as they expect.
    func testANonisolatedCallGoesOnInTheLoopsTurn() async throws {
        SyncServer.runTasksOnEventLoops()
        let (onLoop, order) = await Task { () -> (Bool, [String]) in
            let events = NIOLockedValueBox<[String]>([])
            let loop = MultiThreadedEventLoopGroup.singleton.any()
            let onLoop = loop.inEventLoop
            // Queued before the call: a call that hops runs after it, one that goes on runs before it.
            loop.execute { events.withLockedValue { $0.append("queued") } }
            await NonisolatedStep.record("called", in: events)
            return (onLoop, events.withLockedValue { $0 })
        }.value
        hush_install_enqueue_global_hook(nil)
        XCTAssertTrue(onLoop, "the task did not run on an event loop")
        XCTAssertEqual(order, ["called"], "the call waited for the loop's next turn")
    }
}

/// A nonisolated async function the optimiser cannot fold into its caller.
private enum NonisolatedStep {
    @inline(never)
    static func record(_ event: String, in events: NIOLockedValueBox<[String]>) async {
        events.withLockedValue { $0.append(event) }
    }
}
