import FoundationEssentials
import HushDomain

/// Writes the store's hot records (journal entries, day-file lines) as JSON bytes directly.
///
/// Foundation's `JSONEncoder` was a third of the time of every logged command in a long script
/// (perf, 5,000 lines). This writer produces exactly the bytes `StoreFormat.encoder()` would (sorted
/// keys, no escaped slashes); `JSONLineWriterTests` holds it to that, byte for byte.
///
/// ```swift
/// var writer = JSONLineWriter()
/// writer.entry(entry)
/// let line = writer.data   // same bytes as try StoreFormat.encoder().encode(entry)
/// ```
package struct JSONLineWriter: EventPayloadVisitor {
    package var bytes: [UInt8] = []

    package init() { bytes.reserveCapacity(1024) }

    var data: Data { Data(bytes) }

    mutating func entry(_ entry: JournalEntry) {
        begin()
        key("action", first: true); string(entry.action.rawValue)
        key("at"); time(entry.at)
        key("by"); string(entry.by)
        key("changes")
        bytes.append(UInt8(ascii: "["))
        for (index, change) in entry.changes.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            // Absent, not null, for a missing side: what the synthesized Codable conformance writes.
            begin()
            if let after = change.after { key("after", first: true); record(after) }
            if let before = change.before { key("before", first: change.after == nil); record(before) }
            end()
        }
        bytes.append(UInt8(ascii: "]"))
        key("seq"); integer(entry.seq)
        key("summary"); string(entry.summary)
        if let target = entry.target { key("target"); integer(target) }
        end()
    }

    mutating func partitionLine(event: Event?, gone: String?) {
        begin()
        if let event { key("event", first: true); self.event(event) }
        if let gone { key("gone", first: event == nil); string(gone) }
        end()
    }

    mutating func record(_ record: StoreRecord?) {
        switch record {
        case nil:
            null()
        case .event(let value)?:
            begin(); key("event", first: true); event(value); end()
        case .baby(let value)?:
            begin(); key("baby", first: true); baby(value); end()
        case .preference(let value)?:
            begin(); key("preference", first: true)
            begin(); key("key", first: true); string(value.key)
            if let text = value.value { key("value"); string(text) }
            end(); end()
        case .routine(let routine)?:
            begin(); key("routine", first: true); value(RoutineRecords.json(routine)); end()
        case .routineDay(let day)?:
            begin(); key("routine_day", first: true); value(RoutineRecords.json(day)); end()
        case .routineDraft(let draft)?:
            begin(); key("routine_draft", first: true); value(RoutineRecords.json(draft)); end()
        case .entity(let entity)?:
            begin(); key("entity", first: true); value(entity.json); end()
        }
    }

    package mutating func event(_ event: Event) {
        begin()
        key("baby_id", first: true); string(event.babyID)
        key("created_at"); time(event.createdAt)
        key("data"); data(event.data)
        key("deleted_at"); optionalTime(event.deletedAt)
        key("end_time")
        if let end = event.end { timestamp(end) } else { null() }
        key("event_type"); string(event.kind.rawValue)
        key("id"); string(event.id)
        key("logged_by"); string(event.loggedBy)
        key("notes"); optionalString(event.notes)
        key("start_time"); timestamp(event.start)
        key("updated_at"); time(event.updatedAt)
        end()
    }

    package mutating func baby(_ baby: Baby) {
        begin()
        key("birth_date", first: true); string(baby.birthDate)
        key("created_at"); time(baby.createdAt)
        key("deleted_at"); optionalTime(baby.deletedAt)
        key("id"); string(baby.id)
        key("name"); string(baby.name)
        key("settings")
        begin()
        if let contents = baby.settings.bottleContents {
            key("bottle_contents", first: true); string(contents.rawValue)
            key("day_start_minutes")
        } else {
            key("day_start_minutes", first: true)
        }
        integer(baby.settings.dayStartMinutes)
        if let volume = baby.settings.defaultBottle {
            key("default_bottle")
            begin(); key("unit", first: true); string(volume.unit.rawValue); key("value"); number(volume.value); end()
        }
        key("expiry_feeding_minutes"); integer(baby.settings.expiryFeedingMinutes)
        key("expiry_fridge_minutes"); integer(baby.settings.expiryFridgeMinutes)
        let s = baby.settings
        if let minutes = s.milkFeedingMinutes { key("expiry_milk_feeding_minutes"); integer(minutes) }
        if let months = s.milkFreezerMonths { key("expiry_milk_freezer_months"); integer(months) }
        if let minutes = s.milkFridgeMinutes { key("expiry_milk_fridge_minutes"); integer(minutes) }
        if let minutes = s.milkRoomMinutes { key("expiry_milk_room_minutes"); integer(minutes) }
        key("expiry_room_minutes"); integer(baby.settings.expiryRoomMinutes)
        if let minutes = s.thawedFridgeMinutes { key("expiry_thawed_fridge_minutes"); integer(minutes) }
        if let minutes = s.thawedRoomMinutes { key("expiry_thawed_room_minutes"); integer(minutes) }
        if let method = baby.settings.napMethod { key("nap_method"); string(method.rawValue) }
        key("units"); string(baby.settings.units.rawValue)
        end()
        key("updated_at"); time(baby.updatedAt)
        end()
    }

    private mutating func data(_ data: EventData) {
        data.visit(&self)
    }

    /// A kind's `data` object from its field list, in key order (the list is sorted once, not per line).
    package mutating func visit<Payload: EventPayload>(_ payload: Payload) {
        begin()
        for (index, field) in Payload.journalFields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: field.key.utf8)
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
            switch field.value {
            case .number(let get): if let value = get(payload) { number(value) } else { null() }
            case .text(let get): optionalString(get(payload))
            case .flag(let get): boolean(get(payload))
            case .time(let get): optionalTime(get(payload))
            case .texts(let get):
                bytes.append(UInt8(ascii: "["))
                for (index, text) in get(payload).enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    string(text)
                }
                bytes.append(UInt8(ascii: "]"))
            }
        }
        end()
    }

    private mutating func timestamp(_ stamp: EventTimestamp) {
        begin()
        key("offset_seconds", first: true); integer(stamp.offsetSeconds)
        key("timezone"); string(stamp.timezone)
        key("utc"); time(stamp.utc)
        end()
    }

    mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    // MARK: JSON pieces

    package mutating func begin() { bytes.append(UInt8(ascii: "{")) }
    package mutating func end() { bytes.append(UInt8(ascii: "}")) }

    package mutating func key(_ name: StaticString, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    package mutating func boolean(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    mutating func null() { bytes.append(contentsOf: [110, 117, 108, 108]) }

    mutating func optionalString(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    package mutating func integer(_ value: Int) { JSONValue.appendInteger(value, to: &bytes) }

    private mutating func number(_ value: Double) { JSONValue.appendNumber(value, to: &bytes) }

    package mutating func string(_ text: String) { JSONValue.appendQuoted(text, to: &bytes) }

    /// A time as quoted UTC text (`"2026-01-02T08:20:00Z"`), its digits written into the line.
    mutating func time(_ date: Date) {
        bytes.append(UInt8(ascii: "\""))
        UTCText.append(date, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func optionalTime(_ date: Date?) {
        if let date { time(date) } else { null() }
    }
}
