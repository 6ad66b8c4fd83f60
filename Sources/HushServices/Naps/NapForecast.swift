import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What the next nap looks like now: a window, or why there is none.
public enum NapForecast: Sendable {
    case asleep(since: Date)
    /// No finished sleep yet: nothing to count a wake window from.
    case noWake
    case window(WakeWindowPredictor.Prediction)
}
