import HushDomain

/// The language's one table of the phrase kinds: what each kind of logged phrase means (said back by
/// `explain` and `--dry-run`, through ``CommandMeaning``), whether a spoken "yes" may confirm it, and which
/// event and time "… earlier/later" moves. The kinds with a phrase type of their own (``SolidsPhrase``,
/// ``PumpPhrase``, ``MilkBottlePhrase``) say their meaning beside it; the phrases that are a time or two are
/// said here. Where each phrase is logged is the dispatch layer's one table
/// (`DispatchContext+PhraseLogging.swift` in HushKit).
///
/// ```swift
/// EventPhrase.moment(.diaper(.wet), at: nil).meaning   // "diaper contents=wet at=now"
/// EventPhrase.feedingStart(at: nil, bottle: nil).shiftedField?.1   // .feedingStarted
/// ```
extension EventPhrase {
    public var meaning: String {
        switch self {
        case .sleepStart(let at): return "sleep-start at=\(time(at))"
        case .sleepEnd(let at): return "sleep-end at=\(time(at))"
        case .sleepSpan(let from, let to): return "sleep-span from=\(time(from)) to=\(time(to))"
        case .sleepDuration(let seconds, _, let start):
            return "sleep-length length=\(length(seconds)) " + (start.map { "starting=\(time($0))" } ?? "ending=now")
        case .breastFeed(let feed):
            var text = "breast-feed side=\(feed.startedSide.rawValue) both=\(feed.bothSides)"
            if let seconds = feed.seconds { text += " length=\(length(seconds))" }
            if let span = feed.span { text += " from=\(time(span.from)) to=\(time(span.to))" } else { text += " at=\(time(feed.at))" }
            return text
        case .breastEnd(let at): return "breast-end at=\(time(at))"
        case .breastSwitch(let at): return "breast-switch at=\(time(at))"
        case .moment(let data, let at): return "\(data.kind.rawValue) \(Self.fields(of: data.payload)) at=\(time(at))"
        case .bottlePrepare(let amount, let at, let cold):
            return "bottle-prepare amount=\(amount.map(volume) ?? "last")\(cold ? " fridge" : "") at=\(time(at))"
        case .bottleDiscard(let at, let bottle): return "bottle-discard" + (bottle.map { " bottle=\(volume($0))" } ?? "") + " at=\(time(at))"
        case .feedingStart(let at, let bottle): return "feeding-start" + (bottle.map { " bottle=\(volume($0))" } ?? "") + " at=\(time(at))"
        case .feedingFinish(let left, let at): return "feeding-finish left=\(left.map(volume) ?? "0") at=\(time(at))"
        case .bottleAte(let amount, let left, let at, let another):
            return "bottle-ate amount=\(volume(amount)) left=\(left.map(volume) ?? "0")\(another ? " another" : "") at=\(time(at))"
        case .solids(let solids): return solids.meaning
        case .pump(let pump): return pump.meaning
        case .milkBottle(let bottle): return bottle.meaning
        case .note(let text, _):
            let (category, body) = NoteText.split(text)
            return "note" + (category.map { " category=\($0)" } ?? "") + " text=\(body)"
        }
    }

    /// The time, span or length as typed ("2000h ago", "from 1 to 2pm", "45 min"); nil when the line
    /// says none, so the event is now.
    ///
    /// ```swift
    /// // "wet diaper 3h ago"
    /// phrase.timeRange   // the range of "3h ago"
    /// ```
    public var timeRange: SourceRange? {
        switch self {
        case .sleepStart(let at), .sleepEnd(let at), .moment(_, let at), .bottlePrepare(_, let at, _), .bottleDiscard(let at, _),
             .feedingStart(let at, _), .feedingFinish(_, let at), .bottleAte(_, _, let at, _), .breastEnd(let at),
             .breastSwitch(let at):
            return at?.range
        case .sleepSpan(let from, let to):
            return from.range.union(to.range)
        case .sleepDuration(_, let range, let startingAt):
            return startingAt.map { range.union($0.range) } ?? range
        case .breastFeed(let feed):
            return feed.span.map { $0.from.range.union($0.to.range) } ?? feed.at?.range ?? feed.durationRange
        case .solids(let solids):
            return solids.at?.range
        case .pump(let pump):
            return pump.span.map { $0.from.range.union($0.to.range) } ?? pump.at?.range ?? pump.durationRange
        case .milkBottle(let bottle):
            return bottle.at?.range
        case .note:
            return nil
        }
    }

    /// Whether the line said when ("at 2", "10 min ago", "from 1 to 2"), not only how long: a length alone
    /// ("slept 45 min", "fed left 10 min") ends now.
    public var saysWhen: Bool {
        switch self {
        case .sleepStart(let at), .sleepEnd(let at), .moment(_, let at), .bottlePrepare(_, let at, _), .bottleDiscard(let at, _),
             .feedingStart(let at, _), .feedingFinish(_, let at), .bottleAte(_, _, let at, _), .breastEnd(let at),
             .breastSwitch(let at):
            return at != nil
        case .sleepSpan: return true
        case .sleepDuration(_, _, let startingAt): return startingAt != nil
        case .breastFeed(let feed): return feed.span != nil || feed.at != nil
        case .solids(let solids): return solids.at != nil
        case .pump(let pump): return pump.span != nil || pump.at != nil
        case .milkBottle(let bottle): return bottle.at != nil
        case .note: return false
        }
    }

    /// Whether a trailing "yes" confirms the line ("slept 18 hours yes") rather than being part of it: a
    /// note's text is kept as typed, so "note she said yes" keeps its last word.
    public var takesSpokenYes: Bool {
        switch self {
        case .note: return false
        case .sleepStart, .sleepEnd, .sleepSpan, .sleepDuration, .moment, .bottlePrepare, .bottleDiscard, .feedingStart, .feedingFinish,
             .bottleAte, .breastFeed, .breastEnd, .breastSwitch, .solids, .pump, .milkBottle:
            return true
        }
    }

    /// "diaper 10 min earlier": the last event of which kind it moves, and which of its times.
    /// Whether the phrase says more than its kind and time (an amount, what was left, a length, a food):
    /// "ate 2oz 10 min later" is not the last bottle moved, which would drop the 2oz.
    var saysMoreThanKindAndTime: Bool {
        switch self {
        case .bottleAte, .milkBottle, .sleepDuration: return true
        case .bottlePrepare(let amount, _, _): return amount != nil
        case .feedingFinish(let left, _): return left != nil
        case .feedingStart(_, let bottle), .bottleDiscard(_, let bottle): return bottle != nil
        case .pump(let pump): return pump.amount != nil || pump.left != nil || pump.right != nil || pump.seconds != nil
        case .solids(let solids): return !solids.foods.isEmpty || solids.amount != nil || solids.reaction != nil
        case .breastFeed(let feed): return feed.seconds != nil
        case .sleepStart, .sleepEnd, .sleepSpan, .moment, .note, .breastEnd, .breastSwitch: return false
        }
    }

    var shiftedField: (EventReference.Kind, EventField)? {
        switch self {
        case .sleepStart, .sleepSpan, .sleepDuration: return (.every(.sleep), .start)
        case .sleepEnd: return (.every(.sleep), .end)
        // "pooped 10 min earlier": the last diaper with poop in it, never the last wet one.
        case .moment(let data, _): return (data.diaperContents.map { .diaperHolding($0) } ?? .every(data.kind), .start)
        case .bottlePrepare, .bottleAte, .milkBottle: return (.bottle, .start)
        case .pump: return (.every(.pump), .start)
        case .bottleDiscard: return (.bottle, .end)
        case .feedingStart: return (.bottle, .feedingStarted)
        case .feedingFinish: return (.bottle, .end)
        case .breastFeed: return (.breast, .start)
        case .breastEnd: return (.breast, .end)
        case .breastSwitch: return (.breast, .start)
        case .solids: return (.every(.solids), .start)
        case .note: return nil
        }
    }

    /// A moment's payload said back field by field, in its fields' order: "contents=wet".
    private static func fields<Payload: EventPayload>(of payload: Payload) -> String {
        Payload.fields.compactMap { field in
            let value: String?
            switch field.value {
            case .number(let get): value = get(payload).map(Volume.number)
            case .text(let get): value = get(payload)
            case .flag(let get): value = String(get(payload))
            case .texts(let get): value = get(payload).joined(separator: ",")
            case .time(let get): value = get(payload).map { "\($0.timeIntervalSince1970)" }
            }
            return value.map { "\(field.key)=\($0)" }
        }.joined(separator: " ")
    }

    private func time(_ located: LocatedTime?) -> String { CommandMeaning.time(located) }
    private func length(_ seconds: Double) -> String { CommandMeaning.length(seconds) }
    private func volume(_ spec: VolumeSpec) -> String { CommandMeaning.volume(spec) }
}
