import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What comes next: the side to offer (the other side from the last breast feed's first), whether the
/// bottle out is still good (the expiry rule), when the next feed is due (the reminders' rule: three
/// hours after the last feed).
extension QuestionAnswerer {
    func nextSide(_ evidence: QuestionEvidence) -> QuestionAnswer {
        guard let last = evidence.latest, let breast = last.data.breast else { return none(.nextSide, "breast feeds") }
        let side = breast.startedSide.opposite
        let at = last.feedTime
        // A feed begun and going on ("nursing left"): "which side" asks where it is, not the next feed's side.
        if last.end?.utc == last.start.utc, now.timeIntervalSince(last.start.utc) <= BreastLog.endWindow {
            let on = breast.bothSides ? "on both sides (\(breast.indicator))" : "on the \(breast.startedSide.rawValue)"
            let then = breast.bothSides ? "say 'done nursing' when it ends" : "'switched sides' goes on the \(side.rawValue)"
            return QuestionAnswer(question: Question.nextSide.kind,
                                  text: "\(baby.name) is feeding \(on), begun \(words.atAgo(last.start.utc)); \(then)",
                                  facts: ["side": .string(side.rawValue), "last_side": .string(breast.startedSide.rawValue), "last_at": words.iso(at),
                                          "feeding": .bool(true)])
        }
        return QuestionAnswer(question: Question.nextSide.kind,
                      text: "Start on the \(side.rawValue) side: the last feed began on the \(breast.startedSide.rawValue), \(words.atAgo(at))",
                      facts: ["side": .string(side.rawValue), "last_side": .string(breast.startedSide.rawValue), "last_at": words.iso(at)])
    }

    func bottleExpiry(_ evidence: QuestionEvidence, asked question: Question = .bottleExpiry) -> QuestionAnswer {
        let safety = BottleSafety(settings: baby.settings)
        let bottles = evidence.open.filter { $0.data.bottle.map { !$0.discarded } ?? false }.sorted { $0.start.utc < $1.start.utc }
        guard let bottle = bottles.last, let expiry = safety.expiry(of: bottle) else {
            return QuestionAnswer(question: Question.bottleExpiry.kind, text: "No bottle is out for \(baby.name)", facts: ["found": .bool(false)])
        }
        // An imported bottle may have no amount recorded.
        let size = bottle.data.bottle!.prepared?.shown(in: units) ?? "unmeasured"
        let made = clock(bottle.start.utc)
        let left = expiry.timeIntervalSince(now)
        var facts: [String: JSONValue] = ["found": .bool(true), "good": .bool(left > 0), "expires": words.iso(expiry), "prepared_at": words.iso(bottle.start.utc),
                                          "minutes_left": words.minutes(left), "prepared": bottle.data.bottle!.prepared.map { words.amount($0.value(in: units)) } ?? .null,
                                          "unit": .string(units.rawValue)]
        // The same facts, said as the question asked them: yes-good, yes-expired, or just when.
        let good = "the \(size) bottle made at \(made) is good until \(clock(expiry)) (\(DurationText.short(left)) left)"
        let expired = "the \(size) bottle made at \(made) expired \(words.at(expiry)); throw it away"
        let said = left > 0 ? good : expired
        var text: String
        switch question {
        case .bottleExpired: text = (left > 0 ? "No: " : "Yes: ") + said
        case .bottleExpiryTime: text = said.prefix(1).uppercased() + said.dropFirst()
        default: text = (left > 0 ? "Yes: " : "No: ") + said
        }
        if bottles.count > 1 {
            facts["bottles_out"] = .integer(bottles.count)
            text += " · \(bottles.count - 1) older \(bottles.count == 2 ? "bottle is" : "bottles are") out too (status lists them)"
        }
        return QuestionAnswer(question: Question.bottleExpiry.kind, text: text, facts: facts)
    }

    func nextFeed(_ evidence: QuestionEvidence) -> QuestionAnswer {
        guard let last = evidence.latest else { return none(.nextFeed, "feeds") }
        let fed = last.feedTime, due = fed.addingTimeInterval(ReminderPlanner.feedingInterval)
        let facts: [String: JSONValue] = ["due": words.iso(due), "last_feed": words.iso(fed), "overdue": .bool(due <= now),
                                          "minutes_until": .integer(Int((due.timeIntervalSince(now) / 60).rounded(.down)))]
        let when = abs(due.timeIntervalSince(now)) < 60 ? "due now"
            : due > now
            ? "due \(words.at(due)), in \(DurationText.short(due.timeIntervalSince(now)))"
            : "overdue since \(clock(due)) (\(DurationText.short(now.timeIntervalSince(due))))"
        return QuestionAnswer(question: Question.nextFeed.kind,
                      text: "The next feed is \(when): \(DurationText.spoken(ReminderPlanner.feedingInterval)) after the last, \(words.at(fed))",
                      facts: facts)
    }
}
