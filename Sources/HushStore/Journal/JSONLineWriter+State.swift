import HushDomain
/// Writing the cached state, `cache/state.json`, read back by ``JSONRecordReader/state(_:)``.
extension JSONLineWriter {
    /// The cached state (`cache/state.json`).
    mutating func state(_ state: StoreState) {
        begin()
        key("babies", first: true)
        list(state.babies) { $0.baby($1) }
        key("covered"); integer(state.covered)
        key("weeks"); string(state.weeks.written)
        key("deleted"); list(state.deleted) { $0.event($1) }
        if !state.entities.isEmpty {
            key("entities"); value(.object(state.entities.mapValues { .object($0) }))
        }
        key("forecasts"); forecasts(state.forecasts)
        key("format"); integer(state.format)
        key("journal"); journalMark(state.journal)
        key("lastStamp"); optionalTime(state.lastStamp?.date)
        key("latest"); begin()
        for (index, name) in state.latest.keys.sorted().enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(name); bytes.append(UInt8(ascii: ":")); event(state.latest[name]!)
        }
        end()
        key("open"); list(state.open) { $0.event($1) }
        key("preferences"); begin()
        for (index, name) in state.preferences.keys.sorted().enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(name); bytes.append(UInt8(ascii: ":")); string(state.preferences[name]!)
        }
        end()
        // Present only once routines are used, so stores without them keep their cache byte for byte.
        if !state.routines.isEmpty || !state.routineDays.isEmpty || !state.routineDrafts.isEmpty {
            key("routine_days"); list(state.routineDays) { $0.value(RoutineRecords.json($1)) }
            key("routine_drafts"); list(state.routineDrafts) { $0.value(RoutineRecords.json($1)) }
            key("routines"); list(state.routines) { $0.value(RoutineRecords.json($1)) }
        }
        key("seq"); integer(state.seq)
        // Present only once milk is stored, so stores without a stash keep their cache byte for byte.
        if !state.stash.isEmpty { key("stash"); list(state.stash) { $0.event($1) } }
        key("undo"); begin()
        // Present only once the history has an older part (more than 64 undo steps): its free files, then
        // its files, oldest first.
        let older = state.undo.older.segments, free = state.undo.older.free
        if !free.isEmpty {
            key("free", first: true)
            list(free) { $0.integer($1) }
        }
        if !older.isEmpty {
            key("older", first: free.isEmpty)
            list(older) { writer, segment in
                writer.begin()
                writer.key("checksum", first: true); writer.integer(Int(segment.checksum))
                writer.key("count"); writer.integer(segment.count)
                writer.key("file"); writer.integer(segment.file)
                writer.key("length"); writer.integer(segment.length)
                writer.end()
            }
        }
        key("redo", first: older.isEmpty && free.isEmpty); references(state.undo.redoText)
        key("undo"); references(state.undo.undoText)
        end()
        if !state.unsyncedWeeks.isEmpty {
            key("unsynced_weeks"); begin()
            for (index, week) in state.unsyncedWeeks.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(week); bytes.append(UInt8(ascii: ":")); integer(state.unsyncedWeeks[week]!)
            }
            end()
        }
        // Present only while wakes wait for their forecast, so other stores keep their cache byte for byte.
        if !state.wakeBacklogs.isEmpty { key("wake_backlogs"); wakeBacklogs(state.wakeBacklogs) }
        end()
    }

    /// Each baby's cached nap forecast, by baby id.
    private mutating func forecasts(_ forecasts: [String: ForecastCache]) {
        begin()
        for (index, baby) in forecasts.keys.sorted().enumerated() {
            let f = forecasts[baby]!
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(baby); bytes.append(UInt8(ascii: ":"))
            begin()
            key("age_days", first: true); integer(f.ageDays)
            key("confidence"); string(f.confidence)
            key("explanation"); string(f.explanation)
            // The method and target are part of the cache's key: without them a by-nap window never matched
            // and every `status` made it again from two weeks of sleeps.
            if !f.indexSamples.isEmpty { key("index_samples"); value(.array(f.indexSamples.map { .number($0) })) }
            key("method"); string(f.method.rawValue)
            key("range_end"); time(f.rangeEnd)
            key("range_start"); time(f.rangeStart)
            // Whole epoch seconds in one string, written back as read while unchanged.
            key("recorded"); unescaped(f.written.bytes ?? ForecastRecordedText.encode(f.recorded))
            key("target"); string(ForecastCache.text(of: f.target))
            key("wake_end"); time(f.wakeEnd)
            key("wake_event_id"); string(f.wakeEventID)
            end()
        }
        end()
    }

    /// Where the journal stood when the state was written: its inode, modification time and size.
    private mutating func journalMark(_ journal: DurableFile.Mark?) {
        if let mark = journal {
            begin()
            key("inode", first: true); bytes.append(contentsOf: String(mark.inode).utf8)
            key("modified"); bytes.append(contentsOf: String(mark.modified).utf8)
            key("size"); integer(mark.size)
            end()
        } else {
            null()
        }
    }

    /// The wakes waiting for their forecast, by baby id.
    private mutating func wakeBacklogs(_ backlogs: [String: WakeBacklog]) {
        begin()
        for (index, baby) in backlogs.keys.sorted().enumerated() {
            let backlog = backlogs[baby]!
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(baby); bytes.append(UInt8(ascii: ":")); begin()
            key("method", first: true); string(backlog.method.rawValue)
            key("sleep_id"); string(backlog.sleepID)
            // Whole epoch seconds (the clock's and events' precision), two a wake: its end after the
            // previous wake's end (the first's from 1970), then its log time after its end. Small numbers:
            // a two-year script leaves about 10 bytes a wake.
            key("wakes")
            var previous = 0
            list(backlog.wakes.flatMap { wake -> [Int] in
                let end = wake.end.wholeSeconds(.toNearestOrAwayFromZero)
                defer { previous = end }
                return [end - previous, wake.loggedAt.wholeSeconds(.toNearestOrAwayFromZero) - end]
            }) { $0.integer($1) }
            key("zone"); string(backlog.zone)
            end()
        }
        end()
    }

    /// An undo stack as one string, "12:3456 13:3890", copied as the history keeps it: digits, colons and
    /// spaces, which need no escaping.
    mutating func references(_ text: [UInt8]) { unescaped(text) }

    /// Text made only of characters that need no escaping (digits, colons, spaces, minus signs), quoted.
    private mutating func unescaped(_ text: [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text)
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func list<T>(_ items: [T], _ write: (inout JSONLineWriter, T) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

}
