import FoundationEssentials
import HushDomain

/// Hush Premium ($0.99, once), which makes one's own routines: buying it, restoring it from the
/// account, and the paywall in front of `create routine`.
extension RoutinesHandler {
    func buyPremium(_ request: RoutineRequest) throws -> any Answer {
        let line = request.line
        if store.preference(Dispatcher.premiumPreference) != nil { throw RoutineError.alreadyOwned }
        if session.interactive, !line.confirmed {
            throw ConfirmationRequest(question: "Buy Hush Premium for $0.99, once?", then: [line.confirming()], refusal: .paywall)
        }
        try PurchaseAccount(environment: ProcessEnvironment.variables).record(price: "0.99", at: request.now)
        return try request.commit(premiumChange(summary: "Premium unlocked ($0.99, one time): 'create routine' makes your own"))
    }

    func restorePurchases(_ request: RoutineRequest) throws -> any Answer {
        guard try PurchaseAccount(environment: ProcessEnvironment.variables).owns() else { throw RoutineError.nothingToRestore }
        if store.preference(Dispatcher.premiumPreference) != nil {
            return RecordedAnswer(summary: "Premium is already unlocked here", event: nil, baby: nil)
        }
        return try request.commit(premiumChange(summary: "Restored Premium from your account: 'create routine' makes your own"))
    }

    private func premiumChange(summary: String) -> RoutineBook.Change {
        .init(summary: summary, changes: [RecordChange(before: nil, after: .preference(Preference(key: Dispatcher.premiumPreference, value: "owned")))])
    }

    /// The paywall (6.1): at a terminal, an offer to buy and go on; elsewhere, a refusal.
    func requirePremium(_ line: ParsedLine) throws {
        guard store.preference(Dispatcher.premiumPreference) == nil else { return }
        var purchase = ParsedLine(command: .routine(.buyPremium))
        purchase.confirmed = true
        throw ConfirmationRequest(preamble: RoutineText.paywall, question: "Buy Premium for $0.99 and create your routine?",
                                  then: [purchase, line], refusal: .paywall)
    }
}
