// The floor a one-shot command is held against: a statically linked Swift program that formats a date
// in the local zone, as every answer of hush's does. Nothing a command could skip is in it: the runtime
// starting, Foundation with its time zones and calendars, one line written.
import Foundation

print(Date().formatted(date: .abbreviated, time: .shortened))
