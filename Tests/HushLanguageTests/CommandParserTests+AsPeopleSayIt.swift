@testable import HushLanguage
import XCTest

/// Commands as people say them. "set X to Y", as people say a setting: "set units to ml" was refused, and "set zone to Europe/London"
/// read the zone as "to Europe/London". One linking word ("to", "as", "is", "=") may stand between a
/// setting's name and its value, and "the" or "my" before the name; a value's own "to" stays its own.
extension CommandParserTests {
    func testASettingsValueMayFollowTo() throws {
        let table = [
            ("set units to ml", "set units=ml"), ("set my units as oz", "set units=oz"), ("set units = ml", "set units=ml"),
            ("set the default bottle to 5 oz", "set default-bottle=5oz"), ("set day start to 7am", "set day-start=07:00"),
            ("set zone to Europe/London", "set household-zone=Europe/London"),
            ("set quiet hours to 11pm to 7am", "set quiet-hours=23:00-07:00"), ("set expiry room to 2h", "set expiry-room=2h"),
            ("set expiry freezer to 6 months", "set expiry-freezer=6months"), ("set theme to dark", "set theme=dark"),
            ("set bottle contents to formula", "set bottle-contents=formula"), ("set nap method to by-nap", "set nap-method=by-nap"),
        ]
        for (line, expected) in table { XCTAssertEqual(try meaning(line), expected, line) }
        for line in ["set units to", "set units to to ml", "set to units ml"] {
            XCTAssertThrowsError(try parser.parse(line), line)
        }
    }

    /// "invite grandma as a subscriber" was refused for its article.
    func testAnInvitesRoleMayTakeAnArticle() throws {
        XCTAssertEqual(try meaning("invite grandma as a subscriber"), "invite name=grandma role=subscriber")
        XCTAssertEqual(try meaning("invite Leanne as a caregiver for 3 days"), "invite name=Leanne role=caregiver days=3")
        XCTAssertEqual(try meaning("invite a friend as caregiver"), "invite name=a friend role=caregiver")
        for line in ["invite as a caregiver", "invite Bob as a", "invite Bob as a primary"] {
            XCTAssertThrowsError(try parser.parse(line), line)
        }
    }

    /// Office hours worked like a switch: "turn on office hours", "close office hours" were refused ("did
    /// you mean 'ten'?"); each is the command it says, with what follows it.
    func testOfficeHoursMayBeTurnedOnAndOffWithAVerb() throws {
        let table = [
            ("turn on office hours", "office-hours=on"), ("turn office hours on", "office-hours=on"),
            ("start office hours", "office-hours=on"), ("open office hours", "office-hours=on"), ("begin office hours", "office-hours=on"),
            ("start office hours for 30 min", "office-hours=on for=30m"),
            ("turn off office hours", "office-hours=off"), ("turn office hours off", "office-hours=off"),
            ("end office hours", "office-hours=off"), ("stop office hours", "office-hours=off"), ("close office hours", "office-hours=off"),
        ]
        for (line, expected) in table { XCTAssertEqual(try meaning(line), expected, line) }
        // The routine and the feed those verbs also start are theirs still.
        XCTAssertEqual(try meaning("start routine Oprah"), "routine-start name=Oprah")
        XCTAssertEqual(try meaning("start feeding"), "feeding-start at=now")
        for line in ["turn on office", "start office", "close office hours for a year", "turn up office hours"] {
            XCTAssertThrowsError(try parser.parse(line), line)
        }
    }
}
