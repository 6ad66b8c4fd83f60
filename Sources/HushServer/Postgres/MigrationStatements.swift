import Foundation

/// A migration's text cut into the statements it is sent as, one at a time: at each `;` outside a
/// dollar-quoted body, so a function's body (``PushContextQuery/function``) stays one statement with
/// the semicolons inside it. Only the bare `$$` quote is known; the migrations use no other.
///
/// ```swift
/// MigrationStatements.split("CREATE TABLE a (x int); CREATE FUNCTION f() … AS $$ BEGIN …; END $$;")
/// // ["CREATE TABLE a (x int)", "CREATE FUNCTION f() … AS $$ BEGIN …; END $$"]
/// ```
enum MigrationStatements {
    static func split(_ text: String) -> [String] {
        var statements: [String] = []
        var current = ""
        var quoted = false
        var previous: Character?
        for character in text {
            if character == "$", previous == "$" { quoted.toggle() }
            if character == ";", !quoted {
                statements.append(current)
                current = ""
                previous = nil
                continue
            }
            current.append(character)
            // `$$$` is not two quotes: the second pair starts after the first ends.
            previous = character == "$" && previous == "$" ? nil : character
        }
        statements.append(current)
        return statements.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
