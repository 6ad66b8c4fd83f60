import FoundationEssentials
import HushDomain
import HushLanguage

/// A line that describes an event ("it was dirty", "the diaper was wet", "he only drank 3 oz") told
/// within half an hour of one of its kind (a diaper, a finished bottle, a breast feed, a sleep). On its
/// own such a line tells the diaper being changed or the bottle just drunk; so soon after one was logged
/// it is as often that one told again, or corrected, and logged it doubled the diaper or the feed. So it
/// is refused, with the words for each reading: the edit that changes the last one, or the line that
/// logs another.
///
/// ```swift
/// // a pee logged at 3:00 PM, then at 3:02 PM "it was dirty":
/// try RetoldEvent(context: context).refuse(poop, latest: pee, timed: false, range: itWas)
/// // throws: "a diaper (pee) was logged at 3:00 PM; if this is that one, say 'last diaper was dirty', …"
/// ```
public struct RetoldEvent: Sendable {
    /// How near an event of the same kind must be for a description to be read as that one again: a
    /// diaper or a bottle within half an hour of another is rare, a line about the last one is not.
    public static let window: TimeInterval = 30 * 60
    public let context: LogContext

    public init(context: LogContext) {
        self.context = context
    }

    /// Throws when `new`, logged from a line that describes (`range`: the describing words), may be
    /// `latest` told again. `timed`: the line said when, which places its event by that alone.
    /// `adds`: the line adds to what was told ("and poop", "and right 10 min"), rather than correcting it.
    public func refuse(_ new: Event, latest: Event?, timed: Bool, adds: Bool = false, range: SourceRange) throws {
        // Near in time, or, when the line says no time, told just now: "wet diaper at 2pm" said at 3:00,
        // then "it was dirty", is that one; "he only had 3 oz at 3pm" after "ate 4 oz at noon" is not.
        // Told in the same second, the last one's stamp is a millisecond ahead of the clock (stamps only grow).
        // Running into the last one is near too: a breast feed described is not refused for that when logged.
        guard let latest, latest.id != new.id, latest.deletedAt == nil,
              abs(Self.moment(of: new).timeIntervalSince(Self.moment(of: latest))) <= Self.window
                || !timed && (-60...Self.window).contains(context.now.timeIntervalSince(latest.updatedAt)) || Self.overlap(new, latest) > 0,
              let (logged, change, another) = readings(new, latest, timed: timed, adds: adds) else { return }
        // One that runs into the last one cannot be another (a baby feeds, or sleeps, once at a time).
        throw DomainError.retold("\(logged) was logged at \(context.text(Self.moment(of: latest)))", change: change,
                                 another: Self.overlap(new, latest) > BreastLog.overlapAllowed ? nil : another, range)
    }

    /// "last sleep ended at 12:45 PM": the last one given the line's length, when the line said no time (so
    /// the length is all it told); nil when it said when, or the lengths are the same. A sleep keeps its
    /// start (its end is the waking told late); a feed, told as it ends, keeps its end, and so does a sleep
    /// whose new end would be ahead of now.
    func lengthened(_ new: Event, _ latest: Event, timed: Bool, noun: String, keepsStart: Bool) -> String? {
        guard !timed, let end = new.end?.utc, let lastEnd = latest.end?.utc else { return nil }
        let length = end.timeIntervalSince(new.start.utc)
        guard abs(length - lastEnd.timeIntervalSince(latest.start.utc)) >= 60 else { return nil }
        let ending = latest.start.utc.addingTimeInterval(length)
        if keepsStart, ending <= context.now { return "last \(noun) ended at \(context.text(ending))" }
        return "last \(noun) started at \(context.text(lastEnd.addingTimeInterval(-length)))"
    }

    /// How long two finished events run at once.
    static func overlap(_ one: Event, _ other: Event) -> TimeInterval {
        guard let oneEnd = one.end?.utc, let otherEnd = other.end?.utc else { return 0 }
        return min(oneEnd, otherEnd).timeIntervalSince(max(one.start.utc, other.start.utc))
    }

    /// When a finished event happened, for comparing two of a kind: its end, or its start while it has none.
    public static func moment(of event: Event) -> Date { event.end?.utc ?? event.start.utc }

    /// What was logged, the edit that makes it what the line says (nil when it says so already), and the
    /// line for another; nil when the two are not of one kind a line could tell again.
    /// `timed`: the line said when; without it a length told again ("the nap was 45 min") is the last one's
    /// length, which an edit of its end makes.
    func readings(_ new: Event, _ latest: Event, timed: Bool, adds: Bool = false) -> (String, String?, String)? {
        switch (new.data, latest.data) {
        case (.diaper(let contents?), .diaper(let was)):
            let another = switch contents {
            case .wet: "another wet diaper"
            case .dirty: "another dirty diaper"
            case .both: "another pee and poop"
            }
            // "it was dirty" of a wet one may be a poop as well as the pee: both edits are offered; "and poop"
            // adds to it, which only "both" says.
            let change = contents == was ? nil : adds && was != nil && was != .both ? "last diaper was both" : "last diaper was \(contents.rawValue)"
                + (was == nil || was == .both || contents == .both ? "" : "', or 'last diaper was both")
            return ("a diaper (\(was?.label ?? "no contents"))", change, another)
        case (.bottle(let bottle), .bottle(let last)):
            guard let made = bottle.prepared, let left = bottle.remaining, !bottle.discarded,
                  let lastMade = last.prepared, let lastLeft = last.remaining, !last.discarded else { return nil }
            // What this line says was drunk, in the unit of the bottle logged ("only drank 90 ml" of a 4 oz one).
            let drunk = BottleLeftover.value(made.value - left, from: made.unit, in: lastMade.unit)
            let leftText = left > 0 ? ", \(Volume(left, made.unit).text) left" : ""
            let change: String? = abs(drunk - (lastMade.value - lastLeft)) < 0.005 ? nil
                : drunk < lastMade.value + 0.005 ? "last bottle had \(Volume(max(((lastMade.value - drunk) * 100).rounded() / 100, 0), lastMade.unit).text) left"
                : "last bottle was \(made.text)"
            return ("a \(lastMade.text) bottle (\(Volume(lastMade.value - lastLeft, lastMade.unit).text) drunk)", change,
                    "ate another \(made.text) bottle\(leftText)")
        case (.breast(let feed), .breast(let last)):
            // No one edit changes a feed's length, so the one logged is taken away and this one said
            // plainly, in the words that log it again.
            guard let phrase = feed.phrase(new, defaultContents: .formula), let end = latest.end?.utc else { return nil }
            let sides = last.bothSides ? "breast feed, both sides" : "\(last.startedSide.rawValue) breast feed"
            let minutes = Int((end.timeIntervalSince(latest.start.utc) / 60).rounded())
            // "and right 10 minutes" after "nursed left 15 min": the other side of that feed, which one
            // line with each side's minutes tells; the new side alone, typed, lost the first.
            if adds, !last.bothSides, !feed.bothSides, feed.startedSide != last.startedSide, let newEnd = new.end?.utc, newEnd > new.start.utc {
                let newMinutes = max(1, Int((newEnd.timeIntervalSince(new.start.utc) / 60).rounded()))
                let both = "fed \(last.startedSide.rawValue) \(max(1, minutes)) min then \(feed.startedSide.rawValue) \(newMinutes) min"
                return ("a \(sides) of \(minutes) min", "delete the last breast feed', then '\(both)", phrase)
            }
            return ("a \(sides) of \(minutes) min", lengthened(new, latest, timed: timed || feed != last, noun: "breast feed", keepsStart: false)
                        ?? "delete the last breast feed', then '\(phrase)", phrase)
        case (.sleep, .sleep):
            // "her nap was 45 min" just after "napped from 12 to 1": told again, it was a second nap. As with a
            // feed, the one logged is taken away and this one said plainly.
            guard let phrase = new.data.presentation.phrase(new, defaultContents: .formula), let end = latest.end?.utc, new.end != nil else { return nil }
            return ("a sleep from \(context.text(latest.start.utc)) to \(context.text(end))",
                    lengthened(new, latest, timed: timed, noun: "sleep", keepsStart: true) ?? "delete the last sleep', then '\(phrase)", phrase)
        case (.diaper(nil), _), (.diaper, _), (.bottle, _), (.breast, _), (.sleep, _), (.note, _), (.solids, _), (.pump, _):
            // "it was banana" and "it was 4oz" are refused by the language; a note or a pumping session said twice is two.
            return nil
        }
    }
}
