import HushDomain

/// A view of one baby's log asked for by its name alone: `status`, `today`, `foods`, `stash`. Each view's
/// words, how strictly it reads what follows them, and how it is said back are here, so a new view is a
/// case here, its data, its answer and its line in the views handler.
///
/// ```swift
/// ViewCommand.reading(["milk", "stash"])   // (.stash, 2): the view and how many words named it
/// ViewCommand.today.meaning                  // "today"
/// ```
public enum ViewCommand: String, CaseIterable, Hashable, Sendable {
    /// The dashboard: last feed, sleep and diaper, the bottle's timer, the nap window, the sync line.
    case status
    /// Today's events, numbered.
    case today
    /// Each food tried, when first, how often, and any reactions.
    case foods
    /// The pumped milk kept in the fridge and freezer, oldest first, with use-by times.
    case stash

    /// The words that name the view; the first of each is its start word in the command table.
    public var names: [[String]] {
        switch self {
        case .status: return [["status"], ["dashboard"]]
        case .today: return [["today"]]
        case .foods: return [["foods"]]
        case .stash: return [["stash"], ["milk", "stash"]]
        }
    }

    /// Whether "status for Mia" / "today Eddie" shows another baby's view without switching to her.
    public var showsAnotherBaby: Bool { self != .stash }

    /// Whether words after the name are an error ("status now": nothing may follow) rather than another
    /// command's business ("today 3pm wet diaper" is an event logged today).
    public var refusesMoreWords: Bool { self == .status || self == .stash }

    /// How `explain` and `--dry-run` say it back.
    public var meaning: String { rawValue }

    /// Every word a view's name starts with, for the command table's rows.
    public static let startWords: [String] = allCases.flatMap { $0.names.compactMap { $0.first } }

    /// The words that name a view of another baby ("status for Mia").
    /// (Closures, not key paths: a key path is built at run time, its types looked up by name, and every
    /// command pays it, since the command table reads this first.)
    public static let anotherBabyWords: [String] = allCases.filter { $0.showsAnotherBaby }.flatMap { $0.names.compactMap { $0.first } }

    /// The view the line's first words name, and how many words that took; nil when they name none.
    public static func reading(_ words: [String]) -> (view: ViewCommand, count: Int)? {
        // Every line asks; a line whose first word starts no name is settled by one look.
        guard let first = words.first, startWords.contains(first) else { return nil }
        for view in allCases {
            for name in view.names where words.count >= name.count && Array(words[..<name.count]) == name {
                return (view, name.count)
            }
        }
        return nil
    }
}
