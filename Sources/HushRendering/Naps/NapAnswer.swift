import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `next nap` and `why nap`: the wake window forecast, with its reasons when asked why.
///
/// ```swift
/// try NapAnswer(forecast: forecast, baby: eddie, calendar: calendar, now: now, why: false).json()
/// // {"confidence":"medium","explanation":"…","range_end":"…","range_start":"…"}
/// ```
public struct NapAnswer: Answer {
    public var spokenView: SpokenView {
        switch forecast {
        case .window: return .napWindow
        case .asleep: return .napWhileAsleep
        case .noWake: return .napBeforeAnyWake
        }
    }

    public var forecast: NapForecast
    public var baby: Baby
    public var calendar: ZonedCalendar
    public var now: Date
    public var why: Bool

    public init(forecast: NapForecast, baby: Baby, calendar: ZonedCalendar, now: Date, why: Bool) {
        self.forecast = forecast
        self.baby = baby
        self.calendar = calendar
        self.now = now
        self.why = why
    }

    public func text(style: TextStyle) -> String {
        NapText(style: style, calendar: calendar, now: now).answer(forecast, baby: baby, why: why)
    }

    /// The window, and once it has passed, what to do now rather than how long ago it was: a baby past
    /// the window is overtired, and the listener wants the next step.
    public func speech() throws -> String {
        guard case .window(let prediction) = forecast, !why, now > prediction.rangeEnd else {
            let text = self.text(style: TextStyle(enabled: false))
            return SpokenText.sentences(text.split(separator: "\n").first.map(String.init) ?? "")
        }
        let nap = NapText(style: TextStyle(enabled: false), calendar: calendar, now: now)
        let what = prediction.target == .bedtime ? "bedtime" : "nap"
        return SpokenText.sentences("\(baby.name)'s \(what) window was \(nap.range(prediction)) and has passed · "
            + "Put \(baby.name) down at the first sleepy signs; a \(what) late is better than none")
    }

    public func json() throws -> String {
        var prediction: WakeWindowPredictor.Prediction?
        var explanation: String
        switch forecast {
        case .window(let predicted): prediction = predicted; explanation = predicted.explanation
        case .asleep(let since): explanation = "asleep since \(UTCText.format(since)); the next window comes after waking"
        case .noWake: explanation = "no wake-up logged yet"
        }
        return try AnswerJSON.text(JSONRenderer.NapJSON(rangeStart: prediction.map { UTCText.format($0.rangeStart) },
                                                        rangeEnd: prediction.map { UTCText.format($0.rangeEnd) },
                                                        confidence: prediction?.confidence, explanation: explanation))
    }
}
