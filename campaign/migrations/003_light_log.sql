-- 003: a lighter log (issue 13). A log row keeps its command (kind, args,
-- words) and no longer the state it produced; whole states are kept only
-- every K actions, in snapshots. The state at a cursor is the nearest
-- snapshot at or before it (or the session's start) with the commands after
-- it replayed through the game's rules: at most K-1 of them (K is
-- campaign.snapshotEvery). A tap writes a row of some hundred bytes instead
-- of kilobytes.

-- The log without its states. WITHOUT ROWID now that its rows are small:
-- a row lives in its primary key's b-tree, so a tap writes one page of log
-- rather than a table page and an index page. (001 kept the log a rowid
-- table because seeks in a WITHOUT ROWID table compare whole rows; with
-- no state in them, a row fits in a fraction of a page.)
CREATE TABLE log_light (
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    kind       TEXT    NOT NULL,
    args       TEXT,
    words      TEXT    NOT NULL,
    at         INTEGER NOT NULL,
    PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;

-- The whole states kept: the state after action seq. A rowid table, as its
-- rows are kilobytes (see 001's note on the log). state is the game's JSON
-- as is, or a zero byte and the JSON compressed with DEFLATE, which is how
-- the app writes them.
CREATE TABLE snapshots (
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    state      BLOB    NOT NULL,
    PRIMARY KEY (session_id, seq)
);

-- Of the states the old log held, keep every 8th (K when this was
-- written; a later K only moves where new snapshots fall, as the nearest
-- one is looked up, not computed) and the one each session shows now, so a
-- session opens on exactly the state it was left at.
INSERT INTO snapshots (session_id, seq, state)
SELECT l.session_id, l.seq, l.state
FROM log l JOIN sessions s ON s.id = l.session_id
WHERE l.seq % 8 = 0 OR l.seq = s.cursor;

INSERT INTO log_light (session_id, seq, kind, args, words, at)
SELECT session_id, seq, kind, args, words, at FROM log;

DROP TABLE log;
ALTER TABLE log_light RENAME TO log;
