import FoundationEssentials

/// Sync outcomes as short lines for a person: what a sync moved, the conflicts with both versions side
/// by side (PRD 7.4's copy: "This event was edited on another device", "Similar event logged by Leanne
/// at 3:02 PM"), devices, and the server's address.
struct SyncText {
    let style: TextStyle

    func render(_ outcome: SyncOutcome) -> String {
        switch outcome {
        case .synced(let report): return Self.summary(report)
        case .serverSet(let address?, let unlinked):
            return "Server set to \(address)" + (unlinked ? "; this store left its old household" : "")
                + "; 'sync' links it (first device), or 'join CODE as NAME' joins a household there"
        case .serverSet(nil, _): return "No server: this store keeps to itself"
        case .conflicts(let conflicts, let device, let person, let calendar, let now):
            guard !conflicts.isEmpty else { return "No conflicts: every device agrees" }
            return conflicts.enumerated().map { index, conflict in
                describe(conflict, number: index + 1, device: device ?? "", person: person, calendar: calendar, now: now)
            }.joined(separator: "\n")
        case .resolved(let summary): return summary
        case .joined(let person, let baby, let role, let report):
            let joined = baby.map { "\(person) joined \($0)" + (role.map { " as \($0)" } ?? "") } ?? "\(person) joined the household"
            return joined + "; " + Self.summary(report).prefix(1).lowercased() + Self.summary(report).dropFirst()
        case .devices(let devices, let this):
            return devices.enumerated().map { index, device in
                let mark = device.id == this ? " (this device)" : ""
                let revoked = device.revokedAt.map { style.dim(" · revoked \($0)") } ?? ""
                return "\(index + 1). \(device.person) · \(device.id)\(mark) · linked \(device.createdAt)\(revoked)"
            }.joined(separator: "\n")
        case .revoked(let id, let this):
            return this ? "This device is revoked: it can no longer sync (its data stays here)" : "Revoked device \(id): it can no longer sync"
        case .deviceLink(let offer):
            return deviceLink(offer)
        }
    }

    /// The record's fields in the words the rest of Hush uses for them.
    static let fieldNames = [
        "data.amount_prepared": "amount", "data.amount_remaining": "left", "start_time": "start", "end_time": "end",
        "notes": "note", "data.contents": "diaper", "data.started_side": "first side", "data.both_sides": "both sides",
        "data.feeding_started_at": "feeding started", "deleted_at": "deleted", "data.refrigerated": "fridge",
    ]

    static func summary(_ report: SyncReport) -> String {
        var parts: [String] = []
        if report.registered { parts.append("Registered this household on \(report.server)") }
        let pushed = "sent \(report.pushed) change\(report.pushed == 1 ? "" : "s")"
        let pulled = "received \(report.pulled)" + (report.from.isEmpty ? "" : " from \(report.from.joined(separator: ", "))")
        parts.append((parts.isEmpty ? "Synced ✓: " : "synced ✓: ") + pushed + ", " + pulled)
        var text = parts.joined(separator: "; ")
        if !report.refused.isEmpty { text += "; the server refused \(report.refused.count): \(Array(Set(report.refused)).sorted().joined(separator: "; "))" }
        if !report.skipped.isEmpty {
            text += "; skipped \(report.skipped.count) record\(report.skipped.count == 1 ? "" : "s") no device writes: \(Array(Set(report.skipped)).sorted().joined(separator: "; "))"
        }
        if report.openConflicts > 0 {
            text += " · ⚠ \(report.openConflicts) conflict\(report.openConflicts == 1 ? "" : "s"): type 'conflicts'"
        }
        return text
    }

    private func describe(_ conflict: SyncConflict, number: Int, device: String, person: String, calendar: ZonedCalendar, now: Date) -> String {
        let sides = conflict.sides(device: device, person: person)
        let mine = sides?.mine ?? conflict.second, theirs = sides?.theirs ?? conflict.first
        let theirName = sides == nil ? "\(theirs.person)'s" : "\(theirs.person)'s"
        let myName = sides == nil ? "\(mine.person)'s" : "yours"
        func when(_ side: SyncConflict.Side) -> String {
            RecordFacts(key: side.key, json: side.record).start.map { TimeText.clock($0, calendar: calendar, now: now) } ?? "?"
        }
        func what(_ side: SyncConflict.Side) -> String {
            switch RecordFacts(key: side.key, json: side.record).eventType {
            case "eat": return "feeding"
            case let type?: return type
            default: return RecordFacts(key: side.key, json: side.record).kind.replacing("_", with: " ")
            }
        }
        var lines: [String] = []
        switch conflict.kind {
        case .edit:
            lines.append("\(number). This event was edited on another device · \(what(mine)) at \(when(mine))")
            let differences = ConflictMerge.differences(mine.record, theirs.record)
            let unit = ConflictMerge.fields(mine.record)["data"]?["unit"]?.string.map { " " + $0 } ?? ""
            let names = differences.map { Self.fieldNames[$0.field] ?? $0.field.replacing("data.", with: "").replacing("_", with: " ") }
            let width = min(24, (names.map(\.count).max() ?? 0) + 2)
            for (name, difference) in zip(names, differences) {
                let suffix = difference.field.hasPrefix("data.amount") ? unit : ""
                func shown(_ json: JSONValue?) -> String {
                    let text = value(json, calendar: calendar, now: now)
                    return text == "--" ? text : text + suffix
                }
                lines.append("     " + name.paddedToColumn(width)
                             + "\(myName): \(shown(difference.mine)) · \(theirName): \(shown(difference.theirs))")
            }
            lines.append(style.dim("   keep mine · keep theirs · merge" + (number > 1 ? " (add \(number))" : "")))
        case .similar:
            lines.append("\(number). Similar event logged by \(theirs.person) at \(when(theirs)) · \(myName) at \(when(mine)) (\(what(mine)))")
            lines.append(style.dim("   keep both · keep mine · keep theirs" + (number > 1 ? " (add \(number))" : "")))
        }
        return lines.joined(separator: "\n")
    }

    private func value(_ json: JSONValue?, calendar: ZonedCalendar, now: Date) -> String {
        switch json {
        case nil, .null?: return "--"
        case .string(let text)?: return text
        case .bool(let flag)?: return flag ? "yes" : "no"
        case .integer(let n)?: return String(n)
        case .number(let n)?: return Int(exactly: n).map(String.init) ?? String(n)
        case .object(let fields)? where fields["utc"] != nil:
            return fields["utc"]?.string.flatMap(UTCText.parse).map { TimeText.clock($0, calendar: calendar, now: now) } ?? "?"
        case let other?:
            var writer = JSONLineWriter()
            writer.value(other)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }
}
