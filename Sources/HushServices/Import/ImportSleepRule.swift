import HushDomain
import HushLanguage
import HushStore
/// What an import does with a sleep recorded without an end or a length: it happened, so it is kept;
/// how long it lasted is unknown, so it is ended where it began (no length is invented, and no sleep is
/// left running for years) and its notes start with ``flag``, so it can be found and fixed
/// (`edit`, or `woke up` times typed from memory).
///
/// ```swift
/// .incomplete(.sleep, start: at, end: at, notes: ImportSleepRule.flag, missing: "a sleep with no end")
/// ```
package enum ImportSleepRule {
    static let flag = "end not recorded in the export"
}
