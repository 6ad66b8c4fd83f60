import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A baby's age the way parents say it, whole: "3 weeks old", "4 months old", "2 years old", and "not
/// born yet" for a birth date after today where the caregiver is (a device a zone ahead may add a baby
/// born on its today, which is still tomorrow here).
///
/// ```swift
/// AgeText.describe(days: 30)    // "4 weeks old"
/// AgeText.describe(days: -1)    // "not born yet"
/// ```
public enum AgeText {
    public static func describe(days: Int) -> String {
        if days < 0 { return "not born yet" }
        return span(days: days) + " old"
    }

    private static func span(days: Int) -> String {
        if days < 14 { return days == 1 ? "1 day" : "\(days) days" }
        if days < 61 { return "\(days / 7) weeks" }
        let months = Int(Double(days) / 30.4375)
        if months < 24 { return months == 1 ? "1 month" : "\(months) months" }
        return "\(months / 12) years"
    }
}
