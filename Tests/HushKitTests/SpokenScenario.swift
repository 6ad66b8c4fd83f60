import Foundation
@testable import HushRendering

/// One view to hear, for ``SpokenViewRulesTests``: lines run by `person` on a copy of the family's store
/// (the last line's answer is the one heard), or an answer made directly where the view needs a server;
/// and what its speech must carry (`news`) and must not (`absent`), beyond the rules every view keeps.
///
/// ```swift
/// SpokenScenario(["handover"], news: ["Leanne"])
/// ```
struct SpokenScenario {
    var person = "Gavin"
    var lines: [String] = []
    var made: (any Answer)?
    var news: [String] = []
    var absent: [String] = []

    init(_ lines: [String], as person: String = "Gavin", news: [String] = [], absent: [String] = []) {
        self.lines = lines
        self.person = person
        self.news = news
        self.absent = absent
    }

    init(made answer: any Answer, news: [String] = []) {
        made = answer
        self.news = news
    }
}
