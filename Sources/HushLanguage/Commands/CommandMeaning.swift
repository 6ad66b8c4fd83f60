import HushDomain

/// A compact, canonical description of what a parsed line means, without source positions:
/// `diaper contents=wet at=-10m`, `bottle-ate amount=4oz left=0.5 at=now`. `explain` prints it, the
/// grammar README's examples are checked against it, and parser tests compare with it.
///
/// ```swift
/// CommandMeaning.describe(try CommandParser().parse("slept 10 min ago"))   // "sleep-start at=-10m"
/// ```
public enum CommandMeaning {
    public static func describe(_ line: ParsedLine) -> String {
        var text = describe(line.command)
        if let name = line.babyName { text += " baby=\(name)" }
        if line.json { text += " json" }
        if line.watch { text += " watch" }
        if line.confirmed { text += " yes" }
        return text + correctionNote(line.corrections)
    }

    /// " (read 'diapr' as 'diaper')": a corrected typo is always said, so a wrong guess is seen at once.
    public static func correctionNote(_ corrections: [TypoCorrection.Correction]) -> String {
        guard !corrections.isEmpty else { return "" }
        return " (read " + corrections.map { "'\($0.typed)' as '\($0.read)'" }.joined(separator: ", ") + ")"
    }

    public static func describe(_ command: Command) -> String {
        switch command {
        case .newBaby(let name, let birth, _, _): return "new-baby name=\(name) born=\(birth.dateText)"
        case .selectBaby(let name, _): return "select-baby name=\(name)"
        case .log(let phrase): return phrase.meaning
        case .view(let view): return view.meaning
        case .quickStats: return "quick-stats"
        case .question(let question): return describe(question)
        case .nextNap: return "next-nap"
        case .whyNap: return "why-nap"
        case .predictionStats: return "prediction-stats"
        case .timeline(.around): return "timeline"
        case .timeline(.last(let seconds)): return "timeline last=\(length(seconds))"
        case .timeline(.yesterday): return "timeline day=yesterday"
        case .timeline(.day(let y, let m, let d)): return "timeline day=\(CivilDateTime(year: y, month: m, day: d).dateText)"
        case .exportJSON: return "export-json"
        case .undo: return "undo"
        case .redo: return "redo"
        case .help(let topic): return topic.map { "help topic=\($0)" } ?? "help"
        case .explain(let text): return "explain \(text)"
        case .edit(let target, let change): return "edit \(reference(target)) \(describe(change))"
        case .delete(let target): return "delete \(reference(target))"
        case .restore(let target): return "restore \(reference(target))"
        case .deleted: return "deleted"
        case .discardStash(.number(let number, _)): return "stash-discard portion=\(number)"
        case .discardStash(.expired): return "stash-discard expired"
        case .settings: return "settings"
        case .set(let setting):
            switch setting {
            case .units(let unit): return "set units=\(unit.rawValue)"
            case .defaultBottle(let spec): return "set default-bottle=\(volume(spec))"
            case .expiry(let which, let minutes, _): return "set expiry-\(which.rawValue)=\(length(Double(minutes * 60)))"
            case .freezerMonths(let months, _): return "set expiry-freezer=\(months)months"
            case .bottleContents(let contents): return "set bottle-contents=\(contents.rawValue)"
            case .dayStart(let minutes): return "set day-start=\(twoDigits(minutes / 60)):\(twoDigits(minutes % 60))"
            case .theme(let theme): return "set theme=\(theme.rawValue)"
            case .napMethod(let method): return "set nap-method=\(method.name)"
            case .notifications(let kind, let on): return "set notifications \(kind.rawValue)=\(on ? "on" : "off")"
            case .quietHours(let hours?): return "set quiet-hours=\(hours.text)"
            case .quietHours(nil): return "set quiet-hours=off"
            case .speech(let on): return "set output=\(on ? "speech" : "text")"
            case .zone(let name, _): return "set household-zone=\(name)"
            }
        case .show(let target): return "show \(reference(target))"
        case .quit: return "quit"
        case .clock(.to(let civil)): return "clock to=\(civil.dateText)T\(twoDigits(civil.hour)):\(twoDigits(civil.minute))"
        case .clock(.toTimeToday(let hour, let minute)): return "clock to=\(twoDigits(hour)):\(twoDigits(minute))"
        case .clock(.by(let seconds)): return "clock by=+\(length(seconds))"
        case .timeZone(let name, _): return "tz \(name)"
        case .routine(let routine): return describe(routine)
        case .trends(let trends): return describe(trends)
        case .sync(let command): return describe(command)
        case .people(let people): return describe(people)
        case .data(let command): return describe(command)
        case .reminders(let command): return describe(command)
        case .store(let command): return describe(command)
        }
    }

    /// What a logged phrase means: each kind says its own (``EventPhrase/meaning``).
    public static func describe(_ phrase: EventPhrase) -> String { phrase.meaning }

    static func reference(_ target: EventReference) -> String {
        switch target.target {
        case .last: return "last-\(target.kind.name)"
        case .number(let number): return "\(target.kind.name)#\(number)"
        case .justTold: return "that"
        case .only: return "the-\(target.kind.name)"
        }
    }

    static func describe(_ change: EditChange) -> String {
        switch change {
        case .move(let to): return "move to=\(time(to))"
        case .set(let field, let at): return "set \(field.rawValue)=\(time(at))"
        case .shift(let field, let seconds, _): return "shift \(field.rawValue)=\(seconds < 0 ? "-" : "+")\(length(abs(seconds)))"
        case .amount(let spec): return "amount=\(volume(spec))"
        case .length(let seconds, _): return "length=\(length(seconds))"
        case .side(let side): return "side=\(side.rawValue)"
        case .remaining(let spec): return "left=\(volume(spec))"
        case .contents(let contents): return "contents=\(contents.rawValue)"
        }
    }

    static func volume(_ spec: VolumeSpec) -> String {
        Volume.number(spec.value) + (spec.unit?.rawValue ?? "")
    }

    /// `now`, `-1h15m`, `+10m`, `2:15`, `2:15pm`, `14:15`, `yesterday 23:00`.
    static func time(_ located: LocatedTime?) -> String {
        guard let located else { return "now" }
        switch located.point {
        case .now: return "now"
        case .ago(let seconds): return "-" + length(seconds)
        case .later(let seconds): return "+" + length(seconds)
        case .clock(let clock):
            var text: String
            if let meridiem = clock.meridiem {
                text = "\(clock.hour == 0 ? 12 : clock.hour):\(twoDigits(clock.minute))\(meridiem.rawValue)"
            } else if clock.twentyFourHour || clock.hour > 12 || clock.hour == 0 {
                text = "\(twoDigits(clock.hour)):\(twoDigits(clock.minute))"
            } else {
                text = "\(clock.hour):\(twoDigits(clock.minute))"
            }
            switch clock.day {
            case .today?: text = "today_" + text
            case .yesterday?: text = "yesterday_" + text
            case .tonight?: text = "tonight_" + text
            case .date(let y, let m, let d)?: text = CivilDateTime(year: y, month: m, day: d).dateText + "_" + text
            case .daysAgo(let count)?: text = "\(count)daysago_" + text
            case .weekday(let weekday, let beforeToday)?: text = (beforeToday ? "last" : "") + "weekday\(weekday)_" + text
            case .monthDay(let month, let day)?: text = "month\(month)day\(day)_" + text
            case .numeric(let first, let second, let year)?: text = "\(first)/\(second)" + (year.map { "/\($0)" } ?? "") + "_" + text
            case nil: break
            }
            if let offset = clock.zoneOffset { text += "_utc\(offset >= 0 ? "+" : "-")\(length(Double(abs(offset))))" }
            return text
        }
    }

    /// `45m`, `1h15m`, `30s`, `1h`.
    static func length(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        var text = ""
        if total >= 3600 { text += "\(total / 3600)h" }
        if total % 3600 >= 60 { text += "\((total % 3600) / 60)m" }
        if total % 60 != 0 || total == 0 { text += "\(total % 60)s" }
        return text
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

}
