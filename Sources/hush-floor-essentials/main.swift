// A second floor, printed beside the first: a static Swift program linked as `hush` now is (the runtime
// and FoundationEssentials, no ICU), that prints the time in a zone as ISO 8601. The zone's rules are the
// C library's reading of the tz database, as `hush` reads the same files itself. The targets are held to
// `hush-floor` (with all of Foundation, the floor the targets were set against); this one says how much
// of a command's cost is left once Foundation's own start is gone.
//
//     hush-floor-essentials America/New_York    # 2026-11-28T09:00:00-05:00
import FoundationEssentials
import Glibc

if let zone = CommandLine.arguments.dropFirst().first { setenv("TZ", zone, 1) }
tzset()
var seconds = time_t(Int(Date().timeIntervalSince1970.rounded(.down)))
var parts = tm()
localtime_r(&seconds, &parts)
func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
let offset = Int32(parts.tm_gmtoff)
let sign = offset < 0 ? "-" : "+"
print("\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
      + "\(sign)\(two(abs(offset) / 3600)):\(two(abs(offset) % 3600 / 60))")
