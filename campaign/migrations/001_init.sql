-- 001: the first schema. Times are Unix nanoseconds (UTC); states and
-- arguments are JSON kept as the game wrote them.

-- Marks the file as Tableside's ("TBLS"), so Open can refuse another app's database.
PRAGMA application_id = 1413631059;

-- AUTOINCREMENT everywhere an ID leaves the store: an ID a screen still
-- holds must never come to mean a newer row.
-- A campaign's last play is its sessions' latest update, derived rather
-- than stored, so a tap writes one row fewer.
CREATE TABLE campaigns (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    name    TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    game    TEXT    NOT NULL,
    created INTEGER NOT NULL
);

-- A session is a cursor into its log: the state in effect is the log row at
-- the cursor (or the starting state at 0), so opening one never reads the
-- log. rev counts every write, so a store can tell another writer moved it.
CREATE TABLE sessions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
    started     INTEGER NOT NULL,
    updated     INTEGER NOT NULL,
    cursor      INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
    rev         INTEGER NOT NULL DEFAULT 0
);
-- No index on sessions.updated: every action changes it, so it would be
-- one more page to write per tap, and the table is small enough to sort.
CREATE INDEX sessions_campaign ON sessions (campaign_id);

-- The starting state, apart from the session row that every action
-- rewrites: inside it, its kilobytes would be rewritten on every tap.
CREATE TABLE session_starts (
    session_id INTEGER PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    state      BLOB    NOT NULL
);

-- One row per applied command and the state it produced. Rows past the
-- session's cursor are the redo branch. Not WITHOUT ROWID: there every seek
-- compares whole rows, and with kilobytes of state each comparison reads
-- overflow pages from disk.
CREATE TABLE log (
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    kind       TEXT    NOT NULL,
    args       TEXT,
    words      TEXT    NOT NULL,
    state      BLOB    NOT NULL,
    at         INTEGER NOT NULL,
    PRIMARY KEY (session_id, seq)
);

-- Stats printed on cards, typed in once at the table.
CREATE TABLE cards (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    game    TEXT    NOT NULL,
    kind    TEXT    NOT NULL,
    name    TEXT    NOT NULL,
    data    TEXT    NOT NULL CHECK (json_valid(data)),
    updated INTEGER NOT NULL,
    UNIQUE (game, kind, name)
);

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
