import Foundation
import XCTest
import HushDomain

/// `ProcessEnvironment` stands in for `ProcessInfo.processInfo.environment` on a command's path, so it
/// is held to it: the same variables with the same values, changes made while the process runs seen at
/// the next read, and a value that holds `=` or is empty kept whole.
final class ProcessEnvironmentTests: XCTestCase {
    private let variable = "HUSH_TEST_PROCESS_ENVIRONMENT"

    override func tearDown() {
        unsetenv(variable)
        super.tearDown()
    }

    func testEveryVariableIsFoundationsWithItsValue() {
        setenv(variable, "x", 1)
        let ours = ProcessEnvironment.variables
        let foundations = ProcessInfo.processInfo.environment
        XCTAssertEqual(ours, foundations)
        XCTAssertFalse(ours.isEmpty, "a test process has at least PATH or HOME")
    }

    func testAValueWithEqualsSignsOrNothingIsKeptWhole() {
        setenv(variable, "a=b==c", 1)
        XCTAssertEqual(ProcessEnvironment.variables[variable], "a=b==c")
        XCTAssertEqual(ProcessEnvironment.value(variable), "a=b==c")
        setenv(variable, "", 1)
        XCTAssertEqual(ProcessEnvironment.variables[variable], "")
        XCTAssertEqual(ProcessEnvironment.value(variable), "")
    }

    func testAChangeShowsAtTheNextRead() {
        XCTAssertNil(ProcessEnvironment.value(variable))
        XCTAssertNil(ProcessEnvironment.variables[variable])
        setenv(variable, "1", 1)
        XCTAssertEqual(ProcessEnvironment.value(variable), "1")
        setenv(variable, "2", 1)
        XCTAssertEqual(ProcessEnvironment.variables[variable], "2")
        unsetenv(variable)
        XCTAssertNil(ProcessEnvironment.variables[variable])
    }

    func testANameOfOtherBytesIsReadAsFoundationReadsIt() {
        setenv("HUSH_TEST_PROCESS_ENVIRONMENT_É", "é ✓", 1)
        defer { unsetenv("HUSH_TEST_PROCESS_ENVIRONMENT_É") }
        XCTAssertEqual(ProcessEnvironment.variables["HUSH_TEST_PROCESS_ENVIRONMENT_É"], "é ✓")
        XCTAssertEqual(ProcessEnvironment.variables, ProcessInfo.processInfo.environment)
    }
}
