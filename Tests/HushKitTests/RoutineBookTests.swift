@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushServices
@testable import HushKit
import XCTest

/// The morning-routine rules (the Better Morning spec) on their own: `RoutineBook` values built from
/// plain arrays, its changes applied to those arrays as the store would apply them, and the clock moved
/// by building the next book for a later `today`. No processes, no files (but the built-in catalog).
final class RoutineBookTests: XCTestCase {
    /// Mon 2026-01-05 (weeks below start on Monday unless said otherwise).
    let monday = CivilDate(text: "2026-01-05")!

    // MARK: - Activation (5.2)

    func testActivationStartsTomorrowAndTodayShowsNothing() throws {
        let world = World()
        let today = monday
        let change = try world.book(today).activate(.catalog(try oprah()), makeID: world.makeID)
        world.apply(change)
        XCTAssertTrue(change.summary.contains("from tomorrow"), change.summary)
        XCTAssertFalse(change.changes.contains { if case .routineDay? = $0.after { return true } else { return false } },
                       "choosing a routine writes no day record for today")

        let routine = try XCTUnwrap(world.routines.first)
        XCTAssertEqual(world.routines.count, 1)
        XCTAssertEqual(routine.name, "Oprah Winfrey")
        XCTAssertEqual(routine.type, .celebrity)
        XCTAssertEqual(routine.catalogKey, "oprah-winfrey")
        XCTAssertTrue(routine.isActive)
        XCTAssertEqual(routine.createdDate, today)
        XCTAssertEqual(routine.startDate, today.adding(days: 1))
        XCTAssertEqual(routine.periods, [RoutinePeriod(start: today.adding(days: 1))])
        XCTAssertTrue(world.days.isEmpty)

        let book = world.book(today)
        XCTAssertEqual(book.active?.id, routine.id)
        XCTAssertThrowsError(try book.view(on: today)) { XCTAssertEqual($0 as? RoutineError, .startsTomorrow("Oprah Winfrey")) }
        XCTAssertThrowsError(try book.mark(0, done: true)) { XCTAssertEqual($0 as? RoutineError, .startsTomorrow("Oprah Winfrey")) }
        XCTAssertTrue(book.records(routine).isEmpty, "nothing recorded before the start date")
        XCTAssertThrowsError(try book.view(on: today.adding(days: 1))) {
            guard case .futureDay? = $0 as? RoutineError else { return XCTFail("\($0)") }
        }
        // Choosing it again while it waits for tomorrow is refused.
        XCTAssertThrowsError(try book.activate(.routine(routine), makeID: world.makeID)) {
            guard case .alreadyActive("Oprah Winfrey", _)? = $0 as? RoutineError else { return XCTFail("\($0)") }
        }

        // Tomorrow: every task untouched, today editable.
        let tomorrow = world.book(today.adding(days: 1))
        let view = try tomorrow.view(on: today.adding(days: 1))
        XCTAssertEqual(view.marks, Array(repeating: .untouched, count: routine.tasks.count))
        XCTAssertTrue(view.editable)
        XCTAssertTrue(view.isToday)
    }

    func testCheckingTogglesTodayOnly() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let tuesday = monday.adding(days: 1)
        world.apply(try world.book(tuesday).mark(1, done: true))
        world.apply(try world.book(tuesday).mark(3, done: true))
        XCTAssertEqual(world.days.map(\.checked), [[1, 3]])
        XCTAssertThrowsError(try world.book(tuesday).mark(1, done: true)) {
            guard case .alreadyMarked(_, done: true)? = $0 as? RoutineError else { return XCTFail("\($0)") }
        }
        world.apply(try world.book(tuesday).mark(1, done: false))
        XCTAssertEqual(try world.book(tuesday).view(on: tuesday).marks.prefix(4), [.untouched, .untouched, .untouched, .done])
        XCTAssertThrowsError(try world.book(tuesday).mark(0, done: false)) {
            guard case .alreadyMarked(_, done: false)? = $0 as? RoutineError else { return XCTFail("\($0)") }
        }
        // Unchecking the last ✓ leaves no stored record (an untouched day is implied).
        world.apply(try world.book(tuesday).mark(3, done: false))
        XCTAssertTrue(world.days.isEmpty)

        // The next day, Tuesday is read-only and all X.
        let wednesday = world.book(tuesday.adding(days: 1))
        let past = try wednesday.view(on: tuesday)
        XCTAssertFalse(past.editable)
        XCTAssertEqual(Set(past.marks), [.missed])
    }

    // MARK: - Switching mid-day (7)

    func testSwitchingMidDayFinalisesTheOldRoutinesToday() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let tuesday = monday.adding(days: 1)
        world.apply(try world.book(tuesday).mark(0, done: true))
        world.apply(try world.book(tuesday).mark(2, done: true))
        let oprahID = try XCTUnwrap(world.routines.first?.id)

        let franklin = try catalogEntry("Benjamin Franklin")
        let change = try world.book(tuesday).activate(.catalog(franklin), makeID: world.makeID)
        XCTAssertTrue(change.summary.contains("closed with 2 of 8 done"), change.summary)
        world.apply(change)

        let old = try XCTUnwrap(world.routines.first { $0.id == oprahID })
        let new = try XCTUnwrap(world.routines.first { $0.name == "Benjamin Franklin" })
        // 7.2: the old routine is inactive, its stretch ended today, its history kept.
        XCTAssertFalse(old.isActive)
        XCTAssertEqual(old.periods, [RoutinePeriod(start: tuesday, end: tuesday)])
        // 7.1: today's record is final with the ✓ count kept.
        let record = try XCTUnwrap(world.days.first { $0.routineID == oprahID && $0.date == tuesday })
        XCTAssertTrue(record.finalized)
        XCTAssertEqual(record.checked, [0, 2])
        XCTAssertEqual(record.completedTasksCount, 2)
        // 7.3: the new one is active from tomorrow, with no record today.
        XCTAssertTrue(new.isActive)
        XCTAssertEqual(new.startDate, tuesday.adding(days: 1))
        XCTAssertEqual(new.createdDate, tuesday)
        XCTAssertEqual(world.routines.filter(\.isActive).count, 1)
        XCTAssertFalse(world.days.contains { $0.routineID == new.id })

        let book = world.book(tuesday)
        // Unchecked tasks of the old routine read as X; the ✓ stay.
        let closed = book.view(old, on: tuesday)
        XCTAssertEqual(closed.marks, [.done, .missed, .done, .missed, .missed, .missed, .missed, .missed])
        XCTAssertFalse(closed.editable)
        XCTAssertEqual(book.records(old), [RoutineBook.Record(routineID: oprahID, date: tuesday, completedTasksCount: 2, finalized: true)])
        // 7.4: for the rest of today the routine view is the empty "starts tomorrow" state ...
        XCTAssertThrowsError(try book.view(on: tuesday)) { XCTAssertEqual($0 as? RoutineError, .startsTomorrow("Benjamin Franklin")) }
        // ... and nothing can be checked: not the new routine, not the old one.
        for index in [1, 3] {
            XCTAssertThrowsError(try book.mark(index, done: true)) { XCTAssertEqual($0 as? RoutineError, .startsTomorrow("Benjamin Franklin")) }
            XCTAssertThrowsError(try book.mark(index, done: false))
        }

        // Still the same after midnight: the old routine's day keeps 2, the new one begins untouched.
        let wednesday = world.book(tuesday.adding(days: 1))
        XCTAssertEqual(wednesday.records(old).map(\.completedTasksCount), [2])
        XCTAssertEqual(try wednesday.view(on: tuesday.adding(days: 1)).routine.id, new.id)
        XCTAssertEqual(Set(try wednesday.view(on: tuesday.adding(days: 1)).marks), [.untouched])
        XCTAssertThrowsError(try wednesday.view(on: tuesday), "the active routine had not started on Tuesday") {
            guard case .beforeStart? = $0 as? RoutineError else { return XCTFail("\($0)") }
        }
    }

    /// A routine chosen today (so starting tomorrow) and replaced the same day leaves no stretch and no record.
    func testSwitchingBeforeTheOldRoutineStartedLeavesItWithoutHistory() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let change = try world.book(monday).activate(.catalog(try catalogEntry("Tim Cook")), makeID: world.makeID)
        XCTAssertFalse(change.changes.contains { if case .routineDay? = $0.after { return true } else { return false } })
        world.apply(change)
        let old = try XCTUnwrap(world.routines.first { $0.name == "Oprah Winfrey" })
        XCTAssertFalse(old.isActive)
        XCTAssertEqual(old.periods, [])
        XCTAssertTrue(world.book(monday.adding(days: 5)).records(old).isEmpty)
        XCTAssertEqual(world.book(monday).cardRoutines().map(\.name), ["Tim Cook"], "no history, no card")
    }

    // MARK: - Finalisation from the clock (8.4)

    func testMissedDaysAreFinalisedFromTheClock() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let start = monday.adding(days: 1)
        world.apply(try world.book(start).mark(4, done: true))
        // Nothing runs for ten days.
        let today = start.adding(days: 10)
        let book = world.book(today)
        let routine = try XCTUnwrap(book.active)

        let records = book.records(routine)
        XCTAssertEqual(records.count, 11)
        XCTAssertEqual(records.map(\.date), Array(start...today))
        XCTAssertEqual(records.map(\.completedTasksCount), [1] + Array(repeating: 0, count: 10))
        XCTAssertEqual(records.map(\.finalized), Array(repeating: true, count: 10) + [false], "all final but today's")

        XCTAssertEqual(try book.view(on: start).marks, [.missed, .missed, .missed, .missed, .done, .missed, .missed, .missed])
        for date in start.adding(days: 1)..<today {
            let view = try book.view(on: date)
            XCTAssertEqual(Set(view.marks), [.missed], date.text)
            XCTAssertFalse(view.editable, date.text)
        }
        let now = try book.view(on: today)
        XCTAssertEqual(Set(now.marks), [.untouched])
        XCTAssertTrue(now.editable)
        XCTAssertThrowsError(try book.view(on: monday)) {
            guard case .beforeStart? = $0 as? RoutineError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try book.view(on: today.adding(days: 1))) {
            guard case .futureDay? = $0 as? RoutineError else { return XCTFail("\($0)") }
        }
        // The date strip: start date to two weeks ahead, future days carry no marks.
        let strip = try book.strip()
        XCTAssertEqual(strip.first?.date, start)
        XCTAssertEqual(strip.last?.date, today.adding(days: 14))
        XCTAssertEqual(strip.filter(\.isToday).map(\.date), [today])
        XCTAssertTrue(strip.filter { $0.date > today }.allSatisfy { $0.marks.isEmpty && !$0.editable })
        // Week chart: the Monday-started week holding the start day.
        let card = book.card(routine, weekStart: monday)
        XCTAssertEqual(card.bars, [.none, .done(1), .zero, .zero, .zero, .zero, .zero])
    }

    // MARK: - Restart (10.3)

    func testRestartKeepsHistoryAndStartsACleanWeek() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let tuesday = monday.adding(days: 1), wednesday = monday.adding(days: 2)
        world.apply(try world.book(tuesday).mark(0, done: true))
        world.apply(try world.book(tuesday).mark(1, done: true))
        for index in 0..<3 { world.apply(try world.book(wednesday).mark(index, done: true)) }

        // Wednesday of the next week: one task done, then a restart.
        let nextMonday = monday.adding(days: 7)
        let restartDay = nextMonday.adding(days: 2)
        world.apply(try world.book(restartDay).mark(5, done: true))
        let before = try XCTUnwrap(world.book(restartDay).active)
        let change = try world.book(restartDay).restart(before)
        XCTAssertTrue(change.summary.hasPrefix("Restarted Oprah Winfrey"), change.summary)
        world.apply(change)

        let routine = try XCTUnwrap(world.routines.first)
        XCTAssertEqual(world.routines.count, 1)
        XCTAssertTrue(routine.isActive)
        XCTAssertEqual(routine.startDate, restartDay.adding(days: 1))
        XCTAssertEqual(routine.tasks, before.tasks, "tasks unchanged by a restart")
        XCTAssertEqual(routine.createdDate, monday)
        XCTAssertEqual(routine.periods, [RoutinePeriod(start: tuesday, end: restartDay), RoutinePeriod(start: restartDay.adding(days: 1))])
        // Today belongs to the old stretch, now closed: the routine's view starts with the new stretch tomorrow
        // (8.2), while the closed day keeps its ✓ and the rest is X; nothing can be checked.
        XCTAssertThrowsError(try world.book(restartDay).view(on: restartDay)) {
            XCTAssertEqual($0 as? RoutineError, .startsTomorrow("Oprah Winfrey"))
        }
        let restartBook = world.book(restartDay)
        let closedToday = restartBook.view(restartBook.active!, on: restartDay)
        XCTAssertFalse(closedToday.editable)
        XCTAssertEqual(closedToday.marks, [.missed, .missed, .missed, .missed, .missed, .done, .missed, .missed])
        XCTAssertThrowsError(try world.book(restartDay).mark(0, done: true)) {
            XCTAssertEqual($0 as? RoutineError, .startsTomorrow("Oprah Winfrey"))
        }
        // Restarting again before it begins changes nothing.
        XCTAssertTrue(try world.book(restartDay).restart(routine).changes.isEmpty)

        // Two days on: Thursday untouched, Friday one ✓.
        let friday = restartDay.adding(days: 2)
        world.apply(try world.book(friday).mark(2, done: true))
        let book = world.book(friday)
        let records = book.records(routine)
        // History before the restart is kept: Tue Jan 6 ... Wed Jan 14, then Thu 15 and Fri 16.
        XCTAssertEqual(records.map(\.date), Array(tuesday...friday))
        XCTAssertEqual(records.first { $0.date == tuesday }?.completedTasksCount, 2)
        XCTAssertEqual(records.first { $0.date == wednesday }?.completedTasksCount, 3)
        XCTAssertEqual(records.first { $0.date == restartDay }, .init(routineID: routine.id, date: restartDay, completedTasksCount: 1, finalized: true))
        XCTAssertEqual(records.last, .init(routineID: routine.id, date: friday, completedTasksCount: 1, finalized: false))

        // The restart week shows nothing before the restart; the earlier week keeps its bars.
        let restartWeek = RoutineBook.weekStart(containing: friday, firstWeekday: 1)
        XCTAssertEqual(restartWeek, nextMonday)
        let current = book.card(routine, weekStart: restartWeek)
        XCTAssertEqual(current.bars, [.none, .none, .none, .zero, .done(1), .none, .none])
        XCTAssertTrue(current.hasEarlierWeeks)
        let earlier = book.card(routine, weekStart: monday)
        XCTAssertEqual(earlier.bars, [.none, .done(2), .done(3), .zero, .zero, .zero, .zero])
        XCTAssertFalse(earlier.hasEarlierWeeks)
    }

    func testRestartingAnInactiveRoutineSwitchesBackToIt() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let tuesday = monday.adding(days: 1)
        world.apply(try world.book(tuesday).mark(0, done: true))
        world.apply(try world.book(tuesday).activate(.catalog(try catalogEntry("Bill Gates")), makeID: world.makeID))
        let thursday = tuesday.adding(days: 2)
        world.apply(try world.book(thursday).mark(0, done: true))
        let old = try XCTUnwrap(world.routines.first { $0.name == "Oprah Winfrey" })
        // By name, once chosen, it is the person's routine (not the catalog entry again).
        guard case .routine(let found) = try world.book(thursday).find(RoutineName(text: "oprah", range: .init(start: 0, end: 5)), catalog: try catalog())
        else { return XCTFail("Oprah should be found as the person's routine") }
        XCTAssertEqual(found.id, old.id)
        world.apply(try world.book(thursday).restart(found))

        let oprah = try XCTUnwrap(world.routines.first { $0.name == "Oprah Winfrey" })
        let gates = try XCTUnwrap(world.routines.first { $0.name == "Bill Gates" })
        XCTAssertEqual(world.routines.count, 2, "a restart reuses the routine")
        XCTAssertTrue(oprah.isActive)
        XCTAssertFalse(gates.isActive)
        XCTAssertEqual(oprah.startDate, thursday.adding(days: 1))
        XCTAssertEqual(gates.periods.last?.end, thursday)
        XCTAssertEqual(world.days.first { $0.routineID == gates.id && $0.date == thursday }?.finalized, true)
        XCTAssertEqual(world.book(thursday).records(oprah).map(\.completedTasksCount), [1], "Tuesday kept")
        // Cards: active first, then the most recently active.
        XCTAssertEqual(world.book(thursday).cardRoutines().map(\.name), ["Oprah Winfrey", "Bill Gates"])
    }

    // MARK: - Delete and reset (10.4, 11.2)

    func testDeleteRemovesTheRoutineAndItsDays() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let tuesday = monday.adding(days: 1)
        world.apply(try world.book(tuesday).mark(0, done: true))
        world.apply(try world.book(tuesday.adding(days: 1)).mark(1, done: true))
        world.apply(try world.book(tuesday.adding(days: 1)).activate(.catalog(try catalogEntry("Tim Cook")), makeID: world.makeID))
        let thursday = tuesday.adding(days: 2)
        world.apply(try world.book(thursday).mark(0, done: true))
        let oprahID = try XCTUnwrap(world.routines.first { $0.name == "Oprah Winfrey" }?.id)
        let cook = try XCTUnwrap(world.routines.first { $0.name == "Tim Cook" })
        XCTAssertEqual(world.days.filter { $0.routineID == oprahID }.count, 2)

        // Deleting an inactive routine.
        let oprah = try XCTUnwrap(world.routines.first { $0.id == oprahID })
        world.apply(world.book(thursday).delete(oprah))
        XCTAssertEqual(world.routines.map(\.name), ["Tim Cook"])
        XCTAssertFalse(world.days.contains { $0.routineID == oprahID })
        XCTAssertEqual(world.days.filter { $0.routineID == cook.id }.count, 1, "other routines' days stay")
        XCTAssertEqual(world.book(thursday).active?.id, cook.id)
        XCTAssertEqual(world.book(thursday).cardRoutines().map(\.name), ["Tim Cook"])

        // Deleting the active one leaves no active routine.
        let active = try XCTUnwrap(world.book(thursday).active)
        let change = world.book(thursday).delete(active)
        XCTAssertTrue(change.summary.contains("no active routine"), change.summary)
        world.apply(change)
        XCTAssertTrue(world.routines.isEmpty)
        XCTAssertTrue(world.days.isEmpty)
        XCTAssertNil(world.book(thursday).active)
        XCTAssertThrowsError(try world.book(thursday).view(on: thursday)) { XCTAssertEqual($0 as? RoutineError, .noActiveRoutine) }
        XCTAssertTrue(world.book(thursday).cardRoutines().isEmpty)
    }

    func testResetRemovesOnlyTheOwnersRoutinesDaysAndDraft() throws {
        let world = World()
        let tuesday = monday.adding(days: 1)
        for owner in ["gavin", "ana"] {
            world.apply(try world.book(monday, owner: owner).activate(.catalog(try oprah()), makeID: world.makeID))
            world.apply(try world.book(tuesday, owner: owner).mark(0, done: true))
        }
        world.apply(try world.book(tuesday, owner: "gavin").activate(.catalog(try catalogEntry("Jack Dorsey")), makeID: world.makeID))
        world.apply(try world.book(tuesday, owner: "gavin").create(title: "Calm start", tasks: [RoutineTask(minutes: 360, title: "Drink water")],
                                                                  makeID: world.makeID))
        world.drafts = [RoutineDraft(owner: "gavin", title: "Half done"), RoutineDraft(owner: "ana", title: "Hers")]
        let anaBefore = (world.routines.filter { $0.owner == "ana" }, world.days.filter { day in world.routines.contains { $0.id == day.routineID && $0.owner == "ana" } })
        XCTAssertEqual(world.routines.filter { $0.owner == "gavin" }.count, 3)
        XCTAssertEqual(anaBefore.0.count, 1)
        XCTAssertEqual(anaBefore.1.count, 1)

        let book = world.book(tuesday, owner: "gavin")
        XCTAssertEqual(book.routines.count, 3, "a book holds its owner's routines only")
        let change = book.reset(draft: world.drafts.first { $0.owner == "gavin" })
        let anaIDs = Set(anaBefore.0.map(\.id))
        for record in change.changes {
            XCTAssertNil(record.after, "a reset only removes")
            switch record.before {
            case .routine(let routine)?: XCTAssertEqual(routine.owner, "gavin")
            case .routineDay(let day)?: XCTAssertFalse(anaIDs.contains(day.routineID))
            case .routineDraft(let draft)?: XCTAssertEqual(draft.owner, "gavin")
            default: XCTFail("unexpected record in a reset: \(record)")
            }
        }
        world.apply(change)
        XCTAssertEqual(world.routines, anaBefore.0)
        XCTAssertEqual(world.days, anaBefore.1)
        XCTAssertEqual(world.drafts.map(\.owner), ["ana"])
        XCTAssertNil(world.book(tuesday, owner: "gavin").active)
        XCTAssertNotNil(world.book(tuesday, owner: "ana").active)
    }

    // MARK: - Custom routines (6.2)

    func testCreatingACustomRoutineSortsItsTasksAndStartsTomorrow() throws {
        let world = World()
        world.apply(try world.book(monday).activate(.catalog(try oprah()), makeID: world.makeID))
        let tuesday = monday.adding(days: 1)
        world.apply(try world.book(tuesday).mark(0, done: true))
        let tasks = [RoutineTask(minutes: 390, title: "Journal"), RoutineTask(minutes: 360, title: "Drink water"), RoutineTask(minutes: 365, title: "Stretch")]
        let change = try world.book(tuesday).create(title: "Calm start", tasks: tasks, makeID: world.makeID)
        XCTAssertTrue(change.summary.hasPrefix("Saved Calm start (3 tasks"), change.summary)
        world.apply(change)
        let custom = try XCTUnwrap(world.routines.first { $0.name == "Calm start" })
        XCTAssertEqual(custom.type, .custom)
        XCTAssertTrue(custom.isActive)
        XCTAssertEqual(custom.startDate, tuesday.adding(days: 1))
        XCTAssertEqual(custom.tasks.map(\.title), ["Drink water", "Stretch", "Journal"])
        XCTAssertEqual(world.routines.filter(\.isActive).map(\.id), [custom.id])
        XCTAssertEqual(world.days.first?.finalized, true, "the switch closed Oprah's Tuesday")

        var draft = RoutineDraft(owner: "gavin")
        draft.add(RoutineTask(minutes: 390, title: "b"))
        draft.add(RoutineTask(minutes: 360, title: "a"))
        draft.add(RoutineTask(minutes: 390, title: "c"))
        XCTAssertEqual(draft.tasks.map(\.title), ["a", "b", "c"], "re-sorted after every add, ties in the order added")
    }

    // MARK: - Names (5.2)

    func testFindMatchesNamesCaseInsensitivelyByPrefixAndLastName() throws {
        let catalog = try catalog()
        let book = World().book(monday)
        func found(_ text: String) throws -> String {
            try book.find(RoutineName(text: text, range: SourceRange(start: 14, end: 14 + text.count)), catalog: catalog).name
        }
        XCTAssertEqual(try found("oprah winfrey"), "Oprah Winfrey")
        XCTAssertEqual(try found("OPRAH   WINFREY"), "Oprah Winfrey")
        XCTAssertEqual(try found("oprah"), "Oprah Winfrey")
        XCTAssertEqual(try found("Winfrey"), "Oprah Winfrey")
        XCTAssertEqual(try found("franklin"), "Benjamin Franklin")
        XCTAssertEqual(try found("Ben"), "Benjamin Franklin")

        let range = SourceRange(start: 14, end: 19)
        XCTAssertThrowsError(try book.find(RoutineName(text: "Obama", range: range), catalog: catalog)) { error in
            guard case .ambiguousRoutine("Obama", let candidates, range)? = error as? RoutineError else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(candidates), ["Michelle Obama", "Barack Obama"])
            XCTAssertTrue((error as? RoutineError)?.message.contains("Michelle Obama") ?? false)
            XCTAssertEqual((error as? RoutineError)?.range, range)
        }
        XCTAssertThrowsError(try book.find(RoutineName(text: "Opra Winfrey", range: range), catalog: catalog)) { error in
            XCTAssertEqual(error as? RoutineError, .unknownRoutine("Opra Winfrey", suggestion: "Oprah Winfrey", range))
            XCTAssertTrue((error as? RoutineError)?.message.contains("did you mean 'Oprah Winfrey'") ?? false)
        }
        XCTAssertThrowsError(try book.find(RoutineName(text: "Zorblax", range: range), catalog: catalog)) { error in
            XCTAssertEqual(error as? RoutineError, .unknownRoutine("Zorblax", suggestion: nil, range))
        }
        // Restart and delete look only at the person's own routines.
        XCTAssertThrowsError(try book.find(RoutineName(text: "Oprah", range: range), catalog: catalog, includeCatalog: false)) { error in
            guard case .unknownRoutine? = error as? RoutineError else { return XCTFail("\(error)") }
        }
    }

    /// `find`'s contract: "The person's own routines and chosen celebrities come before catalog entries
    /// of the same name." A custom routine titled like a celebrity must not make the name ambiguous
    /// between two identical names ("'Bill Gates' could be 'Bill Gates' or 'Bill Gates'").
    func testOwnRoutineComesBeforeACatalogEntryOfTheSameName() throws {
        let world = World()
        world.apply(try world.book(monday).create(title: "Bill Gates", tasks: [RoutineTask(minutes: 360, title: "Drink water")],
                                                 makeID: world.makeID))
        let custom = try XCTUnwrap(world.routines.first)
        let book = world.book(monday)
        for text in ["Bill Gates", "bill", "Gates"] {
            let name = RoutineName(text: text, range: SourceRange(start: 14, end: 14 + text.count))
            do {
                guard case .routine(let found) = try book.find(name, catalog: try catalog()) else {
                    XCTFail("\(text): found the catalog entry, not the person's own routine")
                    continue
                }
                XCTAssertEqual(found.id, custom.id, text)
            } catch {
                XCTFail("\(text): \((error as? RoutineError)?.message ?? "\(error)")")
            }
        }
    }

    func testBuiltInCatalog() throws {
        let entries = try catalog().entries
        XCTAssertGreaterThanOrEqual(entries.count, 12)
        let names = entries.map(\.name)
        XCTAssertTrue(names.contains("Oprah Winfrey"))
        XCTAssertTrue(names.contains("Benjamin Franklin"))
        XCTAssertEqual(Set(names).count, names.count, "names are unique")
        XCTAssertEqual(Set(entries.map(\.key)).count, entries.count, "keys are unique")
        for entry in entries {
            XCTAssertTrue((1...20).contains(entry.tasks.count), entry.name)
            XCTAssertTrue(entry.tasks.allSatisfy { $0.minutes % 5 == 0 && (0..<24 * 60).contains($0.minutes) }, entry.name)
            XCTAssertEqual(entry.tasks.map(\.minutes), entry.tasks.map(\.minutes).sorted(), entry.name)
            XCTAssertFalse(entry.bio.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, entry.name)
            XCTAssertTrue(entry.tasks.allSatisfy { !$0.title.isEmpty && $0.title.count <= 70 }, entry.name)
        }
    }

    func testCatalogRejectsEntriesOffTheRules() {
        func catalog(_ tasks: String) -> String {
            #"{"format":"hush-routine-catalog","routines":[{"key":"k","name":"N","bio":"b","tasks":"# + tasks + "}]}"
        }
        XCTAssertNoThrow(try RoutineCatalog(data: Data(catalog(#"[{"time":"06:00","title":"a"}]"#).utf8)))
        for bad in [#"[]"#, #"[{"time":"06:03","title":"a"}]"#, #"[{"time":"07:00","title":"a"},{"time":"06:00","title":"b"}]"#] {
            XCTAssertThrowsError(try RoutineCatalog(data: Data(catalog(bad).utf8)), bad)
        }
    }

    // MARK: - Weeks (10.2)

    func testWeekStartAndLocaleConvention() {
        let wednesday = CivilDate(text: "2026-01-07")!
        let sunday = CivilDate(text: "2026-01-11")!
        XCTAssertEqual(RoutineBook.weekStart(containing: wednesday, firstWeekday: 1).text, "2026-01-05")
        XCTAssertEqual(RoutineBook.weekStart(containing: wednesday, firstWeekday: 7).text, "2026-01-04")
        XCTAssertEqual(RoutineBook.weekStart(containing: sunday, firstWeekday: 1).text, "2026-01-05")
        XCTAssertEqual(RoutineBook.weekStart(containing: sunday, firstWeekday: 7).text, "2026-01-11")
        XCTAssertEqual(RoutineBook.weekStart(containing: monday, firstWeekday: 1).text, "2026-01-05")
        XCTAssertEqual(RoutineBook.weekStart(containing: monday, firstWeekday: 7).text, "2026-01-04")
        XCTAssertEqual(RoutineBook.weekStart(containing: CivilDate(text: "2026-01-10")!, firstWeekday: 6).text, "2026-01-10", "Saturday start")

        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LANG": "en_US.UTF-8"]), 7)
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LANG": "en_GB.UTF-8"]), 1)
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LANG": "C"]), 1)
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LANG": "C.UTF-8"]), 1)
        XCTAssertEqual(WeekConvention.firstWeekday(environment: [:]), 1)
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LC_ALL": "en_GB.UTF-8", "LANG": "en_US.UTF-8"]), 1, "LC_ALL wins")
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LC_TIME": "en_US.UTF-8", "LANG": "en_GB.UTF-8"]), 7, "LC_TIME before LANG")
    }

    // MARK: - Parsing

    func meaning(_ line: String, taskTitles: [String] = []) throws -> String {
        CommandMeaning.describe(try CommandParser(taskTitles: taskTitles).parse(line))
    }

    func testRoutineCommandsParse() throws {
        XCTAssertEqual(try meaning(#"create routine "Calm start": 6:00 drink water, 6:05 stretch, 6:30 journal"#),
                       "routine-create title=Calm start tasks=06:00 drink water; 06:05 stretch; 06:30 journal")
        let line = try CommandParser().parse(#"create routine "Calm start": 6:00 drink water, 6:05 stretch, 6:30 journal"#)
        guard case .routine(.create(let spec?)) = line.command else { return XCTFail("\(line.command)") }
        XCTAssertEqual(spec.title, "Calm start")
        XCTAssertEqual(spec.tasks.map(\.minutes), [360, 365, 390])
        XCTAssertEqual(spec.tasks.map(\.minutes), spec.tasks.map(\.minutes).sorted())
        XCTAssertEqual(spec.tasks.count, spec.taskRanges.count)

        let table: [(String, String)] = [
            ("create routine", "routine-create guided"),
            ("create routine Calm start: 6am drink water; stretch at 6:05", "routine-create title=Calm start tasks=06:00 drink water; 06:05 stretch"),
            ("routines", "routines"),
            ("show routine Oprah", "routine-show name=Oprah"),
            ("start routine oprah", "routine-start name=oprah"),
            ("start routine Winfrey", "routine-start name=Winfrey"),
            ("switch to routine Benjamin Franklin", "routine-start name=Benjamin Franklin"),
            ("routine", "routine day=today"),
            ("today's routine", "routine day=today"),
            ("routine days", "routine-days"),
            ("routine on 2026-01-05", "routine day=2026-01-05"),
            ("routine on monday", "routine day=weekday-1"),
            ("done 2", "routine-check task=2"),
            ("check meditate", "routine-check task=meditate"),
            ("uncheck 2", "routine-uncheck task=2"),
            ("data", "routine-data"),
            ("data Oprah last week", "routine-data name=Oprah week=-1"),
            ("data Oprah week of 2026-01-05", "routine-data name=Oprah week-of=2026-01-05"),
            ("restart routine Oprah", "routine-restart name=Oprah"),
            ("delete routine Oprah", "routine-delete name=Oprah"),
            ("delete routine Oprah --yes", "routine-delete name=Oprah yes"),
            ("reset all data", "reset-all-data"),
            ("reset all data --yes", "reset-all-data yes"),
            ("buy premium", "buy-premium"),
            ("restore purchases", "restore-purchases"),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try meaning(line), expected, line)
        }
    }

    func testDidChecksATaskOnlyWhenItNamesOne() throws {
        let titles = ["Wake up", "Drink water", "Meditate for 20 minutes"]
        XCTAssertEqual(try meaning("did drink water", taskTitles: titles), "routine-check task=drink water")
        XCTAssertEqual(try meaning("did meditate", taskTitles: titles), "routine-check task=meditate")
        // Without today's tasks (or naming none of them), "did" is not a routine check.
        for (line, titles) in [("did drink water", [String]()), ("did drink water", ["Wake up"])] {
            let parsed = try? meaning(line, taskTitles: titles)
            XCTAssertFalse(parsed?.hasPrefix("routine") ?? false, "\(line) with \(titles): \(parsed ?? "error")")
        }
        // "done" alone still finishes a feed.
        XCTAssertEqual(try meaning("done"), "feeding-finish left=0 at=now")
        XCTAssertEqual(try meaning("done", taskTitles: titles), "feeding-finish left=0 at=now")
    }

    func testCreateRoutineLimitsAreErrorsAtTheRightColumn() throws {
        let prefix = "create routine "
        // A 21-character title: the error points at the title (inside the quotes).
        let longTitle = String(repeating: "a", count: 21)
        try assertParseError(prefix + "\"\(longTitle)\": 6:00 drink water", column: prefix.count + 1, contains: "20 characters")
        try assertParseError(prefix + "\(longTitle): 6:00 drink water", column: prefix.count, contains: "20 characters")
        XCTAssertNoThrow(try CommandParser().parse(prefix + "\"\(String(longTitle.dropLast()))\": 6:00 drink water"), "20 characters is fine")

        // A 71-character task: at the task's text.
        let head = prefix + "Calm: 6:00 drink water, 6:05 "
        try assertParseError(head + String(repeating: "b", count: 71), column: head.count, contains: "70 characters")
        XCTAssertNoThrow(try CommandParser().parse(head + String(repeating: "b", count: 70)), "70 characters is fine")

        // A time off the 5-minute steps: at the time, suggesting both neighbours.
        let offStep = prefix + "Calm: 6:00 drink water, 6:03 stretch"
        try assertParseError(offStep, column: offStep.range(of: "6:03")!.lowerBound.utf16Offset(in: offStep), contains: "6:00 or 6:05")

        // Twenty tasks are fine; a 21st is an error at that task.
        let tasks = (0..<21).map { index -> String in
            let minute = (index % 12) * 5
            return "\(5 + index / 12):\(minute < 10 ? "0" : "")\(minute) task \(index + 1)"
        }
        XCTAssertNoThrow(try CommandParser().parse(prefix + "Calm: " + tasks.prefix(20).joined(separator: ", ")))
        let many = prefix + "Calm: " + tasks.joined(separator: ", ")
        try assertParseError(many, column: many.range(of: tasks[20])!.lowerBound.utf16Offset(in: many), contains: "20 tasks")

        // And the other shapes of a broken spec.
        try assertParseError(prefix + "\"\": 6:00 drink water", column: nil, contains: "title")
        try assertParseError(prefix + "Calm: drink water", column: nil, contains: "time")
        try assertParseError(prefix + "Calm 6:00 drink water", column: nil, contains: nil)
    }

    func testGuidedCreationSteps() throws {
        func step(_ line: String) throws -> String? {
            try DraftStepParser.step(line).map { CommandMeaning.describe(.routine(.draft($0))) }
        }
        XCTAssertEqual(CommandMeaning.describe(.routine(.draft(try DraftStepParser.title("Calm start")))), "draft title=Calm start")
        XCTAssertNil(try step("Calm start"), "no time: not a step (the interpreter makes it the title or a command)")
        XCTAssertEqual(try step("title Slow start"), "draft title=Slow start")
        XCTAssertEqual(try step("6:05 stretch"), "draft add=06:05 stretch")
        XCTAssertEqual(try step("stretch at 6:05"), "draft add=06:05 stretch")
        XCTAssertEqual(try step("6:30 am Journal"), "draft add=06:30 Journal")
        XCTAssertEqual(try step("delete 2"), "draft delete=2")
        XCTAssertEqual(try step("save"), "draft save")
        XCTAssertEqual(try step("cancel"), "draft leave")
        XCTAssertEqual(try step("discard"), "draft discard")
        XCTAssertEqual(try step("show"), "draft show")

        if case .title(_, let range) = try DraftStepParser.title("  Calm start") {
            XCTAssertEqual(range, SourceRange(start: 2, end: 12))
        } else {
            XCTFail("a title")
        }
        XCTAssertThrowsError(try DraftStepParser.title(String(repeating: "x", count: 21))) { error in
            XCTAssertEqual((error as? ParseError)?.range?.start, 0, "\(error)")
        }
        for (line, column) in [("6:03 stretch", 0), ("delete two", 7), ("6:00 " + String(repeating: "y", count: 71), 5), ("title " + String(repeating: "z", count: 21), 6)] {
            XCTAssertThrowsError(try DraftStepParser.step(line), line) { error in
                guard let error = error as? ParseError else { return XCTFail("\(line): \(error)") }
                XCTAssertEqual(error.range?.start, column, "\(line): \(error.message)")
            }
        }
        XCTAssertTrue(DraftStepParser.notAStep("stretch").message.contains("'save'"))
    }

    // MARK: - Helpers

    private func assertParseError(_ line: String, column: Int?, contains text: String?, file: StaticString = #filePath, line number: UInt = #line) throws {
        XCTAssertThrowsError(try CommandParser().parse(line), line, file: file, line: number) { error in
            guard let error = error as? ParseError else { return XCTFail("\(line): not a ParseError: \(error)", file: file, line: number) }
            if let column { XCTAssertEqual(error.range?.start, column, "\(line): \(error.message)", file: file, line: number) }
            if let text { XCTAssertTrue(error.message.contains(text), "\(line): \(error.message)", file: file, line: number) }
        }
    }

    private func catalog() throws -> RoutineCatalog { try RoutineCatalog.builtIn() }

    private func oprah() throws -> RoutineCatalog.Entry { try catalogEntry("Oprah Winfrey") }

    private func catalogEntry(_ name: String) throws -> RoutineCatalog.Entry {
        try XCTUnwrap(try catalog().entries.first { $0.name == name }, "\(name) is in the catalog")
    }
}

/// The store, simulated: routines, day records and drafts, changed only by applying the record changes
/// a ``RoutineBook`` returns, exactly as the journal would (each `before` must be what is stored).
private final class World {
    var routines: [Routine] = []
    var days: [RoutineDay] = []
    var drafts: [RoutineDraft] = []
    private var counter = 0

    func makeID() -> String {
        counter += 1
        return "routine-\(counter)"
    }

    func book(_ today: CivilDate, owner: String = "gavin") -> RoutineBook {
        // Midday UTC of `today`; the books only stamp it.
        let now = Date(timeIntervalSince1970: Double(today.dayNumber) * 86_400 + 12 * 3600 + Double(counter))
        return RoutineBook(owner: owner, today: today, now: now, routines: routines, days: days)
    }

    func apply(_ change: RoutineBook.Change, file: StaticString = #filePath, line: UInt = #line) {
        for record in change.changes {
            guard let key = (record.after ?? record.before)?.key else { XCTFail("a change with neither side", file: file, line: line); continue }
            XCTAssertEqual(stored(key), record.before, "a change's 'before' is what the store holds for \(key)", file: file, line: line)
            routines.removeAll { "routine:\($0.id)" == key }
            days.removeAll { "routine_day:\($0.key)" == key }
            drafts.removeAll { "routine_draft:\($0.owner)" == key }
            switch record.after {
            case .routine(let routine)?: routines.append(routine)
            case .routineDay(let day)?: days.append(day)
            case .routineDraft(let draft)?: drafts.append(draft)
            case nil: break
            default: XCTFail("unexpected record \(record)", file: file, line: line)
            }
        }
        routines.sort { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        days.sort { ($0.date, $0.routineID) < ($1.date, $1.routineID) }
    }

    private func stored(_ key: String) -> StoreRecord? {
        if let routine = routines.first(where: { "routine:\($0.id)" == key }) { return .routine(routine) }
        if let day = days.first(where: { "routine_day:\($0.key)" == key }) { return .routineDay(day) }
        if let draft = drafts.first(where: { "routine_draft:\($0.owner)" == key }) { return .routineDraft(draft) }
        return nil
    }
}
