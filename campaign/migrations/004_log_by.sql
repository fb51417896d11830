-- 004: who did an action, when it was not the phone holding the game: a
-- guest of Share table who changed their own Hero ("Ana"). '' is the host,
-- so every action written before keeps its meaning. Not "by": a keyword.
ALTER TABLE log ADD COLUMN done_by TEXT NOT NULL DEFAULT '';
