import HushDomain

/// Every word that says what a diaper held, in one place: in an event phrase ("pee", "poopy"), after
/// "last diaper was", in a question ("did she poop") and in other apps' exports, in their translations
/// (English, Spanish, German, French, Italian, Portuguese, Dutch; folded: lower case, no accents).
///
/// ```swift
/// DiaperContents.dirty.words.phrase     // ["dirty", "poop", "pooped", …]
/// DiaperContents.wet.words.imported     // ["pee", "wee", "wet", …, "mojado", "nass", …]
/// ```
public struct DiaperContentsWords: Sendable {
    /// In an event phrase: "wet diaper", "she pooped", "both".
    public var phrase: [String]
    /// After "last diaper was": "last diaper was dirty".
    public var edit: [String]
    /// In a question, naming the topic ("did she poop", "how many wet diapers"); none for both.
    public var asked: [String]
    /// In another app's export: `Pee:large`, `Mojado`, `Variado`.
    public var imported: [String]
}

extension DiaperContents {
    public var words: DiaperContentsWords {
        switch self {
        case .wet:
            return DiaperContentsWords(
                phrase: ["wet", "pee", "peed", "wee", "urine"],
                edit: ["wet", "pee"],
                asked: ["pee", "peed", "pees", "peeing", "wet", "wee", "wees", "weed"],
                imported: ["pee", "wee", "wet", "urine", "pis", "pipi", "mojado", "mojada", "orina", "nass", "urin",
                           "mouille", "mouillee", "bagnato", "molhada", "molhado", "xixi", "nat", "plas"])
        case .dirty:
            return DiaperContentsWords(
                phrase: ["dirty", "poop", "pooped", "poo", "poopy", "soiled", "blowout"],
                edit: ["dirty", "poop"],
                asked: ["poop", "pooped", "poops", "pooping", "poo", "poos", "pooed", "dirty", "poopy", "bm"],
                imported: ["poo", "poop", "dirty", "bm", "soiled", "stool", "sucio", "sucia", "caca", "popo", "heces", "kacka",
                           "kaka", "stuhl", "schmutzig", "voll", "sale", "selles", "sporco", "cacca", "suja", "sujo", "coco",
                           "vies", "poep"])
        case .both:
            return DiaperContentsWords(
                phrase: ["both", "mixed"],
                edit: ["both"],
                asked: [],
                imported: ["both", "mixed", "variado", "variada", "ambos", "ambas", "mixto", "mixta", "beide", "beides",
                           "gemischt", "mixte", "entrambi", "misto", "allebei"])
        }
    }

    /// A dry diaper in another app's export (`Dry`, `Seco`): Hush has none, and the importers skip it.
    public static let dryWords: [String] = ["dry", "seco", "seca", "trocken", "sec", "seche", "asciutto", "secco", "droog"]
}
