import Foundation
import XCTest

/// `status` shows the nap window the store recorded at the last wake: asked again, it reads nothing more
/// and writes nothing, whichever method made the window.
final class ForecastCacheTests: XCTestCase {
    func testStatusReusesTheRecordedWindowForEitherMethod() throws {
        for method in ["by-nap", "prd"] {
            let store = try StoreProbe()
            try store.newBaby()
            let history = try store.script("naps.hush", ["set nap method \(method)", "slept from 7:40am to 9:10am",
                                                           "slept from 11:30am to 12:45pm", "slept from 1:10pm to 2:20pm"])
            XCTAssertEqual(try store.run(["run", history]).status, 0)
            try store.ok("status")
            let state = store.url("cache/state.json")
            // The state is written in place, so its inode says nothing: its time, set far back, says whether
            // it was written.
            let longAgo = Date(timeIntervalSince1970: 946_684_800)
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: state.path)
            let first = try store.ok("status")
            let after = try FileManager.default.attributesOfItem(atPath: state.path)
            XCTAssertEqual(after[.modificationDate] as? Date, longAgo, "\(method): status rewrote the state")
            XCTAssertEqual(try store.ok("status"), first, "\(method): the window changed on its own")
            let cache = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any])
            let forecast = try XCTUnwrap((cache["forecasts"] as? [String: [String: Any]])?.values.first)
            XCTAssertEqual(forecast["method"] as? String, method)
        }
    }
}
