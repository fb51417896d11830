package valor

import (
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
)

// TestSetupOnTheMap000L170L186: laying Base Camp and the 4 other Starting
// Regions on the app's map ticks the setup's map item (000 L170-177), and
// the Chumps placed on it tick the Chump item (L186), when they come due;
// before that, the map alone ticks nothing.
func TestSetupOnTheMap000L170L186(t *testing.T) {
	s := newGame(t, labSetup("Rowan", "Bjorn"))
	if c, _ := s.current(); c == nil || c.Key != StepMap {
		t.Fatalf("setup starts with %+v, want the map", c)
	}
	tiles := []struct {
		at labyrinth.Pos
		k  labyrinth.TileKind
	}{{pos(2, 0), labyrinth.BaseCamp}, {pos(1, 0), ""}, {pos(2, 1), ""}, {pos(0, 0), labyrinth.Portal}}
	for _, tl := range tiles {
		s = mustApply(t, s, PlaceTile(tl.at, allHalls, tl.k))
		if c, _ := s.current(); c.Key != StepMap {
			t.Fatalf("after %d tiles the map item is no longer due: %s", len(s.Map.Tiles()), c.Key)
		}
	}
	next, words, err := Game{}.Apply(encode(t, s), PlaceTile(pos(1, 1), allHalls, ""))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(words, "the map's setup is done") {
		t.Errorf("000 L172: the fifth tile's words %q do not say the map item is done", words)
	}
	s, _ = Decode(next)
	if c, _ := s.current(); c.Key != StepDecks {
		t.Fatalf("after the starting tiles the checklist is at %s, want the decks", c.Key)
	}
	// A Chump placed before its item is due ticks it when it comes due.
	s = mustApply(t, s, SpawnMinion(imp(), pos(0, 0)))
	if c, _ := s.current(); c.Key != StepDecks {
		t.Fatalf("a Chump ticked the decks item: at %s", c.Key)
	}
	// The run from the decks carries past the Chump item the map has
	// done: one tap for the rest of the setup.
	var keys []string
	for _, it := range s.CardboardRun() {
		keys = append(keys, it.Key)
	}
	if len(keys) < 3 || keys[0] != StepDecks || keys[1] != StepChumps || keys[2] != StepEvents {
		t.Fatalf("the run from the decks: %v", keys)
	}
	if run := mustApply(t, s, TickRun(keys...)); run.Pending != "" {
		t.Fatalf("the run left the setup open: %+v", run.PendingSteps)
	}
	s = mustApply(t, s, Tick(StepDecks))
	if c, _ := s.current(); c == nil || c.Key == StepChumps {
		t.Fatalf("000 L186: the Chump on the map did not tick the Chump item: at %+v", c)
	}
	if !s.StartingMapLaid() {
		t.Error("StartingMapLaid is false with Base Camp and 4 more tiles")
	}
}

// A starting tile corrected after the map item kept the tiles is kept as
// corrected for the next game (000 L172).
func TestStartTilesFollowACorrection000L172(t *testing.T) {
	s := newGame(t, labSetup("Rowan", "Bjorn"))
	for _, p := range []labyrinth.Pos{pos(2, 2), pos(1, 2), pos(2, 1), pos(2, 3), pos(3, 2)} {
		k := labyrinth.TileKind("")
		if p == pos(2, 2) {
			k = labyrinth.BaseCamp
		}
		s = mustApply(t, s, PlaceTile(p, allHalls, k))
	}
	if len(s.StartTiles) != 5 {
		t.Fatalf("start tiles %+v", s.StartTiles)
	}
	s = mustApply(t, s, PlaceTile(pos(3, 2), allHalls, labyrinth.Portal))
	for _, st := range s.StartTiles {
		if st.At == pos(3, 2) && st.Tile != labyrinth.Portal {
			t.Fatalf("the correction was not kept: %+v", st)
		}
	}
}
