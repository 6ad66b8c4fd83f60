import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Text rewritten to be read aloud by a speech synthesiser: numbers, amounts, times and lengths as words
/// ("4 oz bottle" → "four ounce bottle", "10:15 PM" → "ten fifteen PM", "1h 5m" → "one hour five minutes"),
/// the " · " separators as sentence breaks, and no emoji, symbols or brackets.
///
/// ```swift
/// SpokenText.sentences("Made a 4 oz bottle at 9:15 PM · expires 11:15 PM")
/// // "Made a four ounce bottle at nine fifteen PM. It expires at eleven fifteen PM."
/// ```
public enum SpokenText {
    static let small = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// 0–9999 in words: "one hundred twenty"; a number outside them is read as written.
    public static func number(_ value: Int) -> String {
        if value < 0 { return value == .min ? String(value) : "minus " + number(-value) }
        if value < 20 { return small[value] }
        if value < 100 { return tens[value / 10] + (value % 10 == 0 ? "" : " " + small[value % 10]) }
        if value < 1000 { return small[value / 100] + " hundred" + (value % 100 == 0 ? "" : " " + number(value % 100)) }
        if value < 10_000 { return number(value / 1000) + " thousand" + (value % 1000 == 0 ? "" : " " + number(value % 1000)) }
        return String(value)
    }

    /// "3.5" → "three and a half", "0.25" → "a quarter", "2.4" → "two point four".
    public static func decimal(_ text: Substring) -> String {
        // Past 10^15 there are no decimals to say, and `Int` may not hold the number: it is read as written.
        guard let value = Double(text), value.magnitude < 1e15 else { return String(text) }
        let whole = Int(value.rounded(.down)), part = value - Double(whole)
        let fraction: String?
        switch part {
        case 0: return number(whole)
        case 0.5: fraction = "a half"
        case 0.25: fraction = "a quarter"
        case 0.75: fraction = "three quarters"
        default: fraction = nil
        }
        if let fraction { return whole == 0 ? fraction : number(whole) + " and " + fraction }
        let digits = text.split(separator: ".").last.map { part in
            part.map { digit in digit.wholeNumberValue.flatMap { small.indices.contains($0) ? small[$0] : nil } ?? String(digit) }
                .joined(separator: " ")
        } ?? ""
        return number(whole) + " point " + digits
    }

    /// "3:00 PM" → "three PM", "10:15 PM" → "ten fifteen PM", "2:05 AM" → "two oh five AM".
    static func clock(hour: Int, minute: Int, meridiem: String) -> String {
        let minutes = minute == 0 ? "" : minute < 10 ? " oh " + small[minute] : " " + number(minute)
        return number(hour) + minutes + " " + meridiem
    }

    /// `text` with each match of `pattern` replaced by what `transform` makes of its groups; a match it
    /// makes nothing of (a number too long for `Int`, a month that does not exist) is kept as written.
    static func replacing(_ text: String, _ pattern: String, _ transform: ([Substring]) -> String?) -> String {
        guard let regex = PatternCache.shared.regex(pattern) else { return text }
        var result = ""
        var done = text.startIndex
        for match in text.matches(of: regex) {
            result += text[done..<match.range.lowerBound]
            result += transform(match.output.map { $0.substring ?? "" }) ?? String(text[match.range])
            done = match.range.upperBound
        }
        return done == text.startIndex ? text : result + text[done...]
    }

    /// Quotes go; an apostrophe between two letters ("Eddie's") stays.
    static func withoutQuotes(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "'" {
                let before = index > 0 && isASCIILetter(scalars[index - 1])
                let after = index + 1 < scalars.count && isASCIILetter(scalars[index + 1])
                if !(before && after) { continue }
            }
            kept.append(scalar)
        }
        return String(kept)
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The words of one line of an answer, ready to speak.
    public static func words(_ text: String) -> String {
        var spoken = forListening(text)
        // Brackets and what a person reads rather than hears: "(read 'diapr' as 'diaper')" stays, unbracketed.
        spoken = spoken.replacing("(", with: ", ").replacing(")", with: "")
        spoken = spoken.replacing(" – ", with: " to ").replacing("–", with: " to ")
            .replacing(" — ", with: ", ")
        // Digits are ASCII ones ([0-9]): another script's digits are read as written, as is a group no
        // `Int` holds or a month that does not exist, never a trap on text another device wrote.
        spoken = replacing(spoken, #"\b([0-9]{1,2}):([0-9]{2}) ?(AM|PM|am|pm)\b"#) { groups in
            guard let hour = Int(groups[1]), let minute = Int(groups[2]) else { return nil }
            return clock(hour: hour, minute: minute, meridiem: groups[3].uppercased())
        }
        spoken = replacing(spoken, #"\b([0-9]{1,2}) ?(am|pm|AM|PM)\b"#) { groups in
            Int(groups[1]).map { clock(hour: $0, minute: 0, meridiem: groups[2].uppercased()) }
        }
        // "10:43 – 11:39 PM": the first end of a range shares the second's AM or PM.
        spoken = replacing(spoken, #"\b([0-9]{1,2}):([0-9]{2})\b"#) { groups in
            guard let hour = Int(groups[1]), let minute = Int(groups[2]) else { return nil }
            return clock(hour: hour, minute: minute, meridiem: "").trimming(.whitespaces)
        }
        spoken = replacing(spoken, #"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([0-9]{1,2})(?: ([0-9]{4}))?"#) { groups in
            let days = ["Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday"]
            guard let day = days[String(groups[1])], let date = Int(groups[3]) else { return nil }
            let yearText = groups[4].isEmpty ? "" : Int(groups[4]).map { " " + year($0) } ?? " " + groups[4]
            return day + " " + month(groups[2]) + " " + number(date) + yearText
        }
        spoken = replacing(spoken, #"\b([0-9]+)h ([0-9]+)m\b"#) { groups in
            guard let hours = Int(groups[1]), let minutes = Int(groups[2]) else { return nil }
            return duration(hours: hours, minutes: minutes)
        }
        spoken = replacing(spoken, #"\b([0-9]+)d ([0-9]+)h\b"#) { groups in
            guard let days = Int(groups[1]), let hours = Int(groups[2]) else { return nil }
            return number(days) + (days == 1 ? " day" : " days") + (hours == 0 ? "" : " " + number(hours) + (hours == 1 ? " hour" : " hours"))
        }
        spoken = replacing(spoken, #"\b([0-9]+)m\b"#) { groups in Int(groups[1]).map { duration(hours: 0, minutes: $0) } }
        spoken = replacing(spoken, #"\b([0-9]+(?:\.[0-9]+)?) ?oz (bottle|feed)"#) { decimal($0[1]) + " ounce " + $0[2] }
        spoken = replacing(spoken, #"\b([0-9]+(?:\.[0-9]+)?) ?ml (bottle|feed)"#) { decimal($0[1]) + " millilitre " + $0[2] }
        // A fraction alone is of one ounce: "half an ounce", "a quarter of an ounce", never "a half ounces".
        spoken = replacing(spoken, #"\b([0-9]+(?:\.[0-9]+)?) ?oz\b"#) { groups in
            switch Double(groups[1]) {
            case 0.5?: return "half an ounce"
            case 0.25?: return "a quarter of an ounce"
            case 0.75?: return "three quarters of an ounce"
            default: return decimal(groups[1]) + (groups[1] == "1" ? " ounce" : " ounces")
            }
        }
        spoken = replacing(spoken, #"\b([0-9]+(?:\.[0-9]+)?) ?ml\b"#) { decimal($0[1]) + ($0[1] == "1" ? " millilitre" : " millilitres") }
        spoken = replacing(spoken, #"\b([0-9]{4})-([0-9]{2})-([0-9]{2})\b"#) { groups in
            guard let yearValue = Int(groups[1]), let monthValue = Int(groups[2]), let day = Int(groups[3]),
                  TimeText.monthNames.indices.contains(monthValue - 1) else { return nil }
            return month(String(TimeText.monthNames[monthValue - 1])) + " " + number(day) + " " + year(yearValue)
        }
        spoken = replacing(spoken, #"\b[0-9]+(?:\.[0-9]+)?\b"#) { decimal($0[0]) }
        spoken = spoken.replacing("+", with: " and ").replacing("&", with: " and ")
        // Emoji, arrows, ticks, bullets, quotes and the like mean nothing spoken.
        spoken = String(String.UnicodeScalarView(spoken.unicodeScalars.filter { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || " ,.;:!?'-".unicodeScalars.contains(scalar)
        }))
        // Quotes go; an apostrophe inside a word ("Eddie's") stays.
        spoken = withoutQuotes(spoken)
        spoken = spoken.replacing("zero minutes ago", with: "just now")
        spoken = replacing(spoken, #" {2,}"#) { _ in " " }
        spoken = replacing(spoken, #" ([,.;:!?])"#) { String($0[1]) }
        spoken = replacing(spoken, #",{2,}"#) { _ in "," }
        return spoken.trimming(.scalars(in: " ,;:-"))
    }

    /// "Jan" → "January".
    static func month(_ short: some StringProtocol) -> String {
        let names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        return names.first { $0.hasPrefix(short) } ?? String(short)
    }

    /// Years as people say them: "twenty twenty six", "two thousand five".
    static func year(_ value: Int) -> String {
        guard (1100...2999).contains(value), !(2000...2009).contains(value) else { return number(value) }
        let low = value % 100
        return number(value / 100) + " " + (low == 0 ? "hundred" : low < 10 ? "oh " + small[low] : number(low))
    }

    /// "one hour five minutes", "forty five minutes".
    static func duration(hours: Int, minutes: Int) -> String {
        var parts: [String] = []
        if hours > 0 { parts.append(number(hours) + (hours == 1 ? " hour" : " hours")) }
        if minutes > 0 || hours == 0 { parts.append(number(minutes) + (minutes == 1 ? " minute" : " minutes")) }
        return parts.joined(separator: " ")
    }

    /// An answer as sentences: each " · " part its own sentence, "expires …" as "It expires at …".
    public static func sentences(_ text: String) -> String {
        let parts = text.components(separatedBy: " · ").map { part -> String in
            var sentence = words(part)
            if ["expires at ", "expires today at ", "expires tomorrow at ", "expires yesterday at ", "expired "].contains(where: sentence.hasPrefix) {
                sentence = "It " + sentence
            } else if sentence.hasPrefix("expires ") {
                sentence = "It expires at " + sentence.dropFirst("expires ".count)
            }
            if sentence.hasPrefix("Expires in ") { sentence = "It expires in " + sentence.dropFirst("Expires in ".count) }
            guard let first = sentence.first else { return "" }
            sentence = first.uppercased() + sentence.dropFirst()
            if let last = sentence.last, !".!?".contains(last) { sentence += "." }
            return sentence
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
