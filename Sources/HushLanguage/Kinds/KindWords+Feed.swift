import HushDomain

/// A feed, in words: a bottle (made, fed, finished, thrown away; formula or breast milk) or the breast
/// (its sides). "Feed" alone names either.
extension KindWords {
    public static let feed = KindWords(
        phrase: [(.bottle, ["bottle", "bottles"]),
                 (.prepare, ["made", "make", "prepared", "prepare", "prepped", "making", "preparing", "prepping", "warmed", "heated"]),
                 (.feed, ["feeding", "eating", "drinking", "started", "start", "began"]),
                 (.finish, ["finished", "finish", "done", "ended"]),
                 (.ate, ["ate", "drank", "eaten"]),
                 (.left, ["remaining", "leftover"]),
                 (.allGone, ["gone"]),
                 (.fridge, ["fridge", "refrigerated", "refrigerator", "fridged"]),
                 (.discard, ["discard", "discarded", "threw", "tossed", "dumped", "toss", "dump", "wasted"]),
                 (.breast, ["side", "sides", "breast", "breasts", "nursed", "nursing", "nurse", "breastfed", "breastfeeding", "boob"]),
                 (.side(.left), ["left"]),
                 (.side(.right), ["right"]),
                 (.breastMilk, ["breastmilk"]),
                 (.formula, ["formula"]),
                 (.thawed, ["thawed", "defrosted"]),
                 (.bag, ["bag"])],
        references: [(.every(.eat), ["feed", "feeding"]), (.bottle, ["bottle"]), (.breast, ["breast", "nursing"])],
        questions: [(.feed, ["eat", "ate", "eaten", "eating", "feed", "fed", "feeding", "feeds", "feedings", "drink", "drank", "drunk",
                             "drinking", "milk", "formula", "meal"]),
                    (.bottle, ["bottle", "bottles"]),
                    (.breast, ["nurse", "nursed", "nursing", "breastfeed", "breastfed", "breastfeeding", "breast"])],
        imports: [
            // Huckleberry's `Feed`: its columns say whether it was a bottle or the breast.
            ImportLabels(.every(.eat), ["feed", "feeding", "feeds", "comida", "toma", "alimentacion", "futtern", "mahlzeit",
                                        "repas", "alimentation", "pasto", "poppata", "voeding", "alimentacao", "mamada"]),
            ImportLabels(.bottle, ["bottle", "bottle feeding", "biberon", "flasche", "flaschchen", "fles", "mamadeira", "bottiglia"]),
            ImportLabels(.breast, ["breast", "nursing", "breastfeeding", "breast feeding", "lactancia", "pecho", "stillen",
                                   "tetee", "allattamento", "amamentacao", "borstvoeding"]),
        ],
        help: [("bottles", ["bottle", "feeding", "feeds", "formula"], """
        Bottles
          made a 4oz bottle               prepared now; expires in 2 hours
          made a 5oz bottle for the fridge  keeps 24 hours
          made a bottle                   same size as last time
          feeding                         feeding starts; must finish within 1 hour
          finished, 0.5 left              Hush works out what was drunk
          ate 4oz, 0.5 left               a whole bottle in one line
          discard the bottle              thrown away; kept in history as waste
          made a 4oz bottle of breast milk  keeps 4 hours; 2 hours once feeding starts
        Amounts: 4oz, 4 oz, four ounces, 120ml, 1/2, ½, two and a half.
        Breast milk and the stash: 'help pumping'.
        """),
               ("breast", ["breastfeeding", "nursing", "sides"], """
        Breast feeds
          nursed left 15 min              a 15-minute feed on the left, ending now
          fed left then right             both sides, starting left (L+R)
          nursed right for 12 min at 2:30pm
          both sides starting right
        Hush asks for the side rather than guessing; 'status' suggests the next one.
        """)],
        colour: "38;2;123;174;127",
        noun: "feeding")
}
