import HushDomain
import HushLanguage
import HushStore
import HushServices
/// `help` and `help TOPIC`: short, example-first, the way a tired person reads.
public enum HelpText {
    /// Every topic: each kind's own (``KindWords/help``), then the rest.
    static let topics: [(name: String, aliases: [String], text: String)] = KindWords.all.flatMap(\.help) + otherTopics

    static let otherTopics: [(name: String, aliases: [String], text: String)] = [
        ("questions", ["question", "ask", "asking"], """
        Questions (answered from the log; a question never changes it)
          when did she last eat           the last feed: when, how long ago, what
          when did I change him           also: last poop, last pee, when did he go down, what time did she wake up
          how long has he been awake      also: how long has he been sleeping, how long was the last nap
          is he asleep                    "Yes, asleep for 45m (since 2:15 PM)"; also: is she awake
          did she poop today              yes or no, with the times; "No poop today; the last was yesterday at 6:10 PM"
          has she had a wet diaper since noon
          how many feeds today            also: diapers, wet diapers, poops, naps, bottles, breast feeds
          how much did he eat yesterday   the amount drunk, in your unit
          how long did he sleep last night  the night: 6 PM to 6 AM (or your day start), each sleep to its end
          how often is he eating          the average time between feeds (the last 24 hours)
          which side next                 the other side from the last breast feed
          is the bottle still good        the bottle out, and when it expires
          when is the next feed due       3 hours after the last feed, as reminders count
          when did Mia last eat           about a named baby; what did Leanne log today: about who logged
          who changed him last            the person who logged the last diaper (feed, sleep…)
          what time did he go to bed      the first sleep of the night; also: when did she go down last night
          longest stretch last night?     the longest sleep begun in a period; also: longest nap today
          did she poop at 2pm             within half an hour of 2 PM; was he asleep at 3am: a sleep covering it
          when is his next nap            the nap window; how is Mia: the quick stats
        Periods: today, yesterday, last night, this week, this morning, this afternoon, since this morning,
        in the last 3 days, the past week, since noon, between 1 and 3pm, at 2pm.
        A statement logs, a question asks: 'she pooped' logs; 'did she poop' asks.
        --json gives the facts: {"ok": true, "question": "did-poop", "answer": "…", "facts": {…}}.
        """),
        ("trends", ["trend", "stripes", "report", "charts", "pictures", "week"], """
        Trends and pictures (many days at once, from the log; nothing is changed)
          trends                          a row a day for 7 days: sleep (night part), naps, feeds, amount, diapers
          trends 30d                      30 days (any number up to 92; also: trends this week)
          how was this week               the same from Monday (also: how was the week)
          sleep this week                 only the sleep columns (also: feeds, diapers; in the last 14 days)
          trends 30d sleep                any number of days up to 92, any group of columns
          trends pumping                  pumping sessions and the milk they gave, a row a day
          stripes                         a line a day across 24 hours, the last 14: asleep, and feeds as marks
          report 30d to eddie.html        one page for the pediatrician: charts, a summary since birth, the table
        A sleep across midnight counts in each day by its minutes; night is 6 PM to 6 AM on the clock.
        --json gives the days: {"ok": true, "days": [{"date", "sleep_minutes", "night_sleep_minutes", …, "pumped"}]}.
        """),
        ("editing", ["edit", "delete", "fix", "mistakes"], """
        Fixing mistakes (every change can be undone)
          move the last diaper to 2:30pm  last bottle was 5oz        last diaper was dirty
          fell asleep 10 minutes earlier  woke up 5 min later        edit sleep 3 ended at 4pm
          delete the last diaper          deleted                    restore the last diaper
          show #3                         (numbers are the ones 'today' shows)
        """),
        ("settings", ["set", "units", "theme"], """
        Settings ('settings' shows them all)
          set units ml|oz                 set default bottle 5oz
          set expiry room 2h              set expiry fridge 24h      set expiry feeding 1h
          set bottle contents breast milk  set expiry milk fridge 4 days   set expiry thawed room 2h
          set day start 6am               set theme dark|light|auto
          set nap method by-nap|standard  (how nap windows are made: 'help naps')
          set notifications feeding due on   set quiet hours 23:00-07:00   ('help reminders')
          set zone America/New_York       the household's zone, for voice and the family page (it syncs)
        """),
        ("naps", ["predictions", "prediction", "nap window"], """
        Nap predictions (from wake windows: by nap of the day, or the standard method)
          next nap                        the window for the next nap (also: when should she nap)
          why                             how it was worked out
          stats predictions               how often naps started inside the window, by both methods
          set nap method by-nap|standard  by nap of the day (the default) or every wake window, by age
        """),
        ("times", ["time", "clock"], """
        Times (add to any event)
          now, 10 min ago, an hour ago, half an hour ago, 1h 15m ago, a couple of hours ago, a day ago
          at 2:15pm, 2:15, 14:15, noon, midnight, yesterday 11pm, this morning at 6
          3 in the morning, a quarter past 3pm, twenty after 3pm, at about 3pm, ten thirty am, twelve oh three
          last sunday at 3, on sunday at 3pm, the day before yesterday 8am, feb 11 at 3pm, on 2/11 at 3pm
          at 8am PST, 4pm CET, 3pm UTC
          napped 3-4pm                    a span (also: yesterday from 1 to 3pm, from 4pm for thirty minutes)
        A time means its most recent past occurrence. One that is less than an hour ahead ("4:31" at 4:30)
        is refused with the readings to type instead. Dates in numbers follow your locale (LANG).
        A zone reads the time there; BST, IST and AST each name several zones and are refused.
          clock 2026-01-02 06:30          set the session clock (scripts replay days)
          clock +45m                      move it forward
        """),
        ("babies", ["baby"], """
        Babies
          new baby Eddie born 2025-09-01  adds a baby and selects it
          baby Eddie                      switches to Eddie
          wet diaper for Eddie            logs for Eddie without switching (also: Eddie had a wet diaper)
          timeline for Eddie              any line about one baby may name it (also: delete Eddie's last diaper)
          note for Eddie: rash on cheek   Eddie's note, whichever baby is selected
        """),
        ("data", ["export", "import", "csv", "delete account", "privacy"], """
        Data in and out
          export json                     everything you can see, as JSON (also: export json to hush.json)
          export csv 7d                   the baby's events as CSV (24h, 7d, 30d, all; also: to week.csv, --copy)
          import json hush.json           a Hush export, merged by id (nothing duplicated)
          import huckleberry export.csv   from Huckleberry, for the selected baby (also: babyconnect, babybuddy)
          delete baby Eddie               the baby and everything about it, gone from the store's files
          delete my account               your links, inbox, routines and settings; asks first (--yes in scripts)
        Deleted events can be restored for 30 days, then they are purged for good.
        """),
        ("store", ["check", "repair", "backup", "backups", "restore from"], """
        The store (its files, their health, backups)
          check store                     reads everything and lists every problem with its line
          repair store                    keeps every readable change, sets damaged lines aside; asks first (--yes)
          backup to hush.backup           a one-file snapshot, taken while others keep writing
          restore from hush.backup        the snapshot becomes the store; asks first (--yes in scripts)
          set backups off                 no daily snapshot (the last 7 are kept in the store's backups folder)
        """),
        ("views", ["status", "today"], """
        Looking back
          status                          since-last counters, the nap window, today's summary
          status --watch                  the same, redrawn every 30 seconds
          stats (or: how is Eddie)        last feed, sleep and diaper
          today                           today's events, newest first, numbered
          timeline                        6 hours back and 3 ahead (also: timeline 24h, yesterday, 2026-01-02)
          export json                     everything, as JSON
        """),
        ("undo", ["redo", "history"], """
        Undo
          undo                            reverts the last change; repeat to go further back
          redo                            re-applies what undo reverted
        """),
        ("people", ["caregivers", "invites", "invite", "office hours", "family", "roles"], """
        People (roles per baby: primary, caregiver, subscriber)
          whoami                          who you are here, and your role with each baby
          i am Leanne                     who types on this machine (--as NAME overrides it)
          invite Leanne as caregiver      a code for a co-parent (only the primary invites caregivers)
          invite grandma as subscriber for 2 days   family: office hours only; invites last 7 days unless said
          join 7KQM-X2PD-HN4RT as Grandma   accepts an invite (asks first at a terminal)
          invites                         open invites (also: revoke invite CODE)
          people                          who has access (also: remove caregiver Leanne, remove subscriber grandma)
          make Leanne primary             hands the primary role on
          unsubscribe Eddie               a subscriber leaving
          babies                          every baby you are connected to
          handover                        what the next caregiver needs, and what others logged since you looked
          delete baby Eddie               the primary only; asks first (--yes in scripts)
        Baby Office Hours
          office hours on                 the baby is in (also: turn on office hours, we're available, available for calls)
          office hours on for 30 min      turns itself off
          office hours off                office hours are over (also: turn off office hours, close office hours)
          office hours                    in or out, since when, who said
          is the baby available           the same, asked (also: is Eddie free for a call, are office hours open)
          notify me when office hours end   subscribers hear about the start; the end only if they ask
          inbox                           your notifications, newest first
        """),
        ("reminders", ["notifications", "notify", "watch", "mute", "quiet hours", "quiet"], """
        Reminders (worked out from your log and the clock; nothing to schedule)
          reminders                       what rings next, when and why (--json for machines)
          set notifications feeding due on   for everyone: bottle expiry, nap window, feeding due, routine, office hours
          mute nap window                 just for you (also: unmute nap window, mute all, unmute all)
          set quiet hours 23:00-07:00     reminders wait until morning (default 22:00-06:00; 'set quiet hours off')
          notifications off               nothing at all until 'notifications on'
        Bottle expiry (15 min before) and your routine's reminder ring through quiet hours.
        Reminders due together come as one notification. Delivery, from the shell:
          hush watch                      prints each one when due (a dashboard in a terminal)
          hush watch --exec 'notify-send "$HUSH_TITLE" "$HUSH_BODY"'    hands each one to a command
          hush watch --once               delivers what is due now, then exits (cron, systemd timers)
        """),
        ("routines", ["routine", "morning", "premium", "data"], """
        Your morning routine (one at a time, famous or your own)
          routines                        the catalog; 'show routine Oprah' for the details
          start routine Oprah             yours from tomorrow (also by last name: start routine Winfrey)
          routine                         today's tasks (also: today's routine, routine on monday, routine days)
          done 2                          checks task 2 (also: check meditate, did drink water; uncheck 2)
          data                            each routine's week as a chart (also: data Oprah last week, data previous)
          restart routine Oprah           again from tomorrow, history kept
          delete routine Oprah            the routine and its history (asks; --yes in scripts)
          reset all data                  every routine, record and routine setting (asks; --yes in scripts)
          reminders                       the daily reminder, at the first task ('help reminders')
        Your own (Premium, $0.99 once: 'buy premium', 'restore purchases'):
          create routine "Calm start": 6:00 drink water, 6:05 stretch
          create routine                  step by step: type the title, then tasks, 'delete 2', 'save'
        Unfinished days close at midnight: what wasn't checked counts as X. Routines can't be edited once made.
        """),
        ("sync", ["server", "devices", "conflicts", "serve", "phone"], """
        Sharing with the family's other devices (one server per family: 'hush serve')
          set server http://127.0.0.1:8080   where this store syncs (set server none: keep to itself)
          sync                            sends this device's changes, fetches everyone else's
          join 7KQM-X2PD-HN4RT as Leanne  with a server set: links this device to the inviter's household
          conflicts                       what two devices disagree about, both versions side by side
          keep mine                       an edit or a similar event: your version stays (keep mine 2: conflict 2)
          keep theirs                     theirs stays
          merge                           an edit: field by field, the latest filled-in value wins
          keep both                       similar events: both were real
          devices                         the devices linked to the household
          revoke device d3k9              that device can no longer sync ('revoke device' alone: this one)
          add device                      a QR code and link that sign a phone in as you (works once, 10 minutes)
        Every change is saved here first and sent in the background after each command; 'status' says
        Synced ✓, Syncing, or Offline with what is waiting. 'hush watch' gets others' changes within a second.
          hush serve --port 8080 --data ~/hush-server      the server ('hush serve --help')
        """),
        ("refusals", ["safety", "typos", "typo", "hedges", "errors", "yes"], """
        Hush logs only what it read for certain, and refuses the rest with the reason:
          bath                      a real word is never corrected ("did you mean 'both'?"); 'diapr' is
          dad fell asleep           only the baby's events ("I fed her 4oz" is fine: you did it for her)
          maybe a wet diaper        hedges and wishes (I think, almost, tried to, wants, needs, time for)
          ate -4oz · ate 0 oz       impossible numbers, and times like 25:00 or 13pm
          slept 18 hours, yes       a rare value is logged with a final 'yes' (the prompt asks instead)
        Rare values: a sleep over 16 hours, a breast side over 90 minutes, a bottle over 12 oz.
        """),
        ("scripts", ["script", "pipes", "pipe", "run"], """
        Scripts and pipes
          hush run day.hush               one command per line, # comments
          hush day.hush                   same; a '#!/usr/bin/env hush' file runs directly
          echo "wet diaper" | hush        one answer per line, no prompt
          hush wet diaper                 one command, then exit
          tz Europe/London                move this session to another time zone (a trip)
        Options: --store DIR, --now ISO-8601, --tz ZONE, --as NAME, --json, --color auto|always|never
        """),
    ]

    static let overview = """
    Hush understands short sentences. Try:
      wet diaper · fell asleep · woke up · made a 4oz bottle · feeding · finished, 0.5 left
      ate 4oz, 0.5 left · nursed left 15 min · napped from 1 to 2:30pm · next nap · status · today · undo
    Your morning: routines · start routine Oprah · routine · done 1 · data
    Family: invite Leanne as caregiver · invite grandma as subscriber · office hours on · handover · sync
    Topics: sleep, diapers, bottles, breast, pumping, questions, trends, notes, editing, times, babies, views, naps, settings, undo, people,
    routines, reminders, data, sync, refusals, scripts
    ('help bottles' and so on).
    quit (or Ctrl-D) leaves.
    """

    public static var topicNames: [String] { topics.map(\.name) }

    public static func text(for topic: String?) throws -> String {
        guard let topic else { return overview }
        if let match = topics.first(where: { $0.name == topic || $0.aliases.contains(topic) }) { return match.text }
        let names = topics.flatMap { [$0.name] + $0.aliases }
        let hint = Suggestion.closest(to: topic, in: names).map { " — did you mean 'help \($0)'?" } ?? "; topics: \(topicNames.joined(separator: ", "))"
        throw DomainError.notPossible("no help on '\(topic)'\(hint)")
    }
}
