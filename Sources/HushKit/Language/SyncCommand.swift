/// A command about sharing with the family's server (issue 10).
///
/// ```swift
/// try SyncCommandParser.parse(Lexer.tokens(in: "keep theirs 2"), line: "keep theirs 2")   // .resolve(.keepTheirs, number: 2)
/// ```
public enum SyncCommand: Hashable, Sendable {
    /// `sync`: push this device's changes, pull everyone else's.
    case sync
    /// `set server http://127.0.0.1:8080`; nil (`set server none`) unlinks the store from any server.
    case setServer(String?)
    /// `conflicts`: what two devices disagree about, both versions shown.
    case conflicts
    /// `keep mine`, `keep theirs`, `merge`, `keep both`, optionally with the number `conflicts` showed.
    case resolve(ConflictChoice, number: Int?)
    /// `devices`: the devices linked to the household.
    case devices
    /// `revoke device` (this one) or `revoke device ID` (another, by the start of its id).
    case revokeDevice(String?)
}

/// How a conflict is settled (PRD 7.4).
public enum ConflictChoice: String, Hashable, Sendable, CaseIterable {
    case keepMine = "keep mine"
    case keepTheirs = "keep theirs"
    /// Edits only: field by field, the latest non-empty value wins.
    case merge
    /// Similar events only: both were real.
    case keepBoth = "keep both"
}
