import Foundation
import HushKit
import XCTest

/// `WeekConvention`'s table of first days against Foundation's answer with ICU (which the program no
/// longer links): every region and every language Foundation knows, and the shapes of identifiers.
final class WeekConventionTests: XCTestCase {
    /// Foundation's first day for a locale, in ISO numbering (1 = Monday … 7 = Sunday).
    private func foundation(_ identifier: String) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        return (calendar.firstWeekday + 5) % 7 + 1
    }

    func testEveryRegionStartsItsWeekWhereFoundationSays() {
        let regions = Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 }
        XCTAssertGreaterThan(regions.count, 200)
        for region in regions {
            XCTAssertEqual(WeekConvention.firstWeekday(locale: "en_" + region), foundation("en_" + region), region)
            XCTAssertEqual(WeekConvention.firstWeekday(locale: "und_" + region), foundation("und_" + region), region)
        }
    }

    func testEveryLanguageWithoutARegionStartsItsWeekWhereFoundationSays() {
        let languages = Locale.LanguageCode.isoLanguageCodes.map(\.identifier)
        XCTAssertGreaterThan(languages.count, 500)
        for language in languages {
            XCTAssertEqual(WeekConvention.firstWeekday(locale: language), foundation(language), language)
        }
    }

    func testIdentifiersOfEveryShape() {
        for identifier in ["en_US", "en-US", "pt_BR", "pt_PT", "zh_Hant_TW", "zh-Hans-CN", "ar_EG", "ar", "dv", "de", "es_419", "en_150", "xx_YY", "zz"] {
            XCTAssertEqual(WeekConvention.firstWeekday(locale: identifier), foundation(identifier), identifier)
        }
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LC_ALL": "ar_EG.UTF-8", "LANG": "en_US.UTF-8"]), 6)
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LC_TIME": "en_US.UTF-8@euro"]), 7)
        XCTAssertEqual(WeekConvention.firstWeekday(environment: ["LANG": ""]), 1)
    }
}
