import HushDomain

/// Something that happened to the baby, as said.
public enum EventPhrase: Hashable, Sendable {
    case sleepStart(at: LocatedTime?)
    case sleepEnd(at: LocatedTime?)
    case sleepSpan(from: LocatedTime, to: LocatedTime)
    /// "slept 45 min": a finished sleep of that length, ending now, or starting at the time given.
    case sleepDuration(seconds: Double, range: SourceRange, startingAt: LocatedTime?)
    /// An event that is a moment, said as what it holds and when: "wet diaper", "pee and poop at 2pm".
    /// A kind whose phrase is no more than that reads into this case and needs no phrase of its own: it
    /// is said back, moved ("… 10 min earlier") and logged from its payload.
    case moment(EventData, at: LocatedTime?)
    case bottlePrepare(amount: VolumeSpec?, at: LocatedTime?, refrigerated: Bool)
    /// "discard the bottle": thrown away, kept as waste; "discard the 5oz bottle" picks one of several.
    case bottleDiscard(at: LocatedTime?, bottle: VolumeSpec?)
    /// "feeding", or "started feeding the 5oz bottle" to pick one of several.
    case feedingStart(at: LocatedTime?, bottle: VolumeSpec?)
    /// "finished, 0.5 left"; remaining nil means "all gone".
    case feedingFinish(remaining: VolumeSpec?, at: LocatedTime?)
    /// "ate 4oz, 0.5 left": a whole bottle, finished at the time given (now by default). `another` when
    /// the line says it was not a bottle already made ("ate another 4oz bottle"), which a bottle still
    /// open would otherwise make doubtful.
    case bottleAte(amount: VolumeSpec, remaining: VolumeSpec?, at: LocatedTime?, another: Bool = false)
    /// "nursed left 15 min", "fed left then right", "both sides starting right".
    case breastFeed(BreastFeedPhrase)
    /// "done nursing", "finished nursing at 3:20": the feed told when it began ("nursing left"), given its end.
    case breastEnd(at: LocatedTime?)
    /// "switched sides", "other side now": the feed begun on one side goes on on the other, which only the
    /// store knows; logged as "nursing right" after "nursing left" is.
    case breastSwitch(at: LocatedTime?)
    /// "had banana", "ate 2 tbsp oatmeal", "tried egg for the first time", "rash after peanut".
    case solids(SolidsPhrase)
    /// "pumped 4oz", "pumped 2oz left and 2.5oz right to the freezer".
    case pump(PumpPhrase)
    /// A bottle whose milk the line names: "made a 4oz bottle of breast milk", "thawed a 3oz bag".
    case milkBottle(MilkBottlePhrase)
    /// `note TEXT`, `note medication: vitamin D 400 IU`: the text as typed, after the word "note".
    case note(text: String, range: SourceRange)
}
