import FoundationEssentials

/// Which day a week starts on, from the locale the way `date` and `cal` find it: `LC_ALL`, then
/// `LC_TIME`, then `LANG` (Better Morning 10.2: "follow the device's locale"). `en_US` weeks start on
/// Sunday, `en_GB` and `de_DE` on Monday; the C locale uses ISO 8601's Monday.
///
/// The days are CLDR's week data (its `firstDay` by region, and by language for a locale that names no
/// region, through the language's likely region), as the toolchain's Foundation answered them with ICU 76:
/// `WeekConventionTests` holds the table to Foundation for every region and language it knows. Regions
/// not listed start on Monday, as CLDR's world default does.
///
/// ```swift
/// WeekConvention.firstWeekday(environment: ["LANG": "en_US.UTF-8"])   // 7 (Sunday)
/// ```
public enum WeekConvention {
    /// 1 = Monday … 7 = Sunday (ISO 8601's numbering, as the rest of Hush counts).
    public static func firstWeekday(environment: [String: String]) -> Int {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard identifier != "C", identifier != "POSIX" else { return 1 }
        return firstWeekday(locale: identifier)
    }

    /// The first day for a locale identifier such as "en_US", "pt-BR", "zh_Hant_TW" or "ar".
    public static func firstWeekday(locale identifier: String) -> Int {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first?.lowercased() else { return 1 }
        // The region is the first part after the language of two letters or three digits (a script has four).
        if let region = parts.dropFirst().first(where: { part in
            (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
        }) {
            return day(of: region.uppercased(), in: regionDays) ?? 1
        }
        return day(of: language, in: languageDays) ?? 1
    }

    private static func day(of code: String, in table: [(day: Int, codes: String)]) -> Int? {
        table.first { row in row.codes.split(separator: " ").contains { $0 == code } }?.day
    }

    /// Regions whose week does not start on Monday (7 = Sunday, 6 = Saturday, 5 = Friday).
    static let regionDays: [(day: Int, codes: String)] = [
        (7,
            "AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN " +
            "ID IL IN JM JO JP KE KH KR LA MH MM MO MT MX MZ NI NP " +
            "PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS " +
            "YE ZA ZW "),
        (6,
            "AF BH DJ EG IQ IR KW LY OM QA SD SY "),
        (5,
            "MV "),
    ]

    /// Languages named without a region whose likely region's week does not start on Monday.
    static let languageDays: [(day: Int, codes: String)] = [
        (7,
            "aa ace af ain akz ale am anp apw arp ars as ase awa bal ban bbc bew " +
            "bfq bgc bgn bho bik bjn bla bn bo bpy bra brh brx bug cad car cay ccp " +
            "ceb ch chb chn cho chp chr chy cic cps cr csw dak dav del den dgr doi " +
            "dz ebu en esu fil frc gan gay gez gn gon gor gu guc guz gwi hai hak " +
            "haw he hi hil hmn hsn hup id ii ik ilo iu ja jam jpr jrb jv kac " +
            "kam kaw kgp kha khw ki kln km kn ko kok krj kru ks kut kxv lad lah " +
            "lkt lo lui luo lus lut luy lzh mad mag mai mak mas mdh mdr mer mgh mh " +
            "mic min ml mnc mni moh mr mt mus mwl mwr mwv my nan nd ne new nia " +
            "njo nnp nr nso nv nwc oj om or osa oui pa pag pam pdc pdt pi pqm " +
            "pt qu quc raj rej rhg sa saq sas sat saz sd see seh sei shn sid sly " +
            "sm sn ss st su ta tcy te ter th ti tli tn trv ts tsi ug und " +
            "ur ve vmw wal war was wuu xh xnr yao yrl yue za zap zh zu zun "),
        (6,
            "ae akk ar arc arz bej bqi ckb cop egy fa gbz glk kho lrc mid mzn pal " +
            "peo ps sdh syr uga "),
        (5,
            "dv "),
    ]
}
