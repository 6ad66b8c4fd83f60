import HushDomain

/// Whose event a line reports. Hush logs the baby's events only: a line whose subject is someone else
/// ("I slept 2 hours", "dad fell asleep", "the dog pooped") logs nothing, while a caregiver doing a
/// caregiving act stays accepted ("I fed her 4oz", "we changed him", "I made a bottle").
///
/// The subject is the first word after leading filler ("ok", "so", "the", "my"): a pronoun for the
/// speaker, a family word, a pet, or a person of the store who is not a baby. Such a line is accepted
/// only when it names the baby as the one acted on ("her", "him", "the baby", a baby's name) or its act is
/// one only a caregiver does (making, throwing away, changing, feeding, nursing).
///
/// ```swift
/// try EventSubject.check(Lexer.tokens(in: "I fed her 4oz"), babies: ["Eddie"], people: [], baby: "Eddie")  // fine
/// try EventSubject.check(Lexer.tokens(in: "I slept 2 hours"), babies: ["Eddie"], people: [], baby: "Eddie")
/// // throws .notTheBaby(subject: "I", rest: "slept 2 hours", baby: "Eddie", …)
/// ```
public enum EventSubject {
    /// The family words caregivers also go by ("dad put her down", "I'm mom").
    static let familyWords: Set<String> = [
        "mom", "mum", "mommy", "mummy", "mama", "momma", "dad", "daddy", "dada", "papa", "grandma", "grandpa", "granny", "grandad",
        "granddad", "nana", "nanna", "gran", "auntie", "aunt", "uncle", "nanny", "babysitter",
    ]

    /// Words that name someone other than the baby when they start a line: the speaker, a family word, a
    /// relation, a pet.
    static let otherSubjects: Set<String> = familyWords.union(pets).union([
        "i", "i've", "i'd", "me", "myself", "we", "we've", "us",
        "mother", "father", "grandmother", "grandfather", "husband", "wife", "partner", "sister", "brother",
    ])

    /// Leading words skipped to find the subject.
    static let leading: Set<String> = ["ok", "okay", "so", "um", "uh", "hey", "hi", "hush", "well", "oh", "alright", "the", "my", "our", "and", "then", "also"]

    /// Words that say the baby is the one acted on.
    static let objects: Set<String> = ["her", "him", "them", "baby", "baby's", "bub", "little", "one", "kid"]

    /// Acts only a caregiver does to or for the baby.
    static let caregivingWords: Set<String> = [
        "made", "make", "making", "prepared", "prepare", "preparing", "prepped", "prepping",
        "discard", "discarded", "threw", "tossed", "dumped", "toss", "dump", "wasted",
        "change", "changed", "changing", "fed", "feed", "feeding", "gave", "given",
        "nursed", "nursing", "nurse", "breastfed", "breastfeeding", "started", "start",
        // "we switched sides": the breast the caregiver gives.
        "switched", "switch", "switching", "swapped", "swap",
        // Pumping is the caregiver's own act: "I pumped 4oz" logs the household's milk.
        "pumped", "pump", "pumping", "expressed", "expressing", "thawed", "warmed", "heated", "froze",
    ]

    /// Throws ``ParseError/notTheBaby(subject:rest:baby:_:)`` for someone else's event; returns the index of
    /// a caregiver subject that was accepted ("dad" in "dad put her down"), which says nothing about the event.
    @discardableResult
    public static func check(_ tokens: [Token], babies: [String], people: [String], baby: String?) throws -> Int? {
        try checkClauses(tokens, baby: baby)
        var index = skipLeading(tokens, from: 0)
        // "at 2:30 I pooped", "20 min ago I peed": a time said first, then the subject.
        var cursor = TokenCursor(tokens, index: index)
        if (try? TimePhrase.parse(&cursor)) != nil {
            index = cursor.index
            while index < tokens.count, tokens[index].isSymbol { index += 1 }
            index = skipLeading(tokens, from: index)
        }
        try checkFoodAsName(tokens, at: index)
        guard index < tokens.count, let word = tokens[index].word else { return nil }
        // "I'm feeding her": the contraction's pronoun is the subject.
        let stem = word.hasSuffix("'m") || word.hasSuffix("'ll") ? String(word.prefix { $0 != "'" }) : word
        // A person who is no baby. Asked of every event line, so the names' sets are made only past this.
        let isPerson = people.contains { $0.lowercased() == stem } && !babies.contains { $0.lowercased() == stem }
        let babyNames = Set(babies.map { $0.lowercased() })
        func namesBaby(_ token: Token) -> Bool {
            guard let w = token.word else { return false }
            return objects.contains(w) || babyNames.contains(w) || babyNames.contains { w == $0 + "'s" }
        }
        // "one" is the baby only as "the little one" ("the dog pooped at one" is a time), "little" only
        // before it ("peed a little"), and "a baby" is any baby ("slept like a baby").
        func namesBaby(at place: Int) -> Bool {
            guard namesBaby(tokens[place]), let w = tokens[place].word else { return false }
            let before = place > 0 ? tokens[place - 1].word : nil
            switch w {
            case "one": return before == "little"
            case "little": return place + 1 < tokens.count && tokens[place + 1].word == "one"
            case "baby", "kid", "bub": return before != "a" && before != "an"
            default: return true
            }
        }
        guard otherSubjects.contains(stem) || isPerson else {
            try checkOwned(tokens, at: index, baby: baby, namesBaby: namesBaby)
            return nil
        }
        let rest = tokens[(index + 1)...]
        // "I meant dirty", "I mean right": the speaker correcting what was said, which is no event of theirs
        // to give the baby ("say 'Eddie meant dirty'" was offered).
        if let verb = rest.first(where: { !$0.isSymbol }), ["meant", "mean"].contains(verb.word ?? "") {
            throw ParseError.conflicting("'\(tokens[index].text) \(verb.text)' corrects what was said; to change what was logged, say 'change that to "
                                         + "\(rest.dropFirst().map(\.text).joined(separator: " "))' or 'undo'", tokens[index].range.union(verb.range))
        }
        // "the dog pooped on him", "I fell asleep with her": the baby is where it happened, not who it happened to.
        // "the dog drank her bottle", "dad ate her banana": the baby's thing, eaten by someone else.
        // The word before the baby's words ("with" in "with the little one").
        func before(_ at: Int) -> String {
            var back = at - 1
            while back > index, ["the", "a", "my", "our", "little"].contains(tokens[back].word ?? "") { back -= 1 }
            return tokens[back].word ?? ""
        }
        let actsOnBaby = rest.indices.contains { at in
            // Right after the subject a baby's name is a verb ("I hope" with a Hope), never the one acted on.
            at > index + 1 && namesBaby(at: at) && !besideWords.contains(before(at)) && !ownsAThing(tokens, at: at)
        }
        let caregiving = rest.contains { caregivingWords.contains($0.word ?? "") }
        let ownAct = ownActs.contains(ownVerb(tokens, after: index) ?? "")
        if actsOnBaby || caregiving, !ownAct { return index }
        // Said again of the baby, without where the baby was: "Eddie fell asleep", not "… with her".
        let beside = rest.indices.filter { at in namesBaby(tokens[at]) && besideWords.contains(tokens[at - 1].word ?? "") }
            .flatMap { at in (at - 2 >= rest.startIndex && tokens[at - 2].word == "next" ? [at - 2] : []) + [at - 1, at] }
        // "the nanny said she pooped", "I'm pretty sure she pooped": the baby's own clause is what to say.
        let clause = rest.indices.first { babyPronouns.contains(tokens[$0].word ?? "") && $0 + 1 < tokens.count }
        var said = rest.indices.filter { at in !beside.contains(at) && !tokens[at].isSymbol && clause.map { at > $0 } ?? true }.map { tokens[$0].text }
        if let clause, tokens[clause].word?.hasSuffix("'s") == true { said.insert("is", at: 0) }
        // "I drank 4oz feeding her": what the speaker did, without the caregiving after it.
        if ownAct, let cut = said.firstIndex(where: { caregivingWords.contains($0.lowercased()) || ["while", "and", "when"].contains($0.lowercased()) }), cut > 0 {
            said.removeSubrange(cut...)
        }
        // "my mother in law": the family word's own ending is no part of the event.
        if said.count > 2, said[0].lowercased() == "in", said[1].lowercased() == "law" { said.removeFirst(2) }
        // "I am asleep", "I'm up": said again of the baby, "is asleep", "is up".
        if said.first?.lowercased() == "am" { said[0] = "is" } else if word == "i'm", clause == nil { said.insert("is", at: 0) }
        let saidText = said.joined(separator: " ")
        // "the dog", "my husband": the determiner belongs to whose event it is.
        let owner = index > 0 && ["the", "my", "our"].contains(tokens[index - 1].word ?? "") ? index - 1 : index
        let subject = stem == "i" ? "I" : tokens[owner...index].map(\.text).joined(separator: " ")
        throw ParseError.notTheBaby(subject: subject, rest: saidText, baby: baby, tokens[owner].range.union(tokens[index].range))
    }

    /// "her bottle", "Eddie's banana": the baby named as the owner of a thing to eat or drink, not as the
    /// one acted on.
    static func ownsAThing(_ tokens: [Token], at index: Int) -> Bool {
        guard let word = tokens[index].word, word == "her" || word == "his" || word.hasSuffix("'s"), index + 1 < tokens.count,
              let next = tokens[index + 1].word else { return false }
        return ownedThings.contains(next) || FoodWords.generic.contains(next) || SolidsReader.mealWords.contains(next)
            || FoodWords.match(tokens, at: index + 1) != nil
    }

    /// A baby's things someone else may eat, drink or use up.
    static let ownedThings: Set<String> = ["bottle", "bottles", "milk", "formula", "breastmilk", "breast", "snack", "juice", "water", "pouch",
                                           "puree", "leftovers", "cereal", "diaper", "diapers", "nappy"]

    /// Words that put the baby beside someone else's event rather than under it.
    static let besideWords: Set<String> = ["on", "with", "beside", "near", "to", "by", "against", "under", "over", "like", "for", "around",
                                           "at", "from", "after", "about", "behind", "in", "into", "onto", "toward", "towards", "than", "as"]

    /// What the subject's own verb says it did itself, whatever the line says of the baby later: "I drank
    /// 4oz feeding her" is the speaker's drink ("we woke her" is not here: waking is done to the baby too).
    static let ownActs: Set<String> = ["drank", "ate", "slept", "napped", "pooped", "peed", "dozed", "snacked"]

    /// The word after the subject, past adverbs ("I just drank").
    static func ownVerb(_ tokens: [Token], after subject: Int) -> String? {
        var at = subject + 1
        while at < tokens.count, ["just", "also", "then", "finally", "already"].contains(tokens[at].word ?? "") { at += 1 }
        return at < tokens.count ? tokens[at].word : nil
    }

    private static func skipLeading(_ tokens: [Token], from start: Int) -> Int {
        var index = start
        while index < tokens.count, let word = tokens[index].word, leading.contains(word) { index += 1 }
        return index
    }

    /// The baby as the one who did something: "my nap" is the speaker's, "my goodness, she napped" is not.
    static let babyPronouns: Set<String> = ["she", "he", "she's", "he's", "they", "they're"]

    /// "my nap was 20 min", "our nap": what the speaker owns is the speaker's event, unless the line names
    /// the baby ("my baby pooped", "my Eddie", "my goodness, she's asleep") or is the speaker's own
    /// caregiving act ("my pump was 5oz").
    private static func checkOwned(_ tokens: [Token], at index: Int, baby: String?, namesBaby: (Token) -> Bool) throws {
        guard index > 0, let owner = tokens[index - 1].word, ["my", "our"].contains(owner) else { return }
        let owned = tokens[index...]
        let saysWhose = owned.contains { namesBaby($0) || babyPronouns.contains($0.word ?? "") || caregivingWords.contains($0.word ?? "") }
        guard !saysWhose else { return }
        // "my son fell asleep": a person the speaker has, whose event it is; said again of the baby without them.
        if let person = owned.first?.word, Vocabulary.concepts[person] == nil, !DiaperContents.allCases.contains(where: { $0.words.phrase.contains(person) }),
           owned.count > 1 {
            let said = owned.dropFirst().filter { !$0.isSymbol }.map(\.text).joined(separator: " ")
            throw ParseError.notTheBaby(subject: "\(tokens[index - 1].text) \(tokens[index].text)", rest: said, baby: baby, tokens[index - 1].range.union(tokens[index].range))
        }
        let said = owned.filter { !$0.isSymbol }.map(\.text).joined(separator: " ")
        throw ParseError.notTheBaby(subject: owner, rest: said, baby: baby, tokens[index - 1].range.union(tokens[index].range))
    }
}
