@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
@testable import HushRendering
import XCTest

/// Each kind's words are said once (``KindWords``): no word names two things, every kind and topic has
/// its words, and the tables built from them hold all of them.
final class KindWordsTests: XCTestCase {
    func testNoPhraseWordNamesTwoConcepts() {
        let said = KindWords.all.flatMap(\.phrase).flatMap(\.1)
        XCTAssertEqual(said.count, Set(said).count, "a word in two kinds' phrase words: \(duplicates(said))")
        XCTAssertEqual(Vocabulary.concepts.count, said.count)
    }

    func testEveryKindIsReferredToByItsOwnWords() {
        for kind in EventKind.allCases {
            let own = kind.words.references.first { $0.0 == .every(kind) }
            XCTAssertFalse(own?.1.isEmpty ?? true, "\(kind): no words for 'last …'")
            XCTAssertEqual(EventReference.Kind.every(kind).name, own?.1.first)
            for (reference, words) in kind.words.references {
                for word in words { XCTAssertEqual(EditPhraseParser.kindWords[word], reference, "'last \(word)'") }
            }
        }
        let said = KindWords.all.flatMap(\.references).flatMap(\.1)
        XCTAssertEqual(said.count, Set(said).count, "a word refers to two kinds: \(duplicates(said))")
    }

    func testEveryQuestionTopicHasItsWordsInTheKindItAsksAbout() {
        for topic in QuestionTopic.allCases {
            let owners = EventKind.allCases.filter { kind in kind.words.questions.contains { $0.0 == topic } }
            XCTAssertEqual(owners, [topic.eventKind], "\(topic): its words belong to its event kind, once")
        }
        XCTAssertEqual(QuestionWords.topics.count, QuestionTopic.allCases.count)
        XCTAssertEqual(Set(QuestionTopic.allCases.map(\.precedence)).count, QuestionTopic.allCases.count, "two topics of one precedence")
    }

    func testImportLabelsNameOneKindEach() {
        let labels = KindWords.all.flatMap(\.imports).flatMap(\.labels)
        XCTAssertEqual(labels.count, Set(labels).count, "a label of two kinds: \(duplicates(labels))")
        for kind in EventKind.allCases {
            for group in kind.words.imports {
                for label in group.labels { XCTAssertEqual(RowKind.named(label), RowKind(group.reference, category: group.category), label) }
            }
        }
    }

    func testDiaperContentsWordsAreTheOnesEveryReaderUses() {
        for contents in DiaperContents.allCases {
            for word in contents.words.edit { XCTAssertEqual(EditPhraseParser.contentsWords[word], contents, word) }
            for word in contents.words.imported { XCTAssertEqual(DiaperWords.read(word), .contents(contents), word) }
            XCTAssertFalse(contents.words.phrase.isEmpty)
        }
        for word in DiaperContents.dryWords { XCTAssertEqual(DiaperWords.read(word), .dry, word) }
    }

    func testHelpTopicsAreFoundByOneNameEach() {
        let names = HelpText.topics.flatMap { [$0.name] + $0.aliases }
        // "data" is both a topic and one of routines' aliases: the topic comes first.
        XCTAssertEqual(duplicates(names), ["data"])
        for kind in EventKind.allCases {
            for topic in kind.words.help { XCTAssertEqual(try HelpText.text(for: topic.name), topic.text) }
        }
    }

    private func duplicates(_ words: [String]) -> [String] {
        Dictionary(grouping: words, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    }
}

extension KindWordsTests {
    /// Every word of a kind is one the language knows (Tab completion, typo correction, "doesn't fit here").
    func testEveryKindsWordsAreKnownWords() {
        for words in KindWords.all {
            for word in words.phrase.flatMap(\.1) + words.references.flatMap(\.1) {
                XCTAssertTrue(Vocabulary.allWords.contains(word), word)
            }
        }
    }
}
