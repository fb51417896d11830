-- A session may play a game other than its campaign's: a campaign book kept
-- beside the evenings (Lludwik's Labyrinth's Base Camp book). NULL is the
-- campaign's own game, so every session written before keeps its meaning.
ALTER TABLE sessions ADD COLUMN game TEXT;
