/// Which measures a trends table shows: `trends` shows all, "sleep this week" the sleep ones.
public enum TrendsFocus: String, Hashable, Sendable, CaseIterable {
    case all, sleep, feeds, diapers, pumping
}
