package trackertest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"tableside/tracker"
)

// Log is a session's history in memory, for a game's tests: the state it
// began from, every command applied since, and a cursor. Entries after the
// cursor are the redo branch; a new command discards them, as every
// editor's undo does. The app keeps the same model in SQLite
// (campaign.Store); a test plays an evening through Log without a
// database.
type Log struct {
	Initial []byte
	Entries []tracker.Entry
	Cursor  int // number of entries in effect; 0 means the initial state
}

// State is the state in effect at the cursor.
func (l *Log) State() []byte {
	if l.Cursor == 0 {
		return l.Initial
	}
	return l.Entries[l.Cursor-1].State
}

// Do applies cmd to the current state. On success the redo branch is dropped
// and the new entry becomes current; on error nothing changes.
func (l *Log) Do(g tracker.Game, cmd tracker.Command, at time.Time) (tracker.Entry, error) {
	next, words, err := g.Apply(l.State(), cmd)
	if err != nil {
		return tracker.Entry{}, err
	}
	e := tracker.Entry{Seq: l.Cursor + 1, Command: cmd, Words: words, State: next, At: at}
	l.Entries = append(l.Entries[:l.Cursor], e)
	l.Cursor++
	return e, nil
}

// CanUndo reports whether there is a command to take back.
func (l *Log) CanUndo() bool { return l.Cursor > 0 }

// CanRedo reports whether an undone command can be applied again.
func (l *Log) CanRedo() bool { return l.Cursor < len(l.Entries) }

// Undo steps back one command; it reports false when there is none.
func (l *Log) Undo() bool {
	if !l.CanUndo() {
		return false
	}
	l.Cursor--
	return true
}

// Redo steps forward one command; it reports false when there is none.
func (l *Log) Redo() bool {
	if !l.CanRedo() {
		return false
	}
	l.Cursor++
	return true
}

// Replay rebuilds a log from an initial state and a list of commands, all of
// which are applied in order through the rules, then sets the cursor, as
// the store checks an imported file: a test replays what it played and
// finds the same table.
func Replay(g tracker.Game, initial []byte, cmds []tracker.Entry, cursor int) (*Log, error) {
	if err := g.CheckState(initial); err != nil {
		return nil, fmt.Errorf("the starting position is not valid: %w", err)
	}
	if cursor < 0 || cursor > len(cmds) {
		return nil, fmt.Errorf("the undo position %d is outside the log of %d actions", cursor, len(cmds))
	}
	l := &Log{Initial: initial}
	for i, c := range cmds {
		if _, err := l.Do(g, c.Command, c.At); err != nil {
			return nil, fmt.Errorf("action %d (%s) cannot be replayed: %w", i+1, c.Command.Kind, err)
		}
	}
	l.Cursor = cursor
	return l, nil
}

// Replays checks that l, replayed through the rules from its start as the
// store replays an imported file, gives every entry again, words and
// state byte for byte, and the same state at the cursor.
func (l *Log) Replays(t testing.TB, g tracker.Game) {
	t.Helper()
	again, err := Replay(g, l.Initial, l.Entries, l.Cursor)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range l.Entries {
		if again.Entries[i].Words != e.Words || !bytes.Equal(again.Entries[i].State, e.State) {
			t.Fatalf("entry %d (%s) differs when replayed", i+1, e.Command.Kind)
		}
	}
	if !bytes.Equal(again.State(), l.State()) {
		t.Fatal("the replay ends at another state")
	}
}

// Play applies cmd, the evening's step-th, at the time at, as the store
// keeps it: read back from its JSON first, so a command that does not
// survive its encoding fails here. It fails t when the rules do not
// accept it, and returns the entry.
func (l *Log) Play(t testing.TB, g tracker.Game, step int, cmd tracker.Command, at time.Time) tracker.Entry {
	t.Helper()
	var stored tracker.Command
	if err := json.Unmarshal(Encode(t, cmd), &stored); err != nil {
		t.Fatal(err)
	}
	e, err := l.Do(g, stored, at)
	if err != nil {
		t.Fatalf("step %d (%s %s): %v", step, stored.Kind, stored.Args, err)
	}
	return e
}
