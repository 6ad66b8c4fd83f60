/// What a window predicts: the start of a nap (its number in the day when known) or of the night.
///
/// ```swift
/// NapTarget.nap(index: 2).ordinal   // "2nd nap"
/// NapTarget.bedtime.ordinal         // "bedtime"
/// ```
public enum NapTarget: Hashable, Sendable {
    case nap(index: Int?)
    case bedtime

    public var ordinal: String {
        switch self {
        case .bedtime: return "bedtime"
        case .nap(nil): return "the next nap"
        case .nap(let index?):
            let suffix = (11...13).contains(index % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][index % 10] ?? "th"
            return "\(index)\(suffix) nap"
        }
    }
}
