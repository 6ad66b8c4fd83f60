import HushDomain

/// A pumping session in an event phrase: "pumped 4oz", "pumped 2oz left and 2.5oz right to the
/// freezer", "pumped 2oz from each side", "pumped 4oz from both sides", "pumped for 20 minutes, 5 oz". In a pumping line "2oz left" is the left side's milk, never
/// what is left in a bottle; and "pumped milk" in a line about a bottle is what the bottle holds
/// (``BottleReader``), not a session.
///
/// ```swift
/// // "pumped 2oz left and 2.5oz right" → .pump(PumpPhrase(left: 2 oz, right: 2.5 oz))
/// ```
struct PumpReader: PhraseReader {
    /// Whether the line is about pumping: it says so, and not only as the milk of a bottle.
    private let isPumping: Bool
    /// The amount from each side ("2oz left and 2.5oz right").
    private var sideAmounts: [SideAmountsPhrase.Reading] = []

    init(_ tokens: [Token]) {
        isPumping = tokens.indices.contains { index in
            Vocabulary.concepts[tokens[index].word ?? ""] == .pump
                && !(index + 1 < tokens.count && tokens[index + 1].word == "milk" && BottleReader.mentionsBottle(tokens))
        }
    }

    static var turns: [PhraseTurn] { [.beforeTimes] }

    mutating func claim(_ cursor: inout TokenCursor, _ line: inout PhraseLine, turn: PhraseTurn) throws -> Bool {
        guard turn == .beforeTimes, isPumping,
              let read = SideAmountsPhrase.parseEach(&cursor) ?? SideAmountsPhrase.parse(&cursor).map({ [$0] }) else { return false }
        for side in read {
            if sideAmounts.contains(where: { $0.side == side.side }) {
                throw ParseError.conflicting("two amounts for the \(side.side.rawValue) side; give one", side.amount.range)
            }
            sideAmounts.append(side)
        }
        return true
    }

    func refuse(in family: PhraseFamily, _ line: PhraseLine) throws {
        if family != .pump, let side = sideAmounts.first {
            throw ParseError.conflicting("an amount per side belongs to pumping ('pumped 2oz left and 2.5oz right')", side.amount.range)
        }
    }

    /// The ways to say a number pumped without its unit: "4" is ounces or 4 o'clock; "150" ("one fifty") is
    /// millilitres or 1:50, never 150 oz, which no pump gives.
    static func readings(of value: Double) -> String {
        let number = Volume.number(value)
        guard value == value.rounded(), value > 16 else { return "'pumped \(number)oz' or 'pumped at \(number)pm'" }
        let whole = Int(value)
        if (100...1259).contains(whole), whole % 100 < 60, whole / 100 <= 12 {
            return "'pumped \(number)ml' or 'pumped at \(whole / 100):\(whole % 100 < 10 ? "0" : "")\(whole % 100)'"
        }
        return "'pumped \(number)ml'"
    }

    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase {
        if let remaining = line.remaining {
            throw ParseError.conflicting("what is left makes no sense for pumping; say how much was pumped ('pumped 4oz')", remaining.range)
        }
        if let bare = line.bareNumbers.first {
            throw ParseError.conflicting("'\(Volume.number(bare.value))' without a unit could be an amount or a time; say \(Self.readings(of: bare.value))", bare.range)
        }
        if let side = line.concepts.first(where: { if case .side = $0.0 { return true } else { return false } }) {
            throw ParseError.missing("how much came from that side", example: "pumped 2oz left and 2.5oz right", side.1)
        }
        if let milk = line.concepts.first(where: { [.formula, .thawed, .bag].contains($0.0) }) {
            throw ParseError.conflicting("'\(line.text(milk.1))' is about a bottle; pumping makes breast milk", milk.1)
        }
        let places = line.concepts.filter { $0.0 == .fridge || $0.0 == .freezer }
        if Set(places.map(\.0)).count > 1 {
            throw ParseError.conflicting("the fridge and the freezer in one line; log each portion on its own line", places[0].1.union(places[1].1))
        }
        var phrase = PumpPhrase(seconds: line.duration?.seconds, durationRange: line.duration?.range, at: line.point,
                                storage: places.first.map { $0.0 == .freezer ? .freezer : .fridge })
        if case .span(let from, let to)? = line.time {
            if let duration = line.duration {
                throw ParseError.conflicting("both a span and a length given; give one", duration.range)
            }
            phrase.span = LocatedSpan(from: from, to: to)
        }
        (phrase.left, phrase.right) = try sides(total: line.amount)
        if let total = line.amount {
            let sides = [phrase.left, phrase.right].compactMap { $0 }
            if !sides.isEmpty, let unit = total.unit {
                let sum = sides.reduce(0.0) { $0 + Volume($1.value, $1.unit ?? unit).value(in: unit) }
                guard abs(sum - total.value) < 0.05 || sides.count == 1 && sum < total.value else {
                    throw ParseError.conflicting("the sides add up to \(Volume.number(sum)) \(unit.rawValue), not \(Volume.number(total.value)) \(unit.rawValue); give the sides or the total", total.range)
                }
            }
            phrase.amount = total
        }
        return .pump(phrase)
    }

    /// Each side's amount; a side said without its unit takes the other side's or the total's.
    private func sides(total: VolumeSpec?) throws -> (left: VolumeSpec?, right: VolumeSpec?) {
        var left = sideAmounts.first { $0.side == .left }?.amount
        var right = sideAmounts.first { $0.side == .right }?.amount
        let unit = left?.unit ?? right?.unit ?? total?.unit
        for side in [left, right].compactMap({ $0 }) where side.unit == nil && unit == nil {
            throw ParseError.missing("a unit", example: "pumped 2oz left and 2.5oz right", side.range)
        }
        if left != nil, left?.unit == nil { left?.unit = unit }
        if right != nil, right?.unit == nil { right?.unit = unit }
        if let l = left, let r = right, l.unit != r.unit {
            throw ParseError.conflicting("the two sides are in different units; give both in oz or both in ml", l.range.union(r.range))
        }
        for side in [left, right].compactMap({ $0 }) where side.value <= 0 {
            throw ParseError.impossibleNumber(Volume.number(side.value), why: "an amount must be more than zero", side.range)
        }
        return (left, right)
    }
}
