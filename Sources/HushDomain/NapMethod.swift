/// How the nap window is made: `byNap` centres it on the wake windows before the same nap of the day
/// (the 1st, 2nd, 3rd nap since the night), `prd` is the PRD's algorithm exactly. A household setting
/// (`set nap method by-nap|prd`), stored with the baby's settings so it syncs like them.
///
/// ```swift
/// NapMethod(rawValue: "by-nap")   // .byNap
/// NapMethod.standard              // the default when nothing is set
/// ```
public enum NapMethod: String, CaseIterable, Hashable, Sendable, Codable {
    case byNap = "by-nap"
    case prd

    /// The default: the by-nap method scored higher than the PRD's on every real history measured, at the
    /// same mean width (README, "Nap predictions").
    public static let standard: NapMethod = .byNap

    /// What the method does, for the answer to `set nap method`.
    public var summary: String {
        switch self {
        case .byNap: return "windows centre on the wake windows before the same nap of the day (1st, 2nd, 3rd since the night)"
        case .prd: return "windows follow the PRD's wake-window algorithm exactly"
        }
    }
}
