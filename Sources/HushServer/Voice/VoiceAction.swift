/// One change a line made in a person's voice store, as `/v1/say` names it in `action` and `POST /app/undo`
/// takes it back: the store's own device id (`v…`) and the journal entry's number there. A store rebuilt
/// from the ledger links as another device, so an action of the old store names nothing in the new one.
///
/// ```swift
/// VoiceAction(store: "v3k9…", seq: 42).id            // "v3k9….42"
/// VoiceAction(id: "v3k9….42")?.seq                   // 42
/// ```
struct VoiceAction: Hashable, Sendable {
    var store: String
    var seq: Int

    init(store: String, seq: Int) {
        self.store = store
        self.seq = seq
    }

    /// Reads an id this server gave; nil for anything else (never traps, whatever is sent).
    init?(id: String) {
        guard id.utf8.count <= 128, let dot = id.lastIndex(of: "."), let seq = Int(id[id.index(after: dot)...]), seq > 0 else { return nil }
        let store = String(id[..<dot])
        guard !store.isEmpty, store.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        self.init(store: store, seq: seq)
    }

    var id: String { "\(store).\(seq)" }
}
