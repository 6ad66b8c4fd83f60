import HushDomain

/// A pumping session told in two clauses (``CompoundPhrase``): its start, then when it finished ("pumped
/// at 2 and finished at 2:20", "pumping at 2 and stopped at 2:20").
///
/// ```swift
/// // "pumped at 2" + "finished at 2:20" → .pump(from: 2:00, to: 2:20)
/// ```
extension PumpReader {
    static func join(_ start: CompoundPhrase.Clause, _ end: CompoundPhrase.Clause) throws -> EventPhrase? {
        guard case (.pump(var pump), .feedingFinish(nil, let to?)) = (start.phrase, end.phrase),
              pump.seconds == nil, pump.span == nil, let from = pump.at else { return nil }
        try CompoundPhrase.refuseEndBeforeStart(from, to, start, end)
        pump.span = LocatedSpan(from: from, to: to)
        pump.at = nil
        return .pump(pump)
    }
}
