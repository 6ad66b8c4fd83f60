import Foundation
import HushDomain

/// Events of every kind in the shapes that are hard to write (escapes, fractions, nil and deleted fields),
/// logged in New York at one instant: what the journal writer and the kinds' field lists are held to.
///
/// ```swift
/// for event in SampleEvents.all() { var writer = JSONLineWriter(); writer.event(event) }
/// ```
package enum SampleEvents {
    package static let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    package static let at = Date(timeIntervalSince1970: 1_767_384_000.123)

    /// Bottles (open, finished, deleted, a third of an ounce), a sleep, a diaper, a breast feed, notes, and
    /// the milk below.
    package static func all() -> [Event] {
        let start = zone.timestamp(Date(timeIntervalSince1970: 1_767_380_400))
        var bottle = Event(id: "e1", babyID: "b1", loggedBy: "Gavin \"G\" O'Neil", start: start, end: nil,
                           data: .bottle(.init(prepared: Volume(4.5, .oz))), createdAt: at)
        var finished = bottle
        finished.data = .bottle(.init(prepared: Volume(120, .ml), remaining: 0.25, feedingStartedAt: at))
        finished.end = zone.timestamp(at)
        finished.notes = "line one\nline\ttwo \\ ☕ café \u{1}"
        finished.deletedAt = at
        bottle.updatedAt = at.addingTimeInterval(0.001)
        let sleep = Event(id: "e2", babyID: "b1", loggedBy: "me", start: start, end: zone.timestamp(at), data: .sleep, createdAt: at)
        let diaper = Event(id: "e3", babyID: "b1", loggedBy: "me", start: start, end: start, data: .diaper(.both), createdAt: at)
        let third = Event(id: "e4", babyID: "b1", loggedBy: "me", start: start, end: nil,
                          data: .bottle(.init(prepared: Volume(1.0 / 3, .oz), remaining: 0.1)), createdAt: at)
        let breast = Event(id: "e5", babyID: "b1", loggedBy: "me", start: start, end: zone.timestamp(at),
                           data: .breast(.init(startedSide: .right, bothSides: true)), createdAt: at)
        var note = Event(id: "e6", babyID: "b1", loggedBy: "me", start: start, end: start, data: .note(category: "Medication"), createdAt: at)
        note.notes = "vitamin D 400 IU"
        let plainNote = Event(id: "e7", babyID: "b1", loggedBy: "me", start: start, end: start, data: .note(category: nil), createdAt: at)
        return [bottle, finished, sleep, diaper, third, breast, note, plainNote] + milk(start)
    }

    /// Pumping sessions in every shape, and breast-milk bottles with and without a stash portion.
    static func milk(_ start: EventTimestamp) -> [Event] {
        var portion = EventData.Pump(amount: Volume(4.5, .oz), left: 2, right: 2.5, storage: .freezer)
        portion.used = 1.25
        portion.thawedAt = at
        let sessions: [EventData.Pump] = [portion, EventData.Pump(amount: Volume(120, .ml), storage: .fridge), EventData.Pump(amount: nil)]
        var thawed = EventData.Bottle(prepared: Volume(3, .oz), feedingStartedAt: at)
        thawed.contents = .breastMilk
        thawed.thawed = true
        thawed.stashID = "p1"
        thawed.stashUseBy = at.addingTimeInterval(86_400.5)
        var fresh = EventData.Bottle(prepared: Volume(90, .ml), refrigerated: true)
        fresh.contents = .breastMilk
        return sessions.enumerated().map { index, pump in
            Event(id: "p\(index + 1)", babyID: "b1", loggedBy: "me", start: start, end: zone.timestamp(at), data: .pump(pump), createdAt: at)
        } + [thawed, fresh].enumerated().map { index, bottle in
            Event(id: "m\(index + 1)", babyID: "b1", loggedBy: "me", start: start, end: nil, data: .bottle(bottle), createdAt: at)
        }
    }
}
