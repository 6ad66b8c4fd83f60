import Foundation
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
