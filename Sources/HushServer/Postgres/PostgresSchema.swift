/// The PostgreSQL backend's tables, as numbered migrations run on start (README, Sync). Each server
/// takes an advisory lock first, so servers started together migrate once.
enum PostgresSchema {
    static let migrations: [String] = [
        """
        CREATE TABLE hush_households (id text PRIMARY KEY, seq bigint NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now());
        CREATE TABLE hush_devices (id text PRIMARY KEY, household text NOT NULL REFERENCES hush_households(id), person text NOT NULL,
            token_hash text NOT NULL UNIQUE, created_at text NOT NULL, revoked_at text);
        CREATE TABLE hush_changes (household text NOT NULL REFERENCES hush_households(id), seq bigint NOT NULL, change_id text NOT NULL,
            device text NOT NULL, person text NOT NULL, body text NOT NULL, PRIMARY KEY (household, seq), UNIQUE (household, change_id));
        CREATE TABLE hush_records (household text NOT NULL REFERENCES hush_households(id), key text NOT NULL, record text, device text NOT NULL,
            person text NOT NULL, seq bigint NOT NULL, kind text NOT NULL, baby_id text, event_type text, start_utc timestamptz,
            open boolean NOT NULL DEFAULT false, invite_code text, PRIMARY KEY (household, key));
        CREATE INDEX hush_records_events ON hush_records (household, baby_id, event_type, start_utc);
        CREATE INDEX hush_records_invites ON hush_records (invite_code) WHERE invite_code IS NOT NULL;
        CREATE TABLE hush_conflicts (household text NOT NULL REFERENCES hush_households(id), id text NOT NULL, body text NOT NULL,
            created bigserial, PRIMARY KEY (household, id));
        """,
        // Person ids: a device row from before them keeps NULL and speaks for the person its name named.
        "ALTER TABLE hush_devices ADD COLUMN person_id text;",
        // Every push reads the household's memberships and babies, and a new sleep in progress meets every
        // other open sleep of its baby (``PushContextQuery``): without these, each of those reads went
        // through all of the household's records, so a push got slower as the family's history grew.
        """
        CREATE INDEX hush_records_kinds ON hush_records (household, kind);
        CREATE INDEX hush_records_open ON hush_records (household, baby_id, event_type) WHERE open;
        """,
        // Each statement is planned once for any arguments, perhaps while the tables are empty; with
        // indexes that overlap, such a plan picked the smallest index that begins with the household
        // and read the whole household through it. Events and the other records (memberships, babies,
        // invites, a few per family against thousands of events) now each have an index of their own.
        """
        DROP INDEX hush_records_events;
        CREATE INDEX hush_records_events ON hush_records (household, baby_id, event_type, start_utc) WHERE kind = 'event';
        DROP INDEX hush_records_kinds;
        CREATE INDEX hush_records_kinds ON hush_records (household, kind) WHERE kind <> 'event';
        """,
        // An invite code belongs to one invite on the whole server: the family page and `join` find the
        // household by the code alone. A code several invites carried before this (another household
        // pushing a family's code) stays with the invite of the household registered first, then the
        // lowest household id and key; the others let go of it (their link stops working: make a new one).
        """
        UPDATE hush_records AS r SET invite_code = NULL
         WHERE r.invite_code IS NOT NULL AND EXISTS (
            SELECT 1 FROM hush_records AS o JOIN hush_households AS oh ON oh.id = o.household, hush_households AS rh
             WHERE rh.id = r.household AND o.invite_code = r.invite_code
               AND (oh.created_at, o.household, o.key) < (rh.created_at, r.household, r.key));
        DROP INDEX hush_records_invites;
        CREATE UNIQUE INDEX hush_records_invites ON hush_records (invite_code) WHERE invite_code IS NOT NULL;
        """,
        // Device links (`add device`): the SHA-256 of each code, never the code, so a link made through one
        // server is redeemed through another. Times are the servers' UTC text, compared by the server's clock.
        """
        CREATE TABLE hush_device_links (code_hash text PRIMARY KEY, household text NOT NULL REFERENCES hush_households(id),
            device text NOT NULL, created_at text NOT NULL, expires_at text NOT NULL, used_at text, used_by text);
        """,
        // Every push inserts a change and a record, and each foreign key ran a check of its own for each
        // row: 12% of PostgreSQL's processor time under a push load. The write inserts them only joined to
        // the household rows it has just updated, in the same statement (``PushWrite``;
        // `PushWriteHouseholdTests`), and households are never deleted, so the checks could not fail.
        """
        ALTER TABLE hush_changes DROP CONSTRAINT IF EXISTS hush_changes_household_fkey;
        ALTER TABLE hush_records DROP CONSTRAINT IF EXISTS hush_records_household_fkey;
        """,
        // Ids, keys, kinds and codes compare as bytes: they are ASCII a program made, never words. In
        // the database's own collation (a language's, or C.UTF-8, which PostgreSQL before 17 also
        // compares through the C library) every step of every index search copied both texts and
        // called strcoll; a push's write searches and inserts a dozen times. Bytes order ASCII as
        // C.UTF-8 does. Each index on these columns is rebuilt once, here; the tables are not rewritten.
        """
        ALTER TABLE hush_households ALTER COLUMN id TYPE text COLLATE "C";
        ALTER TABLE hush_devices ALTER COLUMN id TYPE text COLLATE "C", ALTER COLUMN household TYPE text COLLATE "C",
            ALTER COLUMN token_hash TYPE text COLLATE "C";
        ALTER TABLE hush_changes ALTER COLUMN household TYPE text COLLATE "C", ALTER COLUMN change_id TYPE text COLLATE "C";
        ALTER TABLE hush_records ALTER COLUMN household TYPE text COLLATE "C", ALTER COLUMN key TYPE text COLLATE "C",
            ALTER COLUMN kind TYPE text COLLATE "C", ALTER COLUMN baby_id TYPE text COLLATE "C",
            ALTER COLUMN event_type TYPE text COLLATE "C", ALTER COLUMN invite_code TYPE text COLLATE "C";
        ALTER TABLE hush_conflicts ALTER COLUMN household TYPE text COLLATE "C", ALTER COLUMN id TYPE text COLLATE "C";
        ALTER TABLE hush_device_links ALTER COLUMN code_hash TYPE text COLLATE "C", ALTER COLUMN household TYPE text COLLATE "C";
        """,
    ]
}
