extension PushWrite {
    /// The parts of the write a batch uses, and the statement made of them alone. PostgreSQL sets up every
    /// part of a statement on each run, data-modifying ones included, even when their rows are empty:
    /// a batch without conflicts, or whose plans were all made from a read, would pay for parts it
    /// does not use. Each form is prepared under its own name, so a connection keeps at most ten.
    ///
    /// Arguments are numbered in one order: the households, their changes and records (`$1`–`$19`),
    /// then the conflicts if any, then the doubts if any, the open sleeps' flags last.
    ///
    /// A guessed household's records are all new: they are inserted plainly, and a key already held
    /// fails the statement on the primary key, as a change id already kept fails it on the changes'
    /// unique index (the batch is then refused and planned again, ``PostgresLedger``). Searching for
    /// both first, and inserting with `ON CONFLICT`, was a fifth of the write's time. A household planned
    /// from a read may replace records, which the upsert does; a batch with both has both inserts.
    ///
    /// ```swift
    /// let form = PushWrite.Form(conflicts: false, doubts: true, openSleeps: false, read: false)
    /// form.sql   // no conflicts' insert, no search for open sleeps, no upsert; 26 arguments
    /// ```
    struct Form: Hashable, Sendable {
        /// A part of the batch has conflicts to keep.
        var conflicts: Bool
        /// A part's plan was made without a read (``HouseholdSnapshot/guess``) and is checked here.
        var doubts: Bool
        /// Among those, a sleep in progress, which must meet no other open sleep of its baby.
        var openSleeps: Bool
        /// A part's plan was made from a read: its records are upserted. Always so without doubts.
        var read: Bool

        init(conflicts: Bool, doubts: Bool, openSleeps: Bool, read: Bool = true) {
            self.conflicts = conflicts
            self.doubts = doubts
            self.openSleeps = doubts && openSleeps
            self.read = read || !doubts
        }

        /// Every part: the statement as documented on ``PushWrite``.
        static let whole = Form(conflicts: true, doubts: true, openSleeps: true, read: true)

        /// Every form a batch can use, each once.
        static let all: [Form] = [false, true].flatMap { conflicts in
            [Form(conflicts: conflicts, doubts: false, openSleeps: false)]
                + [false, true].flatMap { openSleeps in
                    [false, true].map { read in Form(conflicts: conflicts, doubts: true, openSleeps: openSleeps, read: read) }
                }
        }

        /// Each form's name and text, made once.
        private static let made: [Form: (name: String, sql: String)] = {
            var made: [Form: (name: String, sql: String)] = [:]
            for form in all {
                made[form] = (PushWrite.name + "(conflicts: \(form.conflicts), doubts: \(form.doubts), open sleeps: \(form.openSleeps), read: \(form.read))",
                              form.text())
            }
            return made
        }()

        var name: String { Self.made[self]!.name }
        var sql: String { Self.made[self]!.sql }

        /// The households are updated in the order given (sorted: two servers' batches lock shared
        /// households in one order, so neither waits on the other in a circle); the rest joins the
        /// households updated.
        private func text() -> String {
            var number = 19
            func next() -> String {
                number += 1
                return "$\(number)"
            }
            let conflictArguments = conflicts ? (next(), next(), next()) : ("", "", "")
            // The guessed households are the doubts' first argument.
            let (doubtsPart, guessed) = doubts ? doubtsText(next) : ("", "")
            var parts = doubts ? [doubtsPart] : []
            let unchecked = doubts ? " AND NOT EXISTS (SELECT 1 FROM doubts WHERE doubts.household = b.id)" : ""
            parts.append("""
                bump AS (
                    UPDATE hush_households AS h SET seq = b.seq
                      FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::text[]) AS b(id, seq, expected, device, person)
                     WHERE h.id = b.id AND h.seq = b.expected\(unchecked)
                    RETURNING h.id, b.device, b.person
                )
                """)
            parts.append(Self.changesText)
            if doubts { parts.append(Self.recordsText(name: "fresh", households: "r.household = ANY (\(guessed)::text[])", upsert: false)) }
            if read { parts.append(Self.recordsText(name: "records", households: doubts ? "r.household <> ALL (\(guessed)::text[])" : nil, upsert: true)) }
            if conflicts {
                let (households, ids, bodies) = conflictArguments
                parts.append("""
                    conflicts AS (
                        INSERT INTO hush_conflicts (household, id, body)
                        SELECT bump.id, c.id, c.body FROM unnest(\(households)::text[], \(ids)::text[], \(bodies)::text[]) WITH ORDINALITY AS c(household, id, body, n)
                          JOIN bump ON bump.id = c.household ORDER BY c.n
                        ON CONFLICT DO NOTHING
                    )
                    """)
            }
            return "WITH " + parts.joined(separator: ", ") + "\nSELECT id FROM bump"
        }

        /// The guessed households whose read would have found what their plans did not assume, but for
        /// the keys and change ids, which the inserts' unique indexes check.
        private func doubtsText(_ next: () -> String) -> (text: String, households: String) {
            let (households, devices) = (next(), next())
            let (probeHouseholds, babies, types, lows, highs) = (next(), next(), next(), next(), next())
            var text = """
                doubts AS (
                    SELECT d.household FROM unnest(\(households)::text[], \(devices)::text[]) AS d(household, device)
                      CROSS JOIN LATERAL (SELECT count(*) AS n FROM hush_devices WHERE id = d.device AND household = d.household AND revoked_at IS NULL) AS l
                     WHERE l.n = 0
                    UNION ALL
                    SELECT p.household FROM unnest(\(probeHouseholds)::text[], \(babies)::text[], \(types)::text[], \(lows)::timestamptz[], \(highs)::timestamptz[]) AS p(household, baby, type, low, high)
                      CROSS JOIN LATERAL (SELECT 1 FROM hush_records WHERE household = p.household AND kind = 'event' AND baby_id = p.baby AND event_type = p.type
                                             AND start_utc BETWEEN p.low AND p.high LIMIT 1) AS r
                """
            if openSleeps {
                text += """

                        UNION ALL
                        SELECT p.household FROM unnest(\(probeHouseholds)::text[], \(babies)::text[], \(types)::text[], \(next())::boolean[]) AS p(household, baby, type, open)
                          CROSS JOIN LATERAL (SELECT 1 FROM hush_records WHERE household = p.household AND baby_id = p.baby AND event_type = p.type AND open LIMIT 1) AS r
                         WHERE p.open
                    """
            }
            return (text + "\n)", households)
        }

        private static let changesText = """
            changes AS (
                INSERT INTO hush_changes (household, seq, change_id, device, person, body)
                SELECT bump.id, c.seq, c.change_id, bump.device, bump.person, c.body
                  FROM unnest($6::text[], $7::bigint[], $8::text[], $9::text[]) AS c(household, seq, change_id, body)
                  JOIN bump ON bump.id = c.household
            )
            """

        /// The records' insert: for the households given (all, when nil), and with `upsert` replacing a
        /// record under a key already held.
        private static func recordsText(name: String, households: String?, upsert: Bool) -> String {
            var text = """
                \(name) AS (
                    INSERT INTO hush_records (household, key, record, device, person, seq, kind, baby_id, event_type, start_utc, open, invite_code)
                    SELECT bump.id, r.key, r.record, bump.device, bump.person, r.seq, r.kind, r.baby_id, r.event_type, r.start_utc, r.open, r.invite_code
                      FROM unnest($10::text[], $11::text[], $12::text[], $13::bigint[], $14::text[], $15::text[], $16::text[], $17::timestamptz[],
                                  $18::boolean[], $19::text[])
                                 AS r(household, key, record, seq, kind, baby_id, event_type, start_utc, open, invite_code)
                      JOIN bump ON bump.id = r.household
                """
            if let households { text += "\n     WHERE \(households)" }
            if upsert {
                text += """

                        ON CONFLICT (household, key) DO UPDATE SET record = EXCLUDED.record, device = EXCLUDED.device, person = EXCLUDED.person,
                            seq = EXCLUDED.seq, kind = EXCLUDED.kind, baby_id = EXCLUDED.baby_id, event_type = EXCLUDED.event_type,
                            start_utc = EXCLUDED.start_utc, open = EXCLUDED.open,
                            invite_code = COALESCE(EXCLUDED.invite_code, hush_records.invite_code)
                    """
            }
            return text + "\n)"
        }
    }
}
