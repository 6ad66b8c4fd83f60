import HushDomain

/// A diaper change, in words. What it held is said with ``DiaperContents/words``.
extension KindWords {
    public static let diaper = KindWords(
        phrase: [(.diaper, ["diaper", "diapers", "nappy", "change", "changed", "changing"]),
                 (.wet, DiaperContents.wet.words.phrase),
                 (.dirty, DiaperContents.dirty.words.phrase),
                 (.both, DiaperContents.both.words.phrase)],
        references: [(.every(.diaper), ["diaper", "nappy", "change"]), (.diaperHolding(.dirty), ["poop", "poo"]),
                     (.diaperHolding(.wet), ["pee", "wee"])],
        questions: [(.diaper, ["diaper", "diapers", "nappy", "nappies", "change", "changed", "changes", "changing"]),
                    (.pee, DiaperContents.wet.words.asked),
                    (.poop, DiaperContents.dirty.words.asked)],
        imports: [ImportLabels(.every(.diaper), ["diaper", "diapers", "diaper change", "nappy", "nappies", "panal", "cambio de panal",
                                                 "windel", "windeln", "couche", "change", "pannolino", "luier", "fralda"])],
        help: [("diapers", ["diaper", "nappy"], """
        Diapers
          wet diaper   (also: pee)        dirty diaper   (also: poop)
          pee and poop (also: both)       wet diaper 10 min ago, dirty diaper at 2:45pm
        """)],
        colour: "38;2;229;192;123",
        noun: "diaper")
}
