import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A baby's age the way parents say it: "3 weeks", "4 months", "1 year 2 months".
public enum AgeText {
    public static func describe(days: Int) -> String {
        if days < 0 { return "not born yet" }
        if days < 14 { return days == 1 ? "1 day" : "\(days) days" }
        if days < 61 { return "\(days / 7) weeks" }
        let months = Int(Double(days) / 30.4375)
        if months < 24 { return months == 1 ? "1 month" : "\(months) months" }
        return "\(months / 12) years"
    }
}
