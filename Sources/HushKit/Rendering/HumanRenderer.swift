import Foundation

/// Renders outcomes as short text for people: one line per change, compact dashboards.
///
/// ```swift
/// HumanRenderer(style: TextStyle(enabled: false)).render(outcome)   // "Logged pee at 3:00 PM"
/// ```
public struct HumanRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle) { self.style = style }

    public func render(_ outcome: Outcome) throws -> String {
        switch outcome {
        case .recorded(let summary, let event, _):
            return event.map { style.kind($0.kind, summary) } ?? summary
        case .status(let dashboard, let calendar):
            return status(dashboard, calendar: calendar)
        case .quickStats(let d):
            return quickStats(d)
        case .answer(let answer):
            return answer.text.replacingOccurrences(of: " · ", with: "\n")
        case .nap(let forecast, let baby, let calendar, let now, let why):
            return NapText(style: style, calendar: calendar, now: now).answer(forecast, baby: baby, why: why)
        case .predictionStats(let report):
            return NapText.report(report, style: style)
        case .timeline(let layout, let baby, let calendar, let now):
            return TimelineText(style: style, calendar: calendar, now: now, safety: BottleSafety(settings: baby.settings),
                                units: baby.settings.units).render(layout, baby: baby)
        case .today(let listing, let baby, let calendar, let now):
            return today(listing, baby: baby, calendar: calendar, now: now)
        case .foods(let list, let baby, let calendar, let now):
            return FoodsText(style: style).render(list, baby: baby, today: calendar.civil(now))
        case .export(let document):
            return String(decoding: document.written(pretty: true), as: UTF8.self)
        case .help(let text):
            return text
        case .settings(let baby, let theme, let notifications, let quietHours, let muted, let zone):
            let s = baby.settings
            let milk = MilkSafety(settings: s)
            let rows = [
                ("units", s.units.rawValue + "   (set units ml|oz)"),
                ("default bottle", (s.defaultBottle?.text ?? "none yet") + "   (set default bottle 5oz)"),
                ("expiry room", DurationText.spoken(Double(s.expiryRoomMinutes * 60)) + "   (set expiry room 2h)"),
                ("expiry fridge", DurationText.spoken(Double(s.expiryFridgeMinutes * 60)) + "   (set expiry fridge 24h)"),
                ("expiry feeding", DurationText.spoken(Double(s.expiryFeedingMinutes * 60)) + "   (set expiry feeding 1h)"),
                ("bottle contents", (s.bottleContents ?? .formula).label + "   (set bottle contents breast milk|formula)"),
                ("milk room", Dispatcher.window(Int(milk.room / 60)) + "   (set expiry milk room 4h)"),
                ("milk fridge", Dispatcher.window(Int(milk.fridge / 60)) + "   (set expiry milk fridge 4 days)"),
                ("milk feeding", Dispatcher.window(Int(milk.afterFirstSip / 60)) + "   (set expiry milk feeding 2h)"),
                ("milk freezer", "\(milk.freezerMonths) months   (set expiry freezer 6 months)"),
                ("thawed fridge", Dispatcher.window(Int(milk.thawedFridge / 60)) + "   (set expiry thawed fridge 24h)"),
                ("thawed room", Dispatcher.window(Int(milk.thawedRoom / 60)) + "   (set expiry thawed room 2h)"),
                ("day start", TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: s.dayStartMinutes / 60, minute: s.dayStartMinutes % 60)) + "   (set day start 6am)"),
                ("nap method", (s.napMethod ?? .standard).name + "   (set nap method by-nap|standard)"),
                ("theme", theme + "   (set theme dark|light|auto)"),
            ] + notifications.map { kind, on in
                ("notify " + kind.rawValue, (on ? "on" : "off") + "   (set notifications \(kind.rawValue) \(on ? "off" : "on"))")
            } + [("quiet hours", ReminderText.quietHours(quietHours) + "   (set quiet hours 22:00-06:00|off)")]
              + [("household zone", (zone ?? "none yet") + "   (set zone America/New_York)")]
              + (muted.isEmpty ? [] : [("muted for you", NotificationKind.allCases.filter(muted.contains).map(\.rawValue).joined(separator: ", ") + "   (unmute all)")])
            return ([style.bold("Settings") + " · \(baby.name)"] + rows.map { "  " + $0.0.padding(toLength: 22, withPad: " ", startingAt: 0) + $0.1 }).joined(separator: "\n")
        case .eventDetails(let event, let calendar, let now, let safety):
            return EventDetailsText(style: style, safety: safety).render(event, calendar: calendar, now: now)
        case .deletedList(let events, let calendar, let now, let safety):
            guard !events.isEmpty else { return "Nothing deleted in the last 30 days" }
            var lines = [style.bold("Deleted") + " (restorable for 30 days; 'restore N' brings one back)"]
            for (index, event) in events.enumerated() {
                let detail = DayListing.detail(event, now: now, calendar: calendar, safety: safety)
                lines.append(String(index + 1).leftPadded(to: 3) + "  " + TimeText.clock(event.start.utc, calendar: calendar, now: now)
                    + "  " + style.kind(event.kind, detail) + style.dim(" · deleted \(TimeText.clock(event.deletedAt!, calendar: calendar, now: now))"))
            }
            return lines.joined(separator: "\n")
        case .stash(let stash):
            return StashText(style: style).render(stash)
        case .clock(let instant, let calendar):
            return style.dim("Clock: \(TimeText.full(instant, calendar: calendar))")
        case .zone(let instant, let calendar):
            return style.dim("Time zone: \(calendar.identifier); the clock reads \(TimeText.full(instant, calendar: calendar))")
        case .quit:
            return ""
        case .routine(let routine, let calendar, let now):
            return RoutineText(style: style, calendar: calendar, now: now).render(routine)
        case .document(let text):
            // The output adds the last line end. A CSV's records end in CRLF, one Character that
            // hasSuffix("\n") does not match: dropping the LF alone leaves the CR, so the last record
            // still ends in CRLF and no empty row follows it.
            return text.unicodeScalars.last == "\n" ? String(text.unicodeScalars.dropLast()) : text
        case .people(let people, let calendar, let now):
            return PeopleText(style: style, calendar: calendar, now: now).render(people)
        case .reminders(let reminders, let calendar, let now):
            return ReminderText(style: style, calendar: calendar, now: now).render(reminders)
        case .sync(let outcome):
            return SyncText(style: style).render(outcome)
        case .storeCheck(let report):
            return StoreCheckText(style: style).render(report)
        case .trends(let trends, .table, let calendar):
            return TrendsText(style: style, calendar: calendar).render(trends)
        case .trends(let trends, .stripes, let calendar):
            return StripesText(style: style, calendar: calendar).render(trends)
        case .network:
            return ""
        }
    }

    func status(_ d: Dashboard, calendar: ZonedCalendar) -> String {
        let now = d.now
        func row(_ label: String, _ kind: EventKind?, _ text: String) -> String {
            let padded = label.padding(toLength: 8, withPad: " ", startingAt: 0)
            return "  " + (kind.map { style.kind($0, padded) } ?? padded) + text
        }
        var lines = [style.bold(d.baby.name) + (d.ageText.map { " · \($0) old" } ?? "") + style.dim(" · \(TimeText.full(now, calendar: calendar))")]
        var feed = "--"
        if let last = d.lastFeed, let breast = last.data.breast {
            feed = "\(DurationText.ago(now.timeIntervalSince(last.start.utc))) (\(breast.indicator))"
        } else if let last = d.lastFeed, let bottle = last.data.bottle {
            let units = d.baby.settings.units
            let amount = bottle.consumed.map { Volume($0, bottle.unit).shown(in: units) }
                ?? (bottle.prepared == nil || last.end != nil ? bottle.described(in: units) : "\(bottle.described(in: units)), feeding")
            feed = "\(DurationText.ago(now.timeIntervalSince(last.feedTime))) (\(amount))"
        }
        if let side = d.suggestedSide { feed += style.dim(" · next: \(side.rawValue)") }
        lines.append(row("Feed", .eat, feed))
        let diaper = d.lastDiaper.map { "\(DurationText.ago(now.timeIntervalSince($0.start.utc))) (\($0.data.diaperContents?.rawValue ?? "contents not recorded"))" } ?? "--"
        lines.append(row("Diaper", .diaper, diaper))
        if let active = d.activeSleep {
            lines.append(row("Sleep", .sleep, "Sleeping: \(DurationText.short(now.timeIntervalSince(active.start.utc))) (since \(TimeText.clock(active.start.utc, calendar: calendar, now: now)))"))
        } else if let last = d.lastSleep, let end = last.end {
            // PRD 9 quick stats: the last sleep's length, when it ended, and how long the baby has been awake.
            lines.append(row("Sleep", .sleep, "\(DurationText.ago(now.timeIntervalSince(end.utc))) (slept \(DurationText.short(end.utc.timeIntervalSince(last.start.utc))))"))
            lines.append(row("Awake", .sleep, DurationText.short(now.timeIntervalSince(end.utc))))
        } else {
            lines.append(row("Sleep", .sleep, "--"))
        }
        let safety = BottleSafety(settings: d.baby.settings)
        for bottle in d.bottles {
            let data = bottle.data.bottle!
            let state = data.feedingStartedAt.map { "feeding since \(TimeText.clock($0, calendar: calendar, now: now))" }
                ?? "prepared \(TimeText.clock(bottle.start.utc, calendar: calendar, now: now))"
            let countdown = style.countdown(safety.urgency(of: bottle, now: now), safety.countdown(of: bottle, now: now)!)
            let milk = data.contents == .breastMilk ? (data.thawed ? " thawed breast milk" : " breast milk") : ""
            var text = "\(data.described(in: d.baby.settings.units).replacingOccurrences(of: " bottle", with: ""))\(milk)\(data.refrigerated ? " (fridge)" : "") \(state) · \(countdown)"
            if data.feedingStartedAt == nil, !data.refrigerated, now.timeIntervalSince(bottle.start.utc) >= 30 * 60, safety.expiry(of: bottle)! > now {
                text += style.dim(" · ready when you are")
            }
            lines.append(row("Bottle", .eat, text))
        }
        if let pump = d.lastPump, let data = pump.data.pump {
            let units = d.baby.settings.units
            var text = DurationText.ago(now.timeIntervalSince((pump.end ?? pump.start).utc))
            if let amount = data.amount { text += " (\(amount.shown(in: units)))" }
            if let today = d.pumpedToday, today.count > 0 { text += " · today \(today.summary(in: units))" }
            lines.append(row("Pumped", .pump, text))
        }
        if case .window(let prediction)? = d.nap {
            let nap = NapText(style: style, calendar: calendar, now: now)
            lines.append("  " + style.kind(.sleep, nap.statusLine(prediction)) + style.dim(" · \(nap.range(prediction))"))
        }
        lines.append(row("Today", nil, d.summaryLine))
        if let sync = d.sync { lines.append(row("Sync", nil, sync)) }
        return lines.joined(separator: "\n")
    }

    /// PRD 9's quick stats overlay: last feed, last sleep, last diaper, and awake or sleeping for.
    private func quickStats(_ d: Dashboard) -> String {
        let now = d.now
        func row(_ label: String, _ text: String) -> String { "  " + label.padding(toLength: 13, withPad: " ", startingAt: 0) + text }
        var lines = [style.bold(d.baby.name)]
        var feed = "--"
        if let last = d.lastFeed {
            let ago = DurationText.ago(now.timeIntervalSince(last.feedTime))
            if let breast = last.data.breast {
                feed = "\(ago) (\(breast.indicator))"
            } else if let bottle = last.data.bottle {
                let amount = bottle.consumed.map { Volume($0, bottle.unit) } ?? bottle.prepared
                feed = "\(ago) (\(amount.map { $0.shown(in: d.baby.settings.units).replacingOccurrences(of: " ", with: "") } ?? "bottle"))"
            }
        }
        lines.append(row("Last feed", feed))
        if let last = d.lastSleep, let end = last.end {
            lines.append(row("Last sleep", "\(DurationText.short(end.utc.timeIntervalSince(last.start.utc))) (ended \(DurationText.ago(now.timeIntervalSince(end.utc))))"))
        } else {
            lines.append(row("Last sleep", "--"))
        }
        lines.append(row("Last diaper", d.lastDiaper.map { "\(DurationText.ago(now.timeIntervalSince($0.start.utc))) (\($0.data.diaperContents?.rawValue ?? "contents not recorded"))" } ?? "--"))
        if let active = d.activeSleep {
            lines.append(row("Sleeping for", DurationText.short(now.timeIntervalSince(active.start.utc))))
        } else if let end = d.lastSleep?.end {
            lines.append(row("Awake for", DurationText.short(now.timeIntervalSince(end.utc))))
        }
        return lines.joined(separator: "\n")
    }

    private func today(_ listing: DayListing, baby: Baby, calendar: ZonedCalendar, now: Date) -> String {
        var lines = [style.bold("Today") + " · \(baby.name) · \(TimeText.date(listing.date))"]
        if listing.rows.isEmpty {
            lines.append("  No events yet today")
            lines.append(style.dim("  Log your first entry, for example: wet diaper"))
        }
        // PRD 12: a dated separator where the list crosses midnight, instead of repeating the day per row.
        var day = listing.date.dayNumber
        for row in listing.rows {
            let civil = calendar.civil(row.time)
            if civil.dayNumber != day {
                day = civil.dayNumber
                let label = day == listing.date.dayNumber - 1 ? "Yesterday, \(TimeText.date(civil))" : TimeText.date(civil)
                lines.append(style.dim("  ── \(label) ──"))
            }
            let number = style.dim(String(row.number).leftPadded(to: 3))
            lines.append(number + "  " + TimeText.clockOnly(civil).leftPadded(to: 8) + "  " + style.kind(row.kind, row.detail)
                + style.dim(TimeText.elsewhere(row.event.start, calendar: calendar)))
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
