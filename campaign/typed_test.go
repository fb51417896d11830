package campaign

import (
	"path/filepath"
	"testing"

	"tableside/tracker"
)

// typedGame is the counter as a tracker.Typed game (tapGame) that counts,
// in fromValue, the commands that started from the value the store kept.
type typedGame struct {
	tapGame
	fromValue *int
}

func (g typedGame) ApplyValue(b []byte, from any, c tracker.Command) ([]byte, any, string, error) {
	if _, ok := from.(counterState); ok {
		*g.fromValue++
	}
	return g.tapGame.ApplyValue(b, from, c)
}

// TestTypedGameKeepsItsValue: a Typed game's next command starts from the
// state the last one made, not from its bytes, and the screen gets a copy
// of its own: changing it changes nothing stored. After an undo the
// store decodes again.
func TestTypedGameKeepsItsValue(t *testing.T) {
	var fromValue int
	s, err := open(filepath.Join(t.TempDir(), "typed.db"), tracker.NewCatalog(typedGame{fromValue: &fromValue}), options{noSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c := newCampaign(t, s, "Typed")
	ss, err := s.StartSession(c.ID, []byte(`{"n":0,"pad":["a"]}`))
	if err != nil {
		t.Fatal(err)
	}
	ss = do(t, s, ss.ID, 1)
	if fromValue != 0 {
		t.Fatal("the first command after opening started from a value the store cannot have")
	}
	shown, ok := ss.Decoded().(counterState)
	if !ok || shown.N != 1 {
		t.Fatalf("Decoded gave %#v after the first command", ss.Decoded())
	}
	shown.Pad[0] = "changed by the screen"
	ss = do(t, s, ss.ID, 2)
	if fromValue != 1 {
		t.Fatalf("%d commands started from the kept value, want 1", fromValue)
	}
	if string(ss.State) != `{"n":3,"pad":["a"]}` {
		t.Fatalf("stored %s: the screen's copy leaked into the store", ss.State)
	}
	if ss, err = s.Undo(ss.ID); err != nil {
		t.Fatal(err)
	}
	if ss.Decoded() != nil {
		t.Fatal("Undo handed out a value it did not make")
	}
	ss = do(t, s, ss.ID, 5)
	if fromValue != 1 || count(t, ss.State) != 6 {
		t.Fatalf("after an undo: %d from the value, state %s", fromValue, ss.State)
	}
}
