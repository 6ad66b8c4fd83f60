/// Which baby a line is about: the one it names, else the selected one, else the only one.
///
/// ```swift
/// let baby = try BabySelection(babies: store.babies, selectedID: store.preference(Preference.selectedBaby))
///     .resolve(named: parsed.babyName, range: parsed.babyNameRange)
/// ```
public struct BabySelection: Sendable {
    public var babies: [Baby]
    public var selectedID: String?

    public init(babies: [Baby], selectedID: String?) {
        self.babies = babies
        self.selectedID = selectedID
    }

    public func resolve(named name: String?, range: SourceRange? = nil) throws -> Baby {
        if let name { return try find(name, range: range) }
        guard !babies.isEmpty else { throw DomainError.noBaby }
        if let selectedID, let selected = babies.first(where: { $0.id == selectedID }) { return selected }
        if babies.count == 1 { return babies[0] }
        throw DomainError.whichBaby(babies.map(\.name), example: nil)
    }

    /// By name, case-insensitively, or by a prefix that only one name has.
    public func find(_ name: String, range: SourceRange?) throws -> Baby {
        guard !babies.isEmpty else { throw DomainError.noBaby }
        let wanted = name.lowercased()
        if let exact = babies.first(where: { $0.name.lowercased() == wanted }) { return exact }
        let prefixed = babies.filter { $0.name.lowercased().hasPrefix(wanted) }
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 { throw DomainError.whichBaby(prefixed.map(\.name), example: nil) }
        let suggestion = Suggestion.closest(to: wanted, in: babies.map { $0.name.lowercased() })
            .flatMap { lower in babies.first { $0.name.lowercased() == lower }?.name }
        throw DomainError.unknownBaby(name, suggestion: suggestion, range)
    }
}
