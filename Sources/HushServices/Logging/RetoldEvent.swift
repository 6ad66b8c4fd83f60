import FoundationEssentials
import HushDomain
import HushLanguage

/// A line that describes an event ("it was dirty", "the diaper was wet", "he only drank 3 oz") told
/// within half an hour of one of its kind (a diaper, a finished bottle, a breast feed). On its own such a
/// line tells the diaper being changed or the bottle just drunk; so soon after one was logged it is as often that one told again, or corrected, and
/// logged it doubled the diaper or the feed. So it is refused, with the words for each reading: the edit
/// that changes the last one, or the line that logs another.
///
/// ```swift
/// // a pee logged at 3:00 PM, then at 3:02 PM "it was dirty":
/// try RetoldEvent(context: context).refuse(poop, latest: pee, range: itWas)
/// // throws: "a pee was logged at 3:00 PM; if this is that one, say 'last diaper was dirty'; …"
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
    public func refuse(_ new: Event, latest: Event?, timed: Bool, range: SourceRange) throws {
        // Near in time, or, when the line says no time, told just now: "wet diaper at 2pm" said at 3:00,
        // then "it was dirty", is that one; "he only had 3 oz at 3pm" after "ate 4 oz at noon" is not.
        guard let latest, latest.id != new.id, latest.deletedAt == nil,
              abs(Self.moment(of: new).timeIntervalSince(Self.moment(of: latest))) <= Self.window
                || !timed && (0...Self.window).contains(context.now.timeIntervalSince(latest.updatedAt)),
              let (logged, change, another) = readings(new, latest) else { return }
        throw DomainError.retold("\(logged) was logged at \(context.text(Self.moment(of: latest)))", change: change, another: another, range)
    }

    /// When a finished event happened, for comparing two of a kind: its end, or its start while it has none.
    static func moment(of event: Event) -> Date { event.end?.utc ?? event.start.utc }

    /// What was logged, the edit that makes it what the line says (nil when it says so already), and the
    /// line for another; nil when the two are not of one kind a line could tell again.
    func readings(_ new: Event, _ latest: Event) -> (String, String?, String)? {
        switch (new.data, latest.data) {
        case (.diaper(let contents?), .diaper(let was)):
            let another = switch contents {
            case .wet: "another wet diaper"
            case .dirty: "another dirty diaper"
            case .both: "another pee and poop"
            }
            // "it was dirty" of a wet one may be a poop as well as the pee: both edits are offered.
            let change = contents == was ? nil : "last diaper was \(contents.rawValue)"
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
            return ("a \(sides) of \(minutes) min", "delete the last feed', then '\(phrase)", phrase)
        case (.diaper(nil), _), (.diaper, _), (.bottle, _), (.breast, _), (.sleep, _), (.note, _), (.solids, _), (.pump, _):
            // A sleep told again overlaps the one logged, and is refused for that; "it was banana" and "it
            // was 4oz" are refused by the language.
            return nil
        }
    }
}
