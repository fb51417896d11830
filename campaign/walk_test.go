package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"tableside/tracker"
)

// sumSession is a session of n actions, the i-th adding i, so the
// counter after k of them is sum(k).
func sumSession(t *testing.T, s *Store, name string, n int) int64 {
	t.Helper()
	id := newSession(t, s, newCampaign(t, s, name).ID).ID
	for i := 1; i <= n; i++ {
		do(t, s, id, i)
	}
	return id
}

// walked is every entry WalkStates gives for a session.
func walked(t *testing.T, s *Store, id int64) []tracker.Entry {
	t.Helper()
	var out []tracker.Entry
	if err := s.WalkStates(id, func(e tracker.Entry) error {
		out = append(out, e)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// WalkStates gives the start and every state after it, in order, up to
// the cursor: the states an undo to each point rebuilds, snapshots and
// replays alike, with each entry's words; undone actions are left out.
func TestWalkStatesUpToTheCursor(t *testing.T) {
	s, path := newStore(t)
	const n = 2*snapshotEvery + 3
	id := sumSession(t, s, "Walk", n)
	for range 2 {
		if _, err := s.Undo(id); err != nil {
			t.Fatal(err)
		}
	}
	// A fresh store: nothing it remembers helps.
	s.Close()
	s = openAt(t, path)
	got := walked(t, s, id)
	if len(got) != n-2+1 {
		t.Fatalf("%d states walked; want the start and %d actions", len(got), n-2)
	}
	for i, e := range got {
		if e.Seq != i || count(t, e.State) != sum(i) {
			t.Fatalf("state %d: seq %d counter %s", i, e.Seq, e.State)
		}
		if want := stateAtNow(t, s, id, i); !bytes.Equal(e.State, want) {
			t.Fatalf("state %d: walked %s, an undo there gives %s", i, e.State, want)
		}
		if i > 0 && (e.Command.Kind != "add" || e.Words == "") {
			t.Fatalf("entry %d: %+v", i, e)
		}
	}
}

// An error from fn stops the walk and comes back as is.
func TestWalkStatesStopsOnError(t *testing.T) {
	s, _, ss := played(t, "Stop", 1, 2, 3)
	id := ss.ID
	stop := errors.New("enough")
	calls := 0
	err := s.WalkStates(id, func(e tracker.Entry) error {
		calls++
		if e.Seq == 1 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || calls != 2 {
		t.Fatalf("err %v after %d calls", err, calls)
	}
	if err := s.WalkStates(999, func(tracker.Entry) error { return nil }); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a missing session: %v", err)
	}
}

// A log row gone missing is damage, said in words, not a short walk.
func TestWalkStatesSeesAGap(t *testing.T) {
	s, _, ss := played(t, "Gap", 1, 2, 3)
	id := ss.ID
	if _, err := s.db.Exec(`DELETE FROM log WHERE session_id = ? AND seq = 2`, id); err != nil {
		t.Fatal(err)
	}
	err := s.WalkStates(id, func(tracker.Entry) error { return nil })
	wantErr(t, err, "Action 2 of this session is missing")
}

// stepCounter is the counter game as a tracker.Stepper: its runs keep the
// number in memory, and count how many runs were started.
type stepCounter struct {
	counterGame
	runs *int
}

func (g stepCounter) Steps(state []byte) (tracker.Steps, error) {
	*g.runs++
	var s counterState
	if err := json.Unmarshal(state, &s); err != nil {
		return nil, err
	}
	return &counterRun{s: s}, nil
}

type counterRun struct{ s counterState }

func (r *counterRun) Do(cmd tracker.Command) ([]byte, error) {
	var a addArgs
	if err := json.Unmarshal(cmd.Args, &a); err != nil {
		return nil, err
	}
	if a.N == 1000 {
		panic("unlucky")
	}
	r.s.N += a.N
	return json.Marshal(r.s)
}

// A Stepper's states come from its runs, a run from each snapshot on, and
// are the states the log gives; a panic in a run is an error in words.
func TestWalkStatesWithAStepper(t *testing.T) {
	runs := 0
	s, err := Open(filepath.Join(t.TempDir(), "t.db"), tracker.NewCatalog(stepCounter{runs: &runs}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	const n = 2*snapshotEvery + 3
	id := sumSession(t, s, "Steps", n)
	runs = 0
	got := walked(t, s, id)
	if len(got) != n+1 || runs != 3 {
		t.Fatalf("%d states in %d runs; want %d in one run a snapshot and one from the start", len(got), runs, n+1)
	}
	for i, e := range got {
		if count(t, e.State) != sum(i) {
			t.Fatalf("state %d: %s", i, e.State)
		}
	}
	do(t, s, id, 1000, 1) // the rules' Apply takes it; the run panics
	// The step is skipped, as today's rules refuse it, and said to be;
	// the walk goes on from the state before it, in a new run.
	got = walked(t, s, id)
	if len(got) != n+3 || count(t, got[n+1].State) != sum(n) || count(t, got[n+2].State) != sum(n)+1 {
		t.Fatalf("walked %d states, the last two %s %s", len(got), got[n+1].State, got[n+2].State)
	}
	wantErr(t, errors.New(got[n+1].Words), "(skipped: this version's rules refuse it. The rules could not follow it (unlucky))")
}
