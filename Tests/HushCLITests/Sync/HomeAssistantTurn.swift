import Foundation

/// What Home Assistant did with one sentence under the voice guide's recipe (``HomeAssistantRecipe``):
/// the body the rest command sent, the answer it got (`status`, `content`, as `action_response` holds
/// them; status 0 and the recipe's own default when the server did not answer), why the call failed if
/// it did, the events the intent script fired, and what Assist says.
///
/// ```swift
/// let turn = try recipe.send("wet diaper", to: server, token: token)
/// turn.speech                      // "Logged pee at three sixteen AM."
/// turn.events.isEmpty              // true: no hush_refused
/// ```
struct HomeAssistantTurn {
    var body: String
    var status: Int
    var content: [String: Any]
    /// Why the rest command raised (connection refused, timed out), when it did.
    var callError: String?
    /// Why the script itself failed; Assist then says only "An unexpected error occurred".
    var failed: String?
    /// Every event fired: its type and its rendered `event_data`.
    var events: [(type: String, data: [String: Any])]
    var speech: String

    /// The `hush_refused` events fired.
    var refusals: [[String: Any]] { events.filter { $0.type == "hush_refused" }.map(\.data) }
}
