import Foundation
import XCTest

/// Pumping sessions and the milk stash travel like any event against a real `hush serve`: a bottle made on
/// one device from a portion pumped on another takes it from every device's stash, and a subscriber's
/// device receives none of it.
final class SyncMilkTests: XCTestCase {
    func testTheStashTravelsAndSubscribersSeeNothingOfIt() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        try gavin.ok("pumped 4oz to the freezer")
        try gavin.ok("sync")
        try leanne.ok("sync")
        XCTAssertTrue(try leanne.ok("stash").contains("Freezer  4 oz"), "Leanne's device has Gavin's portion")
        let made = try leanne.ok("thawed a 3oz bag")
        XCTAssertTrue(made.contains("from the freezer: the 4 oz pumped"), made)
        _ = try SyncScenarios.converge([gavin, leanne])
        let stash = try gavin.ok("stash")
        XCTAssertTrue(stash.contains("Fridge (thawed)  1 oz"), "the thawed rest, on the device that pumped: \(stash)")
        XCTAssertFalse(stash.contains("Freezer  4 oz"), stash)

        let grandma = try SyncScenarios.join(gavin, as: "Gran", role: "subscriber", server: server)
        try grandma.ok("sync")
        XCTAssertTrue(try grandma.events().isEmpty, "a subscriber's device holds no events, pumping included")
        XCTAssertNotEqual(try grandma.run("stash").status, 0, "a subscriber can't see the stash")
    }
}
