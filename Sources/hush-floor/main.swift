// The floor a one-shot command is held against: a statically linked Swift program with Foundation that
// prints the time in a zone as ISO 8601, and nothing more (the floor the targets were set against). Its
// date is written by hand, as hush writes its own dates: no ICU date formatter, no locale data
// (Date.formatted loaded them, and made the floor 10–15% slower than any command needs to be). hush itself
// now links FoundationEssentials alone and reads zones itself, so a command can cost less than this;
// hush-floor-essentials, printed beside it, is the same program linked as hush is.
//
//     hush-floor America/New_York    # 2026-11-28T09:00:00-05:00
//     hush-floor                     # the same in TZ, else the system's zone
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let zone = arguments.first.flatMap { TimeZone(identifier: $0) } ?? TimeZone.current
let now = Date()
let offset = zone.secondsFromGMT(for: now)
var local = time_t(Int(now.timeIntervalSince1970.rounded(.down)) + offset)
var parts = tm()
gmtime_r(&local, &parts)
let sign = offset < 0 ? "-" : "+"
print(String(format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
             parts.tm_hour, parts.tm_min, parts.tm_sec)
      + sign + String(format: "%02d:%02d", abs(offset) / 3600, abs(offset) % 3600 / 60))
