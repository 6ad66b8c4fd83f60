import HushDomain

/// Pumping, in words: the caregiver expressing milk, and the freezer it may go to.
extension KindWords {
    public static let pump = KindWords(
        phrase: [(.pump, ["pumped", "pump", "pumping", "expressed", "expressing"]),
                 (.freezer, ["freezer", "frozen", "froze"])],
        references: [(.every(.pump), ["pump", "pumping"])],
        questions: [(.pump, ["pump", "pumped", "pumping", "pumps", "express", "expressed", "expressing"])],
        imports: [ImportLabels(.every(.pump), ["pump", "pumping", "extraccion", "sacaleches", "abpumpen", "tirage", "tiralatte"])],
        help: [("pumping", ["pump", "stash", "milk", "breast milk", "freezer"], """
        Pumping and the milk stash
          pumped 4oz                      a session now (also: expressed 4oz, I pumped 4oz)
          pumped 2oz left and 2.5oz right  each side's milk
          pumped for 20 minutes, 5 oz     a session that ends now
          pumped 4oz to the freezer       into the stash (also: to the fridge)
          stash                           what is stored, oldest first, with use-by times
          discard the expired milk        thrown away (also: discard stash 2); the sessions stay
          thawed a 3oz bag                a bottle from the freezer's oldest portion that holds 3 oz
          warmed 4oz from the fridge      a bottle from the fridge's oldest portion that holds 4 oz
          made a 4oz bottle of breast milk  not from the stash
          set bottle contents breast milk   what 'made a bottle' holds from now on
        Breast milk keeps 4 hours at room temperature, 4 days in the fridge, 6 months in the freezer;
        thawed, 24 hours in the fridge or 2 at room temperature; 2 hours once a feed starts (CDC).
        Change them with 'set expiry milk room 4h', 'set expiry freezer 12 months' ('help settings').
        """)],
        colour: "38;2;130;170;200",
        noun: "pumping")
}
