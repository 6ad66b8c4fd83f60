import FoundationEssentials
import HushDomain

/// Reads the store's records from ``JSONValue`` trees: the counterpart of ``JSONLineWriter``, used for
/// every file the store reads on a command's hot path (state, week files, journal lines).
/// `JSONLineWriterTests` checks that what the writer writes, this reads back unchanged.
package enum JSONRecordReader {
    package typealias Malformed = JSONField.Malformed

    static func entry(_ json: JSONValue) throws -> JournalEntry {
        guard let actionText = json["action"]?.string, let action = JournalEntry.Action(rawValue: actionText) else {
            throw Malformed(what: "action")
        }
        let changes = try (json["changes"]?.array ?? []).map { change in
            RecordChange(before: try record(change["before"]), after: try record(change["after"]))
        }
        return JournalEntry(seq: try int(json["seq"], "seq"), at: try date(json["at"], "at"), by: try text(json["by"], "by"),
                            action: action, target: json["target"]?.integer,
                            summary: try text(json["summary"], "summary"), changes: changes)
    }

    static func state(_ json: JSONValue) throws -> StoreState {
        var state = StoreState()
        state.format = try int(json["format"], "format")
        if let mark = json["journal"], !mark.isNull {
            guard let inode = UInt64(exactly: try int(mark["inode"], "inode")) else { throw Malformed(what: "inode") }
            state.journal = DurableFile.Mark(size: try int(mark["size"], "size"), inode: inode,
                                             modified: Int64(try int(mark["modified"], "modified")))
        }
        state.covered = try int(json["covered"], "covered")
        state.seq = try int(json["seq"], "seq")
        state.lastStamp = try optionalDate(json["lastStamp"]).map(UTCDate.init)
        state.babies = try (json["babies"]?.array ?? []).map(baby)
        if case .object(let members)? = json["preferences"] {
            state.preferences = members.compactMapValues(\.string)
        }
        state.open = try (json["open"]?.array ?? []).map(event)
        state.stash = try (json["stash"]?.array ?? []).map(event)
        if case .object(let members)? = json["latest"] {
            state.latest = try members.mapValues(event)
        }
        state.undo = UndoHistory(undo: json["undo"]?["undo"]?.string ?? "", redo: json["undo"]?["redo"]?.string ?? "",
                                 older: try olderUndo(json["undo"]?["older"], free: json["undo"]?["free"]))
        if let written = json["weeks"] {
            guard let text = written.string, let weeks = WeekSet(written: text) else { throw Malformed(what: "weeks") }
            state.weeks = weeks
        }
        state.unsyncedWeeks = try unsyncedWeeks(json["unsynced_weeks"])
        state.routines = try (json["routines"]?.array ?? []).map(RoutineRecords.routine)
        state.routineDays = try (json["routine_days"]?.array ?? []).map(RoutineRecords.day)
        state.routineDrafts = try (json["routine_drafts"]?.array ?? []).map(RoutineRecords.draft)
        if case .object(let kinds)? = json["entities"] {
            state.entities = kinds.compactMapValues { members -> [String: JSONValue]? in
                if case .object(let byID) = members { return byID }
                return nil
            }
        }
        state.deleted = try (json["deleted"]?.array ?? []).map(event)
        if case .object(let members)? = json["forecasts"] {
            for (baby, f) in members { state.forecasts[baby] = try forecast(f) }
        }
        if case .object(let members)? = json["wake_backlogs"] {
            for (baby, b) in members {
                let numbers = try (b["wakes"]?.array ?? []).map { try int($0, "wake time") }
                guard numbers.count % 2 == 0, let method = b["method"]?.string.flatMap(NapMethod.init(rawValue:)) else {
                    throw Malformed(what: "wake_backlogs")
                }
                var wakes: [WakeBacklog.Wake] = []
                var end = 0
                // Steps no longer than the written years, from an end inside them: no sum can overflow.
                let span = Date.writtenSeconds.upperBound - Date.writtenSeconds.lowerBound
                for index in stride(from: 0, to: numbers.count, by: 2) {
                    guard (-span...span).contains(numbers[index]), (-span...span).contains(numbers[index + 1]) else { throw Malformed(what: "wake time") }
                    end += numbers[index]
                    wakes.append(.init(end: try moment(end, "wake time"), loggedAt: try moment(end + numbers[index + 1], "wake time")))
                }
                state.wakeBacklogs[baby] = WakeBacklog(method: method, zone: try text(b["zone"], "wake_backlogs zone"),
                                                       sleepID: try text(b["sleep_id"], "wake_backlogs sleep_id"), wakes: wakes)
            }
        }
        return state
    }

    /// A baby's cached forecast; its recorded predictions are kept as read too (``ForecastWrittenForm``).
    private static func forecast(_ f: JSONValue) throws -> ForecastCache {
        let written = f["recorded"]?.string ?? ""
        guard let recorded = ForecastRecordedText.decode(written) else { throw Malformed(what: "recorded") }
        var cache = ForecastCache(
            wakeEventID: try text(f["wake_event_id"], "wake_event_id"), wakeEnd: try date(f["wake_end"], "wake_end"),
            rangeStart: try date(f["range_start"], "range_start"), rangeEnd: try date(f["range_end"], "range_end"),
            confidence: try text(f["confidence"], "confidence"), explanation: try text(f["explanation"], "explanation"),
            ageDays: try int(f["age_days"], "age_days"), recorded: recorded,
            // A cache written before these were kept reads as the PRD's, so a by-nap window is made
            // again once and kept from then on.
            method: f["method"]?.string.flatMap(NapMethod.init(rawValue:)) ?? .prd,
            target: f["target"]?.string.flatMap(ForecastCache.target(from:)) ?? .nap(index: nil),
            indexSamples: f["index_samples"]?.array?.compactMap(\.number) ?? [])
        cache.written = ForecastWrittenForm(bytes: Array(written.utf8))
        return cache
    }

    static func record(_ json: JSONValue?) throws -> StoreRecord? {
        guard let json, !json.isNull else { return nil }
        if let value = json["event"] { return .event(try event(value)) }
        if let value = json["baby"] { return .baby(try baby(value)) }
        if let value = json["preference"] {
            return .preference(Preference(key: try text(value["key"], "key"), value: value["value"]?.string))
        }
        if let value = json["routine"] { return .routine(try RoutineRecords.routine(value)) }
        if let value = json["routine_day"] { return .routineDay(try RoutineRecords.day(value)) }
        if let value = json["routine_draft"] { return .routineDraft(try RoutineRecords.draft(value)) }
        if let value = json["entity"] { return .entity(try Entity(json: value)) }
        throw Malformed(what: "record kind")
    }

    package static func event(_ json: JSONValue) throws -> Event {
        guard let kindText = json["event_type"]?.string, let kind = EventKind(rawValue: kindText) else {
            throw Malformed(what: "event_type")
        }
        let data = try EventData.read(kind: kind, data: json["data"] ?? .object([:]))
        var event = Event(id: try text(json["id"], "id"), babyID: try text(json["baby_id"], "baby_id"),
                          loggedBy: try text(json["logged_by"], "logged_by"), start: try timestamp(json["start_time"]),
                          end: try json["end_time"].flatMap { $0.isNull ? nil : try timestamp($0) }, data: data,
                          notes: json["notes"]?.string, createdAt: try date(json["created_at"], "created_at"))
        event.updatedAt = try date(json["updated_at"], "updated_at")
        event.deletedAt = try optionalDate(json["deleted_at"])
        return event
    }

    package static func baby(_ json: JSONValue) throws -> Baby {
        var baby = Baby(id: try text(json["id"], "id"), name: try text(json["name"], "name"),
                        birthDate: try text(json["birth_date"], "birth_date"), createdAt: try date(json["created_at"], "created_at"))
        baby.updatedAt = try date(json["updated_at"], "updated_at")
        baby.deletedAt = try optionalDate(json["deleted_at"])
        if let settings = json["settings"] {
            // Out of range reads as unset (BabySettings+Ranges).
            func minutes(_ key: String, _ range: ClosedRange<Int> = BabySettings.windowMinutes) -> Int? {
                BabySettings.checked(settings[key]?.integer, in: range)
            }
            if let unit = settings["units"]?.string.flatMap(Volume.Unit.init(rawValue:)) { baby.settings.units = unit }
            if let minutes = minutes("expiry_room_minutes") { baby.settings.expiryRoomMinutes = minutes }
            if let minutes = minutes("expiry_fridge_minutes") { baby.settings.expiryFridgeMinutes = minutes }
            if let minutes = minutes("expiry_feeding_minutes") { baby.settings.expiryFeedingMinutes = minutes }
            if let minutes = minutes("day_start_minutes", BabySettings.dayStartMinutes) { baby.settings.dayStartMinutes = minutes }
            if let method = settings["nap_method"]?.string.flatMap(NapMethod.init(rawValue:)) { baby.settings.napMethod = method }
            baby.settings.bottleContents = settings["bottle_contents"]?.string.flatMap(MilkContents.init(rawValue:))
            baby.settings.milkRoomMinutes = minutes("expiry_milk_room_minutes")
            baby.settings.milkFridgeMinutes = minutes("expiry_milk_fridge_minutes")
            baby.settings.milkFreezerMonths = minutes("expiry_milk_freezer_months", BabySettings.freezerMonths)
            baby.settings.thawedFridgeMinutes = minutes("expiry_thawed_fridge_minutes")
            baby.settings.thawedRoomMinutes = minutes("expiry_thawed_room_minutes")
            baby.settings.milkFeedingMinutes = minutes("expiry_milk_feeding_minutes")
            if let bottle = settings["default_bottle"], let value = bottle["value"]?.number,
               let unit = bottle["unit"]?.string.flatMap(Volume.Unit.init(rawValue:)) {
                baby.settings.defaultBottle = Volume(value, unit)
            }
        }
        return baby
    }

    static func timestamp(_ json: JSONValue?) throws -> EventTimestamp {
        guard let json else { throw Malformed(what: "timestamp") }
        return EventTimestamp(utc: try date(json["utc"], "utc"), timezone: try text(json["timezone"], "timezone"),
                              offsetSeconds: try int(json["offset_seconds"], "offset_seconds"))
    }

    package static func text(_ json: JSONValue?, _ what: String) throws -> String { try JSONField.text(json, what) }

    /// Whole seconds since 1970 as a date, refused outside the years Hush writes (a damaged cache).
    static func moment(_ seconds: Int, _ what: String) throws -> Date {
        guard Date.writtenSeconds.contains(seconds) else { throw Malformed(what: what) }
        return Date(timeIntervalSince1970: Double(seconds))
    }
    static func int(_ json: JSONValue?, _ what: String) throws -> Int { try JSONField.int(json, what) }

    /// The week files the state counts unsynced lines of, and their lengths; none when absent. Each names a
    /// file the next command checks: a week's key (never a path) and a length, and only a few.
    private static func unsyncedWeeks(_ json: JSONValue?) throws -> [String: Int] {
        guard case .object(let members)? = json else { return [:] }
        guard members.count <= 64 else { throw Malformed(what: "unsynced_weeks") }
        var weeks: [String: Int] = [:]
        for (week, length) in members {
            let length = try int(length, "unsynced_weeks")
            guard WeekSet(keys: [week]) != nil, length >= 0 else { throw Malformed(what: "unsynced_weeks") }
            weeks[week] = length
        }
        return weeks
    }

    /// The state's description of the undo history's older part, its files oldest first and its free
    /// files; none when absent.
    private static func olderUndo(_ json: JSONValue?, free: JSONValue?) throws -> UndoOlderReferences {
        let segments = try olderUndoSegments(json)
        var files: [Int] = []
        if let free, !free.isNull {
            guard case .array(let numbers) = free, numbers.count <= UndoOlderReferences.freeLimit else { throw Malformed(what: "free") }
            for number in numbers {
                let file = try int(number, "free file")
                // A file both free and a segment's would be written over while the state names it.
                guard (1...UndoOlderReferences.highestFile).contains(file), !files.contains(file),
                      !segments.contains(where: { $0.file == file })
                else { throw Malformed(what: "free") }
                files.append(file)
            }
        }
        return UndoOlderReferences(segments: segments, free: files)
    }

    private static func olderUndoSegments(_ json: JSONValue?) throws -> [UndoOlderSegment] {
        guard let json, !json.isNull else { return [] }
        // A handful of files at most (the depth over a segment's size); more is a damaged cache.
        guard case .array(let files) = json, (1...64).contains(files.count) else { throw Malformed(what: "older") }
        var segments: [UndoOlderSegment] = []
        for file in files {
            let count = try int(file["count"], "older count"), length = try int(file["length"], "older length")
            let number = try int(file["file"], "older file")
            // Bounded as Hush writes them (a file holds at most a segment's references, numbered one by one),
            // so no sum or next number made from a damaged cache's can overflow.
            guard (1...UndoOlderReferences.segmentLimit).contains(count), (1...UndoOlderSegment.longest).contains(length),
                  (1...UndoOlderReferences.highestFile).contains(number), !segments.contains(where: { $0.file == number }),
                  let checksum = UInt32(exactly: try int(file["checksum"], "older checksum"))
            else { throw Malformed(what: "older") }
            segments.append(UndoOlderSegment(file: number, count: count, length: length, checksum: checksum))
        }
        return segments
    }
    package static func date(_ json: JSONValue?, _ what: String) throws -> Date { try JSONField.date(json, what) }
    static func optionalDate(_ json: JSONValue?) throws -> Date? { try JSONField.optionalDate(json) }
}
