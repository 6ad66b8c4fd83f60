import HushDomain

/// A sleep, in words: falling asleep, waking up, naps.
extension KindWords {
    public static let sleep = KindWords(
        phrase: [(.sleep, ["asleep", "sleeping", "sleep", "slept", "napped", "nap", "napping", "fell", "falling", "sleeps",
                           "down", "bed", "bedtime"]),
                 (.wake, ["woke", "awake", "wake", "waking", "woken", "up", "wakes"])],
        references: [(.every(.sleep), ["sleep", "nap"])],
        questions: [(.sleep, ["sleep", "slept", "sleeping", "asleep", "sleeps", "bed", "bedtime"]),
                    (.nap, ["nap", "napped", "naps", "napping"]),
                    (.wake, ["wake", "woke", "waking", "woken", "awake", "up"])],
        imports: [ImportLabels(.every(.sleep), ["sleep", "nap", "sleeping", "sueno", "siesta", "dormir", "schlaf", "schlafen", "nickerchen",
                                                "sommeil", "sieste", "sonno", "pisolino", "slaap", "slapen", "dutje", "sono", "soneca"])],
        help: [("sleep", ["sleeps", "napping"], """
        Sleep
          fell asleep                     asleep now (also: asleep, sleeping)
          slept 10 min ago                fell asleep 10 minutes ago, still asleep
          woke up                         ends the sleep now (also: awake 5 min ago)
          napped from 1 to 2:30pm         a finished sleep
          slept 45 min                    a finished sleep ending now
          napped 45 min at 1pm            a finished sleep starting at 1 PM
        Only one sleep runs at a time; a second 'fell asleep', or a sleep overlapping another, is refused.
        """)],
        colour: "38;2;155;138;165",
        noun: "sleep")
}
