import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Solid food: a meal of named foods (a moment, like a diaper), or a reaction seen after one. "rash after
/// peanut" adds the reaction to the latest meal with that food earlier the same day, if there is one;
/// otherwise it logs a meal of that food with the reaction. Solids before six months are logged (doctors
/// sometimes advise starting at four) with a short note of the baby's age.
///
/// ```swift
/// try SolidsLog(context: context, birthDate: "2025-06-01", sameDay: []).log(phrase).summary
/// // "Logged solids at 3:00 PM: oatmeal (2 tbsp)"
/// ```
public struct SolidsLog: Sendable {
    public let context: LogContext
    /// The baby's birth date (`YYYY-MM-DD`), for the age note.
    public var birthDate: String
    /// The baby's solids events of the day the line is about, to attach a reaction to.
    public var sameDay: [Event]

    public init(context: LogContext, birthDate: String, sameDay: [Event]) {
        self.context = context
        self.birthDate = birthDate
        self.sameDay = sameDay
    }

    public func log(_ phrase: SolidsPhrase) throws -> LogResult {
        let at = try context.resolver.instant(for: phrase.at)
        if phrase.reactionAfter, let reaction = phrase.reaction, let meal = latestMeal(with: phrase.foods, atOrBefore: at) {
            let updated = context.updated(meal) { event in
                guard var solids = event.data.solids else { return }
                let said = (solids.reaction.map { $0.components(separatedBy: ", ") } ?? []) + reaction.components(separatedBy: ", ")
                var reactions: [String] = []
                for item in said where !reactions.contains(item) { reactions.append(item) }
                solids.reaction = reactions.joined(separator: ", ")
                event.data = .solids(solids)
            }
            let foods = phrase.foods.joined(separator: ", ")
            return .updated(meal, updated, "Noted \(reaction) after \(foods) (the meal at \(context.text(meal.start.utc)))")
        }
        let solids = Solids(foods: phrase.foods, amount: phrase.amount, reaction: phrase.reaction)
        let event = context.newEvent(start: at, end: at, data: .solids(solids))
        return .created(event, "Logged solids at \(context.text(at)): \(solids.described)" + ageNote(at))
    }

    /// The latest meal of the day with every one of `foods`, at or before `instant`.
    func latestMeal(with foods: [String], atOrBefore instant: Date) -> Event? {
        sameDay.filter { event in
            guard let solids = event.data.solids, !event.isDeleted, event.start.utc <= instant else { return false }
            return foods.allSatisfy(solids.foods.contains)
        }.max { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
    }

    /// " · note: Eddie is 4 months old; solids usually start around 6 months" before six months of age.
    func ageNote(_ at: Date) -> String {
        guard let birth = ISOTimeText.parse(birthDate)?.civil else { return "" }
        let day = context.calendar.civil(at)
        let months = (day.year - birth.year) * 12 + day.month - birth.month - (day.day < birth.day ? 1 : 0)
        guard months < 6, months >= 0 else { return "" }
        let age = months == 0 ? "under a month" : months == 1 ? "1 month" : "\(months) months"
        return " · note: \(context.babyName) is \(age) old; solids usually start around 6 months"
    }
}
