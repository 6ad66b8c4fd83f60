import HushDomain

/// Looking after the store itself: checking and repairing it, backing it up and restoring it.
///
/// ```swift
/// try StoreCommandParser.parse(Lexer.tokens(in: "backup to ~/hush.backup"), line: "backup to ~/hush.backup")
/// // .backup(file: "/home/me/hush.backup")
/// ```
public enum StoreCommand: Hashable, Sendable {
    /// `check store`: reads everything, reports every problem; changes nothing.
    case check
    /// `repair store`: keeps every readable change, sets damaged lines aside in a file, rebuilds the cache.
    case repair
    /// `backup to FILE`: a consistent one-file snapshot.
    case backup(file: String)
    /// `restore from FILE`: the snapshot becomes the store.
    case restore(file: String)
    /// `set backups on|off`: the rolling daily snapshot in the store's folder.
    case dailyBackups(Bool)

    /// Check, repair and restore must work on a store that refuses to open, so they run with it closed
    /// and take its lock themselves.
    public var runsOnClosedStore: Bool {
        switch self {
        case .check, .repair, .restore, .backup: return true
        case .dailyBackups: return false
        }
    }
}

extension CommandMeaning {
    /// What a store command means, said back: `check-store`, `backup file=…`, `backups=off`.
    static func describe(_ command: StoreCommand) -> String {
        switch command {
        case .check: return "check-store"
        case .repair: return "repair-store"
        case .backup(let file): return "backup file=\(file)"
        case .restore(let file): return "restore-backup file=\(file)"
        case .dailyBackups(let on): return "backups=\(on ? "on" : "off")"
        }
    }
}
