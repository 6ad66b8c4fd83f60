@testable import HushDomain
@testable import HushServices
import XCTest

/// The notification engine as pure code: `ReminderPlanner` given a `ReminderSituation`, an injected
/// clock (`now`) and a `ReminderPolicy`, in America/New_York around Sat 2026-01-10. Proves when each kind
/// of reminder is due and when it rings (quiet hours hold some, not others), what it says at ring time,
/// that policy switches, mutes and delivered keys remove reminders, that late ones are dropped, and how
/// reminders ringing together are batched. Also `QuietHours` on its own and `DeliveryRecord`'s JSON.
final class ReminderPlannerTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    let eddie = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: Date(timeIntervalSince1970: 1_767_000_000))
    /// Every kind on (nap window and feeding due are off by default), standard quiet hours 22:00–06:00.
    let everything = ReminderPolicy(household: [.napWindow: true, .feedingDue: true])

    // MARK: - Helpers

    /// A wall-clock time in New York in January 2026.
    func time(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: day, hour: hour, minute: minute))
    }

    func event(_ id: String, at start: Date, _ data: EventData, end: Date? = nil) -> Event {
        Event(id: id, babyID: eddie.id, loggedBy: "gavin", start: calendar.timestamp(start),
              end: end.map(calendar.timestamp), data: data, createdAt: start)
    }

    func bottle(_ id: String, madeAt made: Date, startedAt started: Date? = nil, refrigerated: Bool = false) -> Event {
        event(id, at: made, .bottle(EventData.Bottle(prepared: Volume(4, .oz), feedingStartedAt: started, refrigerated: refrigerated)))
    }

    func breastFeed(_ id: String, at start: Date) -> Event {
        event(id, at: start, .breast(EventData.Breast(startedSide: .left, bothSides: false)), end: start.addingTimeInterval(15 * 60))
    }

    func baby(bottles: [Event] = [], lastFeed: Event? = nil, asleep: Bool = false,
              nap: (wakeEventID: String, start: Date, end: Date)? = nil) -> ReminderSituation {
        ReminderSituation(babies: [.init(baby: eddie, openBottles: bottles, lastFeed: lastFeed, isAsleep: asleep, napWindow: nap)])
    }

    func plan(_ situation: ReminderSituation, now: Date, policy: ReminderPolicy? = nil) -> [Reminder] {
        ReminderPlanner(now: now, calendar: calendar, policy: policy ?? everything).plan(situation)
    }

    func only(_ situation: ReminderSituation, now: Date, policy: ReminderPolicy? = nil,
              file: StaticString = #filePath, line: UInt = #line) throws -> Reminder {
        let planned = plan(situation, now: now, policy: policy)
        XCTAssertEqual(planned.count, 1, "\(planned.map(\.key))", file: file, line: line)
        return try XCTUnwrap(planned.first, file: file, line: line)
    }

    func routine(at minutes: Int, starting start: CivilDate) -> ReminderSituation.RoutineState {
        .init(id: "r1", name: "Oprah Winfrey", startDate: start, firstTask: RoutineTask(minutes: minutes, title: "Drink water"))
    }

    func officeHours(since: Date, until: Date? = nil, available: Bool = true) -> ReminderSituation {
        let hours = OfficeHours(babyID: eddie.id, available: available, since: since, setBy: "Gavin", until: until)
        return ReminderSituation(officeHours: [.init(officeHours: hours, babyName: "Eddie")])
    }

    // MARK: - Bottle expiry

    func testBottleExpiryIsFifteenMinutesBeforeTwoHoursAfterMaking() throws {
        let made = time(10, 13, 0)
        let reminder = try only(baby(bottles: [bottle("e1", madeAt: made)]), now: time(10, 13, 5))
        XCTAssertEqual(reminder.kind, .bottleExpiry)
        XCTAssertEqual(reminder.key, "bottle_expiry:e1")
        XCTAssertEqual(reminder.due, time(10, 14, 45))
        XCTAssertEqual(reminder.at, reminder.due)
        XCTAssertFalse(reminder.isHeld)
        XCTAssertEqual(reminder.title, "Bottle expires in 15 minutes")
        XCTAssertEqual(reminder.body, "Eddie's bottle, made at 1:00 PM, expires at 3:00 PM")
        XCTAssertEqual(reminder.babyName, "Eddie")
        XCTAssertNil(reminder.repeats)
    }

    func testFeedingStartedBringsExpiryForwardToAnHourAfterTheFirstSip() throws {
        // min(1:00 + 2h, 1:30 + 1h) = 2:30; the reminder at 2:15.
        let early = try only(baby(bottles: [bottle("e1", madeAt: time(10, 13), startedAt: time(10, 13, 30))]), now: time(10, 13, 35))
        XCTAssertEqual(early.due, time(10, 14, 15))
        XCTAssertEqual(early.title, "Bottle expires in 15 minutes")
        XCTAssertEqual(early.body, "Eddie's bottle, made at 1:00 PM, expires at 2:30 PM, 1 hour after feeding started")

        // Started late: min(1:00 + 2h, 2:30 + 1h) = 3:00, the preparation limit stands.
        let late = try only(baby(bottles: [bottle("e1", madeAt: time(10, 13), startedAt: time(10, 14, 30))]), now: time(10, 14, 31))
        XCTAssertEqual(late.due, time(10, 14, 45))
        XCTAssertEqual(late.body, "Eddie's bottle, made at 1:00 PM, expires at 3:00 PM")
    }

    func testRefrigeratedBottleKeepsTwentyFourHours() throws {
        let reminder = try only(baby(bottles: [bottle("e1", madeAt: time(10, 8), refrigerated: true)]), now: time(10, 8, 5))
        XCTAssertEqual(reminder.due, time(11, 7, 45))
        XCTAssertEqual(reminder.at, time(11, 7, 45))
        XCTAssertEqual(reminder.title, "Bottle expires in 15 minutes")
        XCTAssertEqual(reminder.body, "Eddie's bottle, made at 8:00 AM, expires at 8:00 AM")
    }

    func testBottleExpiryRingsThroughQuietHours() throws {
        // Made 1:15 AM, expires 3:15 AM: the reminder rings at 3:00 AM, inside 22:00–06:00.
        let reminder = try only(baby(bottles: [bottle("e1", madeAt: time(10, 1, 15))]), now: time(10, 1, 20))
        XCTAssertEqual(reminder.due, time(10, 3))
        XCTAssertEqual(reminder.at, time(10, 3))
        XCTAssertFalse(reminder.isHeld)
        XCTAssertEqual(reminder.title, "Bottle expires in 15 minutes")
        XCTAssertEqual(reminder.body, "Eddie's bottle, made at 1:15 AM, expires at 3:15 AM")
    }

    func testAFinishedOrDiscardedBottleIsNotOpenSoNothingIsPlanned() {
        // The store leaves finished and discarded bottles out of `openBottles`; even as the last feed
        // (feeding due off) it plans nothing.
        var finished = bottle("e1", madeAt: time(10, 13), startedAt: time(10, 13, 10))
        finished.end = calendar.timestamp(time(10, 13, 30))
        XCTAssertEqual(plan(baby(lastFeed: finished), now: time(10, 13, 40), policy: ReminderPolicy()), [])
        XCTAssertEqual(plan(baby(), now: time(10, 13, 40)), [])
    }

    func testALateBottleReminderSaysWhatIsLeftAtTheMomentItIsRead() throws {
        let situation = baby(bottles: [bottle("e1", madeAt: time(10, 13))])
        let late = try only(situation, now: time(10, 14, 55))
        XCTAssertEqual(late.at, time(10, 14, 45))
        XCTAssertEqual(late.title, "Bottle expires in 5 minutes")

        let expired = try only(situation, now: time(10, 15, 10))
        XCTAssertEqual(expired.title, "Bottle expired")
        XCTAssertEqual(expired.body, "Eddie's bottle, made at 1:00 PM, expired at 3:00 PM: throw it away")
    }

    // MARK: - Feeding due

    func testFeedingDueThreeHoursAfterTheLastFeed() throws {
        let breast = try only(baby(lastFeed: breastFeed("f1", at: time(10, 9))), now: time(10, 9, 30))
        XCTAssertEqual(breast.kind, .feedingDue)
        XCTAssertEqual(breast.key, "feeding_due:f1")
        XCTAssertEqual(breast.due, time(10, 12))
        XCTAssertEqual(breast.at, time(10, 12))
        XCTAssertEqual(breast.title, "Feeding due")
        XCTAssertEqual(breast.body, "Eddie last ate 3 hours ago, at 9:00 AM")

        // A bottle's feed time is when feeding started, not when it was made.
        let fed = bottle("f2", madeAt: time(10, 8), startedAt: time(10, 8, 30))
        let fromBottle = try only(baby(lastFeed: fed), now: time(10, 9))
        XCTAssertEqual(fromBottle.key, "feeding_due:f2")
        XCTAssertEqual(fromBottle.due, time(10, 11, 30))
        XCTAssertEqual(fromBottle.body, "Eddie last ate 3 hours ago, at 8:30 AM")
    }

    func testFeedingDueInTheNightIsHeldUntilQuietHoursEnd() throws {
        let situation = baby(lastFeed: breastFeed("f1", at: time(10, 0)))
        let held = try only(situation, now: time(10, 0, 30))
        XCTAssertEqual(held.due, time(10, 3))
        XCTAssertEqual(held.at, time(10, 6))
        XCTAssertTrue(held.isHeld)
        // The body is written for 6:00 AM, when it rings.
        XCTAssertEqual(held.body, "Eddie last ate 6 hours ago, at 12:00 AM")
        // Read a little late, it says so.
        XCTAssertEqual(try only(situation, now: time(10, 6, 20)).body, "Eddie last ate 6 hours 20 minutes ago, at 12:00 AM")

        var noQuiet = everything
        noQuiet.quietHours = nil
        let rings = try only(situation, now: time(10, 0, 30), policy: noQuiet)
        XCTAssertEqual(rings.at, time(10, 3))
        XCTAssertFalse(rings.isHeld)
        XCTAssertEqual(rings.body, "Eddie last ate 3 hours ago, at 12:00 AM")
    }

    // MARK: - Quiet hours

    func testQuietHoursAcrossMidnight() {
        let night = QuietHours.standard
        XCTAssertEqual(night, QuietHours(start: 22 * 60, end: 6 * 60))
        XCTAssertTrue(night.contains(time(10, 23, 30), calendar: calendar))
        XCTAssertEqual(night.release(of: time(10, 23, 30), calendar: calendar), time(11, 6))
        XCTAssertEqual(night.release(of: time(10, 22), calendar: calendar), time(11, 6))
        XCTAssertEqual(night.release(of: time(10, 2), calendar: calendar), time(10, 6))
        XCTAssertEqual(night.release(of: time(10, 0), calendar: calendar), time(10, 6))
        XCTAssertEqual(night.release(of: time(10, 5, 59), calendar: calendar), time(10, 6))
        for (hour, minute) in [(6, 0), (21, 59), (12, 0)] {
            XCTAssertFalse(night.contains(time(10, hour, minute), calendar: calendar), "\(hour):\(minute)")
            XCTAssertNil(night.release(of: time(10, hour, minute), calendar: calendar), "\(hour):\(minute)")
        }
    }

    func testQuietHoursInTheDaytime() {
        let afternoon = QuietHours(start: 13 * 60, end: 15 * 60)
        XCTAssertTrue(afternoon.contains(time(10, 13), calendar: calendar))
        XCTAssertEqual(afternoon.release(of: time(10, 14), calendar: calendar), time(10, 15))
        XCTAssertEqual(afternoon.release(of: time(10, 14, 59), calendar: calendar), time(10, 15))
        for hour in [15, 12, 23, 2] {
            XCTAssertFalse(afternoon.contains(time(10, hour), calendar: calendar), "\(hour):00")
        }
        // The same time at both ends is never quiet.
        XCTAssertFalse(QuietHours(start: 600, end: 600).contains(time(10, 10), calendar: calendar))
    }

    func testQuietHoursTextAndPreference() {
        let late = QuietHours(start: 23 * 60, end: 7 * 60)
        XCTAssertEqual(late.text, "23:00-07:00")
        XCTAssertEqual(QuietHours(text: "23:00-07:00"), late)
        XCTAssertEqual(QuietHours(text: late.text), late)
        XCTAssertEqual(QuietHours.standard.text, "22:00-06:00")
        XCTAssertEqual(QuietHours(start: 13 * 60 + 5, end: 15 * 60 + 30).text, "13:05-15:30")
        for bad in ["", "garbage", "22-06", "24:00-06:00", "22:60-06:00", "22:00", "22:00-06:00-07:00"] {
            XCTAssertNil(QuietHours(text: bad), bad)
        }
        XCTAssertEqual(QuietHours.chosen(by: nil), .standard)
        XCTAssertNil(QuietHours.chosen(by: "off"))
        XCTAssertEqual(QuietHours.chosen(by: "garbage"), .standard)
        XCTAssertEqual(QuietHours.chosen(by: "23:00-07:00"), late)
    }

    // MARK: - Nap window

    func testNapWindowAtItsStartWhileAwake() throws {
        let window = (wakeEventID: "w1", start: time(10, 10), end: time(10, 10, 45))
        let reminder = try only(baby(nap: window), now: time(10, 9, 30))
        XCTAssertEqual(reminder.kind, .napWindow)
        XCTAssertEqual(reminder.key, "nap_window:w1")
        XCTAssertEqual(reminder.at, time(10, 10))
        XCTAssertEqual(reminder.title, "Nap window starting")
        XCTAssertEqual(reminder.body, "Eddie may be getting tired (window 10:00 AM–10:45 AM)")
        // Inside the window it is still owed (and due); after it, gone.
        XCTAssertEqual(plan(baby(nap: window), now: time(10, 10, 30)).map(\.key), ["nap_window:w1"])
        XCTAssertEqual(plan(baby(nap: window), now: time(10, 10, 45)), [])
        XCTAssertEqual(plan(baby(nap: window), now: time(10, 10, 50)), [])
        // Asleep: the nap has begun, nothing to remind.
        XCTAssertEqual(plan(baby(asleep: true, nap: window), now: time(10, 9, 30)), [])
        // A new wake is a new reminder.
        let next = (wakeEventID: "w2", start: time(10, 13), end: time(10, 13, 45))
        XCTAssertEqual(try only(baby(nap: next), now: time(10, 12)).key, "nap_window:w2")
        // Off by default.
        XCTAssertEqual(plan(baby(nap: window), now: time(10, 9, 30), policy: ReminderPolicy()), [])
    }

    // MARK: - Routine

    func testRoutineRingsAtTheFirstTaskFromItsStartDate() throws {
        let situation = ReminderSituation(routine: routine(at: 6 * 60, starting: CivilDate(text: "2026-01-10")!))
        let first = try only(situation, now: time(9, 12))
        XCTAssertEqual(first.kind, .routine)
        XCTAssertEqual(first.key, "routine:r1:2026-01-10")
        XCTAssertEqual(first.due, time(10, 6))
        XCTAssertEqual(first.at, time(10, 6))
        XCTAssertEqual(first.title, "Good morning: Oprah Winfrey")
        XCTAssertEqual(first.body, "6:00 AM Drink water")
        XCTAssertEqual(first.repeats, "daily at 6:00 AM")
        XCTAssertNil(first.babyName)

        // Later on the start day, today's is past the lateness: tomorrow's is next.
        XCTAssertEqual(try only(situation, now: time(10, 12)).key, "routine:r1:2026-01-11")
        // Nothing before the start date, even when today's time has not come.
        let later = ReminderSituation(routine: routine(at: 6 * 60, starting: CivilDate(text: "2026-01-12")!))
        XCTAssertEqual(plan(later, now: time(10, 5)), [])
    }

    func testRoutineRingsThroughQuietHoursAndMovesOnOnceDelivered() throws {
        var situation = ReminderSituation(routine: routine(at: 4 * 60, starting: CivilDate(text: "2026-01-01")!))
        let today = try only(situation, now: time(10, 3))
        XCTAssertEqual(today.key, "routine:r1:2026-01-10")
        XCTAssertEqual(today.at, time(10, 4))
        XCTAssertFalse(today.isHeld)
        XCTAssertEqual(today.repeats, "daily at 4:00 AM")
        // A little late but undelivered, it is still due.
        XCTAssertEqual(ReminderPlanner(now: time(10, 4, 30), calendar: calendar, policy: everything).due(situation).due.map(\.key),
                       ["routine:r1:2026-01-10"])

        situation.delivered = ["routine:r1:2026-01-10"]
        let tomorrow = try only(situation, now: time(10, 4, 1))
        XCTAssertEqual(tomorrow.key, "routine:r1:2026-01-11")
        XCTAssertEqual(tomorrow.at, time(11, 4))
    }

    // MARK: - Office hours

    func testOfficeHoursOnlyWhileAvailable() throws {
        let now = time(10, 14)
        let since = time(10, 13, 55)
        let reminder = try only(officeHours(since: since), now: now)
        XCTAssertEqual(reminder.kind, .officeHours)
        XCTAssertEqual(reminder.key, "office_hours:b1:\(Int(since.timeIntervalSince1970))")
        XCTAssertEqual(reminder.at, since)
        XCTAssertEqual(reminder.title, "Eddie is in!")
        XCTAssertEqual(reminder.body, "The baby will see you now 👶")
        XCTAssertEqual(reminder.babyName, "Eddie")

        XCTAssertEqual(try only(officeHours(since: since, until: time(10, 14, 30)), now: now).body,
                       "The baby will see you now 👶 (until 2:30 PM)")
        XCTAssertEqual(plan(officeHours(since: since, available: false), now: now), [])
        XCTAssertEqual(plan(officeHours(since: since, until: now), now: now), [], "ended at its own end")

        // Turned on again later: a new key.
        let again = try only(officeHours(since: time(10, 14, 10)), now: time(10, 14, 15))
        XCTAssertNotEqual(again.key, reminder.key)
        XCTAssertEqual(again.key, "office_hours:b1:\(Int(time(10, 14, 10).timeIntervalSince1970))")
    }

    /// The rule for a parent who opens office hours at night: the notice rings at once, through quiet hours.
    /// Holding it until morning would tell the family "Eddie is in!" hours after the window (or say nothing,
    /// once it closed); the parent has just chosen to be available, and a subscriber who wants quiet nights
    /// mutes office hours. Pinned at 23:30 and 3:00, inside the standard quiet hours.
    func testOfficeHoursRingThroughQuietHours() throws {
        for (day, hour, minute) in [(10, 23, 30), (11, 3, 0)] {
            let since = time(day, hour, minute)
            let reminder = try only(officeHours(since: since), now: since.addingTimeInterval(5))
            XCTAssertEqual(reminder.kind, .officeHours)
            XCTAssertEqual(reminder.at, since, "rings when office hours open, not when quiet hours end")
            XCTAssertEqual(reminder.due, since)
        }
        XCTAssertTrue(ReminderPolicy.ringsThroughQuietHours.contains(.officeHours))
    }

    // MARK: - Policy

    /// One of every kind, all ringing in the daytime on Jan 10 at distinct times.
    func allKinds() -> ReminderSituation {
        var situation = baby(bottles: [bottle("e1", madeAt: time(10, 13))], lastFeed: breastFeed("f1", at: time(10, 10)),
                             nap: (wakeEventID: "w1", start: time(10, 13, 30), end: time(10, 14, 15)))
        situation.routine = routine(at: 18 * 60, starting: CivilDate(text: "2026-01-01")!)
        situation.officeHours = officeHours(since: time(10, 12, 55)).officeHours
        return situation
    }

    func kinds(_ policy: ReminderPolicy) -> Set<NotificationKind> {
        Set(plan(allKinds(), now: time(10, 13, 5), policy: policy).map(\.kind))
    }

    func testPolicySwitchesAndMutesRemoveKinds() {
        XCTAssertEqual(kinds(everything), Set(NotificationKind.allCases))

        var householdOff = everything
        householdOff.household[.feedingDue] = false
        XCTAssertEqual(kinds(householdOff), Set(NotificationKind.allCases).subtracting([.feedingDue]))

        var masterOff = everything
        masterOff.masterOn = false
        XCTAssertEqual(kinds(masterOff), [])
        XCTAssertFalse(NotificationKind.allCases.contains(where: masterOff.allows))

        var muted = everything
        muted.muted = [.napWindow, .routine]
        XCTAssertEqual(kinds(muted), [.bottleExpiry, .feedingDue, .officeHours])
    }

    func testPolicyDefaultsFromEmptyPreferences() {
        let policy = ReminderPolicy(preferences: [:], person: "Gavin")
        XCTAssertTrue(policy.masterOn)
        XCTAssertEqual(policy.household, [:])
        XCTAssertEqual(policy.muted, [])
        XCTAssertEqual(policy.quietHours, .standard)
        XCTAssertEqual(NotificationKind.allCases.filter(policy.allows), [.bottleExpiry, .routine, .officeHours])
        XCTAssertEqual(kinds(policy), [.bottleExpiry, .routine, .officeHours])
        XCTAssertEqual(NotificationKind.allCases.filter(\.isOnByDefault), [.bottleExpiry, .routine, .officeHours])
    }

    func testPolicyFromStoredPreferences() {
        let preferences = [
            "notify.feeding_due": "on", "notify.bottle_expiry": "off", "quiet_hours": "23:00-07:00",
            ReminderPolicy.muteKey("Gavin"): "nap_window,routine",
        ]
        let gavin = ReminderPolicy(preferences: preferences, person: "Gavin")
        XCTAssertEqual(gavin.household, [.feedingDue: true, .bottleExpiry: false])
        XCTAssertEqual(gavin.muted, [.napWindow, .routine])
        XCTAssertEqual(gavin.quietHours, QuietHours(start: 23 * 60, end: 7 * 60))
        XCTAssertEqual(NotificationKind.allCases.filter(gavin.allows), [.feedingDue, .officeHours])
        // Mutes are per person, and the person's name is matched without case.
        XCTAssertEqual(ReminderPolicy.muteKey("Gavin"), "mute.gavin")
        XCTAssertEqual(ReminderPolicy(preferences: preferences, person: "GAVIN").muted, [.napWindow, .routine])
        XCTAssertEqual(ReminderPolicy(preferences: preferences, person: "Sam").muted, [])
        XCTAssertEqual(NotificationKind.allCases.filter(ReminderPolicy(preferences: preferences, person: "Sam").allows),
                       [.feedingDue, .routine, .officeHours])

        let off = ReminderPolicy(preferences: ["notify.all": "off", "quiet_hours": "off"], person: "Gavin")
        XCTAssertFalse(off.masterOn)
        XCTAssertNil(off.quietHours)
        XCTAssertEqual(off.ringTime(of: .feedingDue, due: time(10, 3), calendar: calendar), time(10, 3))
    }

    func testMuteTextRoundTrip() {
        XCTAssertEqual(Set<NotificationKind>([.routine, .bottleExpiry]).muteText, "bottle_expiry,routine")
        XCTAssertEqual(ReminderPolicy.mutes("bottle_expiry,routine"), [.routine, .bottleExpiry])
        XCTAssertEqual(ReminderPolicy.mutes(nil), [])
        XCTAssertEqual(ReminderPolicy.mutes("nonsense,feeding_due"), [.feedingDue])
        XCTAssertEqual(ReminderPolicy.mutes(Set(NotificationKind.allCases).muteText), Set(NotificationKind.allCases))
    }

    func testRingTimeByKind() {
        let policy = ReminderPolicy()
        let threeAM = time(10, 3)
        XCTAssertEqual(policy.ringTime(of: .bottleExpiry, due: threeAM, calendar: calendar), threeAM)
        XCTAssertEqual(policy.ringTime(of: .routine, due: threeAM, calendar: calendar), threeAM)
        XCTAssertEqual(policy.ringTime(of: .officeHours, due: threeAM, calendar: calendar), threeAM)
        for kind in [NotificationKind.feedingDue, .napWindow] {
            XCTAssertEqual(policy.ringTime(of: kind, due: threeAM, calendar: calendar), time(10, 6), kind.rawValue)
            XCTAssertEqual(policy.ringTime(of: kind, due: time(10, 12), calendar: calendar), time(10, 12), kind.rawValue)
        }
    }

    // MARK: - Delivery, lateness, order

    func testDeliveredKeysAreSkipped() {
        var situation = allKinds()
        let planned = plan(situation, now: time(10, 13, 5))
        XCTAssertEqual(planned.count, 5)
        situation.delivered = ["bottle_expiry:e1", "feeding_due:f1", "some_other:key"]
        XCTAssertEqual(Set(plan(situation, now: time(10, 13, 5)).map(\.kind)), [.napWindow, .routine, .officeHours])
    }

    func testAReminderMoreThanAnHourLateIsDropped() {
        XCTAssertEqual(ReminderPlanner.lateness, 3600)
        let situation = baby(bottles: [bottle("e1", madeAt: time(10, 13))])   // rings at 2:45 PM
        XCTAssertEqual(plan(situation, now: time(10, 15, 45)).map(\.key), ["bottle_expiry:e1"], "exactly an hour late is kept")
        XCTAssertEqual(plan(situation, now: time(10, 15, 46)), [])
    }

    func testDueReturnsOnlyWhatHasRung() {
        let situation = allKinds()
        let planner = ReminderPlanner(now: time(10, 13, 35), calendar: calendar, policy: everything)
        // Office hours 12:55 PM, feeding due 1:00 PM, nap window 1:30 PM have rung; bottle 2:45 PM, routine 6:00 PM have not.
        XCTAssertEqual(planner.due(situation).due.map(\.kind), [.officeHours, .feedingDue, .napWindow])
        XCTAssertEqual(planner.plan(situation).map(\.kind), [.officeHours, .feedingDue, .napWindow, .bottleExpiry, .routine])
        XCTAssertTrue(planner.due(situation).due.allSatisfy { $0.at <= planner.now })
        XCTAssertEqual(planner.due(situation).next, time(10, 14, 45), "the bottle's reminder is the next to ring")
        XCTAssertEqual(ReminderPlanner(now: time(10, 13, 0), calendar: calendar, policy: everything).due(situation).due.map(\.kind),
                       [.officeHours, .feedingDue], "at == now counts as due")
    }

    /// A bottle made at 4:15 AM (reminder 6:00 AM, rings through) and a feed at midnight (due 3:00 AM,
    /// held to 6:00 AM): both ring at 6:00 AM.
    func sameMoment() -> ReminderSituation {
        baby(bottles: [bottle("e2", madeAt: time(10, 4, 15))], lastFeed: breastFeed("f1", at: time(10, 0)))
    }

    func testRemindersAtTheSameMomentAreOrderedByKind() {
        let planned = plan(sameMoment(), now: time(10, 4, 20))
        XCTAssertEqual(planned.map(\.kind), [.bottleExpiry, .feedingDue])
        XCTAssertEqual(planned.map(\.at), [time(10, 6), time(10, 6)])
        // Two bottles at the same moment: by key.
        let two = baby(bottles: [bottle("e9", madeAt: time(10, 13)), bottle("e1", madeAt: time(10, 13))])
        XCTAssertEqual(plan(two, now: time(10, 13, 5)).map(\.key), ["bottle_expiry:e1", "bottle_expiry:e9"])
    }

    // MARK: - Batching

    func testBatchCombinesRemindersRingingTogether() throws {
        let planned = plan(sameMoment(), now: time(10, 4, 20))
        let batches = NotificationBatch.grouping(planned)
        XCTAssertEqual(batches.count, 1)
        let batch = try XCTUnwrap(batches.first)
        XCTAssertEqual(batch.at, time(10, 6))
        XCTAssertEqual(batch.title, "Bottle expires in 15 minutes (+1 more)")
        XCTAssertEqual(batch.body, """
            Bottle expires in 15 minutes: Eddie's bottle, made at 4:15 AM, expires at 6:15 AM
            Feeding due: Eddie last ate 6 hours ago, at 12:00 AM
            """)
        XCTAssertEqual(batch.kinds, "bottle_expiry,feeding_due")
    }

    func testBatchesSplitByMomentAndSingleReminderIsItsOwn() throws {
        let planned = plan(allKinds(), now: time(10, 13, 5))
        let batches = NotificationBatch.grouping(planned)
        XCTAssertEqual(batches.count, 5)
        XCTAssertEqual(batches.map(\.reminders.count), [1, 1, 1, 1, 1])
        let single = try XCTUnwrap(batches.first)
        XCTAssertEqual(single.title, single.reminders[0].title)
        XCTAssertEqual(single.body, single.reminders[0].body)
        XCTAssertEqual(single.kinds, "office_hours")
        XCTAssertEqual(NotificationBatch.grouping([]), [])

        // Same kind twice: its code once.
        let two = plan(baby(bottles: [bottle("e1", madeAt: time(10, 13)), bottle("e2", madeAt: time(10, 13))]), now: time(10, 13, 5))
        let both = NotificationBatch.grouping(two)
        XCTAssertEqual(both.count, 1)
        XCTAssertEqual(both.first?.kinds, "bottle_expiry")
        XCTAssertEqual(both.first?.title, "Bottle expires in 15 minutes (+1 more)")
    }

    // MARK: - Kinds and delivery records

    func testKindNamesAndCodes() {
        XCTAssertEqual(NotificationKind.allCases.map(\.code), ["bottle_expiry", "nap_window", "feeding_due", "routine", "office_hours"])
        XCTAssertEqual(NotificationKind.feedingDue.preferenceKey, "notify.feeding_due")
        let names: [(String, NotificationKind)] = [
            ("feeding due", .feedingDue), ("Feeding", .feedingDue), ("nap window", .napWindow), ("naps", .napWindow),
            ("bottle_expiry", .bottleExpiry), ("bottle", .bottleExpiry), ("office", .officeHours), ("morning routine", .routine),
        ]
        for (name, kind) in names { XCTAssertEqual(NotificationKind.named(name), kind, name) }
        XCTAssertNil(NotificationKind.named("nap windw"))
        XCTAssertNil(NotificationKind.named(""))
    }

    func testDeliveryRecordJSONRoundTrip() throws {
        let record = DeliveryRecord(person: "Gavin", key: "bottle_expiry:e1", kind: .bottleExpiry, deliveredAt: time(10, 2, 45))
        XCTAssertEqual(record.id, "gavin|bottle_expiry:e1")
        XCTAssertEqual(record.json["kind"], .string("bottle_expiry"))
        XCTAssertEqual(record.json["delivered_at"], .string("2026-01-10T07:45:00Z"))
        XCTAssertEqual(try DeliveryRecord(json: record.json), record)

        let office = DeliveryRecord(person: "sam", key: "office_hours:b1:1768000000", kind: .officeHours, deliveredAt: time(10, 14))
        XCTAssertEqual(try DeliveryRecord(json: office.json), office)

        guard case .object(var members) = record.json else { return XCTFail("not an object") }
        members["kind"] = .string("carrier pigeon")
        XCTAssertThrowsError(try DeliveryRecord(json: .object(members)))
        members["kind"] = .string("bottle_expiry")
        members["person"] = nil
        XCTAssertThrowsError(try DeliveryRecord(json: .object(members)))
    }

    // MARK: - Found while testing

    func testQuietHoursEndingInTheRepeatedHourNeverRingEarly() {
        // 2026-11-01: New York's clocks go from 2:00 EDT back to 1:00 EST, so 1:30 comes twice. A reminder
        // due at the second 1:15 (06:15 UTC) under quiet hours ending 1:30 rings at the second 1:30.
        let hours = QuietHours(start: 22 * 60, end: 90)
        let due = Date(timeIntervalSince1970: 1_793_513_700)   // 2026-11-01T06:15:00Z
        let release = hours.release(of: due, calendar: calendar)
        XCTAssertEqual(release, Date(timeIntervalSince1970: 1_793_514_600), "2026-11-01T06:30:00Z, the second 1:30")
    }

    func testANapWindowOverBeforeQuietHoursEndIsNotHeldForTheMorning() {
        // A window from 11:00 to 11:40 PM would ring at 6:00 AM, long after it closed: nothing is planned.
        let nap = baby(nap: (wakeEventID: "s1", start: time(10, 23), end: time(10, 23, 40)))
        XCTAssertTrue(plan(nap, now: time(10, 22, 30)).isEmpty)
        // Office hours on at 11:00 PM until 11:30 PM ring at once instead (they are never held).
        XCTAssertEqual(plan(officeHours(since: time(10, 23), until: time(10, 23, 30)), now: time(10, 23, 5)).map(\.at), [time(10, 23)])
        // With quiet hours off both ring at once.
        let awake = ReminderPolicy(household: [.napWindow: true], quietHours: nil)
        XCTAssertEqual(plan(nap, now: time(10, 22, 30), policy: awake).map(\.kind), [.napWindow])
    }
}
