package tracker

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// tally is a small game on the adapter: marks on a sheet, at most Max, and
// a game that ends when someone calls it.
type tally struct {
	Marks []int          `json:"marks"`
	Notes map[string]int `json:"notes,omitempty"`
	Best  *int           `json:"best,omitempty"`
	Over  bool           `json:"over,omitempty"`
}

type tallyFacts struct{ Max int }

type markArgs struct {
	N int `json:"n"`
}

func (s *tally) mark(f tallyFacts, a markArgs) (string, error) {
	if len(s.Marks) >= f.Max {
		return "", Refuse("The sheet holds %d marks; it is full.", f.Max)
	}
	s.Marks = append(s.Marks, a.N)
	if len(s.Marks) > 0 {
		s.Marks[0] += 100 // change what is there too, not only append
	}
	if s.Notes == nil {
		s.Notes = map[string]int{}
	}
	s.Notes["marks"]++
	if s.Best != nil && a.N > *s.Best {
		*s.Best = a.N
	}
	return fmt.Sprintf("marked %d", a.N), nil
}

func (s *tally) end(tallyFacts, struct{}) (string, error) {
	s.Over = true
	return "the game ends", nil
}

func decodeTally(b []byte) (tally, error) {
	var s tally
	if err := DecodeState(b, &s, "the sheet"); err != nil {
		return tally{}, err
	}
	return s, checkTally(s)
}

func checkTally(s tally) error {
	if len(s.Marks) > 3 {
		return errors.New("the sheet has more than 3 marks")
	}
	return nil
}

func tallyGame() JSONGame[tally, tallyFacts] {
	return JSONGame[tally, tallyFacts]{
		ID:     "tally",
		Title:  "Tally",
		Decode: decodeTally,
		Check:  checkTally,
		Env:    func(*tally) (tallyFacts, error) { return tallyFacts{Max: 3}, nil },
		Before: func(s *tally) error {
			if s.Over {
				return Refuse("The game is over.")
			}
			return nil
		},
		After: func(s *tally, words string) (string, error) {
			return fmt.Sprintf("%s (%d on the sheet)", words, len(s.Marks)), nil
		},
		Commands: []Op[tally, tallyFacts]{
			On("mark", (*tally).mark),
			On("end", (*tally).end),
		},
	}
}

func markCmd(n int) Command { return Cmd("mark", markArgs{N: n}) }

func TestJSONGameApply(t *testing.T) {
	g := tallyGame()
	next, words, err := g.Apply([]byte(`{"marks":[1]}`), markCmd(5))
	if err != nil || words != "marked 5 (2 on the sheet)" || string(next) != `{"marks":[101,5],"notes":{"marks":1}}` {
		t.Fatalf("got %s %q %v", next, words, err)
	}
	if _, words, err := g.Apply(next, Command{Kind: "end"}); err != nil || words != "the game ends (2 on the sheet)" {
		t.Fatalf("a command without arguments: %q %v", words, err)
	}
}

// TestJSONGameRefuses: what the adapter refuses, it refuses in words, with
// no state and no words for the log.
func TestJSONGameRefuses(t *testing.T) {
	g := tallyGame()
	cases := []struct {
		name, state string
		cmd         Command
		want        string // in the error's words
		refusal     bool
	}{
		{"unknown kind", `{"marks":[]}`, Command{Kind: "erase"}, `does not know the action "erase"`, false},
		{"args of the wrong type", `{"marks":[]}`, Command{Kind: "mark", Args: []byte(`{"n":"two"}`)}, "the mark action cannot be read", false},
		{"unknown field", `{"marks":[]}`, Command{Kind: "mark", Args: []byte(`{"n":2,"colour":"red"}`)}, `unknown field "colour"`, false},
		{"data after the arguments", `{"marks":[]}`, Command{Kind: "mark", Args: []byte(`{"n":2} {}`)}, "the mark action has extra data", false},
		{"arguments for none", `{"marks":[]}`, Command{Kind: "end", Args: []byte(`{"n":2}`)}, "the end action cannot be read", false},
		{"broken state", `{"marks":`, markCmd(1), "the sheet cannot be read", false},
		{"state out of bounds", `{"marks":[1,2,3,4]}`, markCmd(1), "more than 3 marks", false},
		{"rules", `{"marks":[1,2,3]}`, markCmd(1), "it is full", true},
		{"game over", `{"marks":[],"over":true}`, markCmd(1), "The game is over.", true},
		// The arguments are read before Before: a broken command says so.
		{"bad args after the end", `{"marks":[],"over":true}`, Command{Kind: "mark", Args: []byte(`[]`)}, "cannot be read", false},
	}
	for _, c := range cases {
		next, words, err := g.Apply([]byte(c.state), c.cmd)
		if err == nil || next != nil || words != "" {
			t.Errorf("%s: got %s %q %v; want an error alone", c.name, next, words, err)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || IsRefusal(err) != c.refusal {
			t.Errorf("%s: error %q (refusal %v); want %q (refusal %v)", c.name, err, IsRefusal(err), c.want, c.refusal)
		}
	}
}

// TestJSONGamePure: Apply only reads the state's bytes, and ApplyTo leaves
// its typed state as it was, whether the command is accepted or not.
func TestJSONGamePure(t *testing.T) {
	g := tallyGame()
	for _, cmd := range []Command{markCmd(7), markCmd(-1), {Kind: "end"}, {Kind: "erase"}, {Kind: "mark", Args: []byte(`{`)}} {
		for _, state := range []string{`{"marks":[1],"notes":{"marks":1},"best":3}`, `{"marks":[1,2,3]}`} {
			in := []byte(state)
			if _, _, err := g.Apply(in, cmd); err == nil && cmd.Kind == "erase" {
				t.Fatal("an unknown kind was applied")
			}
			if string(in) != state {
				t.Fatalf("%s changed the state's bytes to %s", cmd.Kind, in)
			}
			s, err := decodeTally(in)
			if err != nil {
				t.Fatal(err)
			}
			before, _ := json.Marshal(s)
			typed, words, err := g.ApplyTo(s, cmd)
			after, _ := json.Marshal(s)
			if !bytes.Equal(before, after) {
				t.Fatalf("ApplyTo %s changed its input: %s -> %s", cmd.Kind, before, after)
			}
			next, jwords, jerr := g.Apply(in, cmd)
			got, _ := json.Marshal(typed)
			if (err == nil) != (jerr == nil) || words != jwords || (err == nil && !bytes.Equal(got, next)) {
				t.Fatalf("ApplyTo %s disagrees with Apply: %s %q %v / %s %q %v", cmd.Kind, got, words, err, next, jwords, jerr)
			}
		}
	}
	if _, _, err := g.ApplyTo(tally{Marks: []int{1, 2, 3, 4}}, markCmd(1)); err == nil || !strings.Contains(err.Error(), "more than 3") {
		t.Fatalf("ApplyTo did not check its state: %v", err)
	}
}

// TestJSONGameTable: the kinds and the fuzz seeds follow the table, and
// Validate finds what a game must not ship.
func TestJSONGameTable(t *testing.T) {
	g := tallyGame()
	if got := g.Kinds(); !slices.Equal(got, []string{"mark", "end"}) {
		t.Fatalf("kinds %v", got)
	}
	ex := g.Examples()
	if len(ex) != 2 || ex[0].Kind != "mark" || string(ex[0].Args) != `{"n":0}` || ex[1].Kind != "end" || string(ex[1].Args) != `{}` {
		t.Fatalf("examples %+v", ex)
	}
	for _, c := range ex {
		if _, _, err := g.Apply([]byte(`{"marks":[]}`), c); err != nil {
			t.Errorf("example %s %s: %v", c.Kind, c.Args, err)
		}
	}
	if err := g.Validate(markCmd(1), Command{Kind: "end"}); err != nil {
		t.Fatal(err)
	}
	twice := tallyGame()
	twice.Commands = append(twice.Commands, On("mark", (*tally).mark))
	unnamed := tallyGame()
	unnamed.Commands = append(unnamed.Commands, Op[tally, tallyFacts]{})
	noCheck := tallyGame()
	noCheck.Check = nil
	noID := tallyGame()
	noID.ID = ""
	for _, c := range []struct {
		name string
		err  error
	}{
		{"a kind twice", twice.Validate()},
		{"an Op without kind", unnamed.Validate()},
		{"no Check", noCheck.Validate()},
		{"no ID", noID.Validate()},
		{"a kind not in the table", g.Validate(Command{Kind: "erase"})},
		{"arguments the handler cannot read", g.Validate(Command{Kind: "mark", Args: []byte(`{"count":1}`)})},
	} {
		if c.err == nil {
			t.Errorf("%s: Validate found nothing", c.name)
		}
	}
}

func TestCmd(t *testing.T) {
	if c := Cmd("end", nil); c.Kind != "end" || c.Args != nil {
		t.Fatalf("got %+v", c)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("arguments that cannot be encoded did not panic")
		}
	}()
	Cmd("mark", func() {})
}

// TestOnState: a game whose handlers need nothing but the state.
func TestOnState(t *testing.T) {
	g := JSONGame[tally, None]{
		ID:     "tally",
		Title:  "Tally",
		Decode: decodeTally,
		Check:  checkTally,
		Before: func(s *tally) error {
			if s.Over {
				return Refuse("The game is over.")
			}
			return nil
		},
		Commands: []Op[tally, None]{
			OnState("mark", func(s *tally, a markArgs) (string, error) {
				s.Marks = append(s.Marks, a.N)
				return fmt.Sprintf("marked %d", a.N), nil
			}),
		},
	}
	if next, words, err := g.Apply([]byte(`{"marks":[]}`), markCmd(2)); err != nil || words != "marked 2" || string(next) != `{"marks":[2]}` {
		t.Fatalf("got %s %q %v", next, words, err)
	}
	if _, _, err := g.Apply([]byte(`{"marks":[]}`), Command{Kind: "mark", Args: []byte(`{"x":1}`)}); err == nil || IsRefusal(err) {
		t.Fatalf("bad arguments: %v", err)
	}
	if _, _, err := g.Apply([]byte(`{"marks":[],"over":true}`), markCmd(2)); !IsRefusal(err) {
		t.Fatalf("Before did not run: %v", err)
	}
	if err := g.Validate(markCmd(1)); err != nil {
		t.Fatal(err)
	}
}

// tallyAdapted is a whole Game from the Adapter and its table.
type tallyAdapted struct {
	Adapter[tally, tallyFacts, tallyAdapted]
}

func (tallyAdapted) Rules() JSONGame[tally, tallyFacts] { return tallyGame() }

// TestAdapter: a Game made of the Adapter answers as its table does, on
// every path (bytes, values, runs of steps).
func TestAdapter(t *testing.T) {
	g, rules := tallyAdapted{}, tallyGame()
	if g.ID() != "tally" || g.Title() != "Tally" {
		t.Fatalf("ID and Title: %q %q", g.ID(), g.Title())
	}
	start := []byte(`{"marks":[1]}`)
	want, wantWords, err := rules.Apply(start, markCmd(5))
	if err != nil {
		t.Fatal(err)
	}
	if next, words, err := g.Apply(start, markCmd(5)); err != nil || !bytes.Equal(next, want) || words != wantWords {
		t.Fatalf("Apply: %s %q %v", next, words, err)
	}
	next, v, words, err := g.ApplyValue(start, nil, markCmd(5))
	if err != nil || !bytes.Equal(next, want) || words != wantWords {
		t.Fatalf("ApplyValue: %s %q %v", next, words, err)
	}
	if c, err := g.CopyValue(v); err != nil || !slices.Equal(c.(tally).Marks, v.(tally).Marks) {
		t.Fatalf("CopyValue: %v %v", c, err)
	}
	run, err := g.Steps(start)
	if err != nil {
		t.Fatal(err)
	}
	if next, err := run.Do(markCmd(5)); err != nil || !bytes.Equal(next, want) {
		t.Fatalf("Steps: %s %v", next, err)
	}
	if err := g.CheckState([]byte(`{"marks":[1,2,3,4]}`)); err == nil {
		t.Fatal("CheckState took a sheet of 4 marks")
	}
}

// tallyPieced is tallyAdapted with every optional piece beside the
// Adapter, each answered by a method of tally.
type tallyPieced struct {
	Adapter[tally, tallyFacts, tallyPieced]
	GlanceAdapter[tally, tallyFacts, tallyPieced]
	GuestAdapter[tally, tallyFacts, tallyPieced]
	ResultAdapter[tally, tallyFacts, tallyPieced]
}

func (tallyPieced) Rules() JSONGame[tally, tallyFacts] { return tallyGame() }

func (s tally) Glance() Glance   { return Glance{Title: fmt.Sprintf("%d marks", len(s.Marks))} }
func (s tally) Result() Result   { return Result{Game: "Tally", Over: s.Over} }
func (tally) GuestBoard() string { return "sheet" }
func (s tally) GuestSeats() []GuestSeat {
	return []GuestSeat{{Name: "Sheet", Counters: []GuestCounter{{ID: "marks", Label: "Marks", Value: fmt.Sprint(len(s.Marks))}}}}
}
func (tally) GuestCommand(_ int, _ string, step int) Command { return markCmd(step) }

// TestAdapterPieces: a game is a Glancer, GuestWriter and Resulter by
// the pieces it embeds, and only by them, and each piece answers from the
// stored state.
func TestAdapterPieces(t *testing.T) {
	var bare Game = tallyAdapted{}
	if _, ok := bare.(Glancer); ok {
		t.Error("a game without GlanceAdapter is a Glancer")
	}
	if _, ok := bare.(GuestWriter); ok {
		t.Error("a game without GuestAdapter is a GuestWriter")
	}
	if _, ok := bare.(Resulter); ok {
		t.Error("a game without ResultAdapter is a Resulter")
	}
	g, start := tallyPieced{}, []byte(`{"marks":[1,2],"over":true}`)
	if gl, err := g.Glance(start); err != nil || gl.Title != "2 marks" {
		t.Errorf("Glance: %+v %v", gl, err)
	}
	if r, err := g.Result(start); err != nil || !r.Over {
		t.Errorf("Result: %+v %v", r, err)
	}
	if seats, err := g.GuestSeats(start); err != nil || len(seats) != 1 || seats[0].Counters[0].Value != "2" {
		t.Errorf("GuestSeats: %+v %v", seats, err)
	}
	if cmd, err := g.GuestCommand(start, 0, "marks", -1); err != nil || !bytes.Equal(cmd.Args, markCmd(-1).Args) {
		t.Errorf("GuestCommand: %+v %v", cmd, err)
	}
	for _, bad := range []struct {
		seat    int
		counter string
		step    int
		want    string
	}{{1, "marks", 1, "no sheet 2"}, {0, "marks", 2, "one at a time"}, {0, "ink", 1, `no counter "ink"`}} {
		if _, err := g.GuestCommand(start, bad.seat, bad.counter, bad.step); !IsRefusal(err) || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("seat %d %q %+d: %v; want a refusal with %q", bad.seat, bad.counter, bad.step, err, bad.want)
		}
	}
	for _, err := range []error{ignore(g.Glance([]byte(`{"marks":[1,2,3,4]}`))), ignore(g.Result(nil)), ignore(g.GuestSeats(nil)), ignore(g.GuestCommand(nil, 0, "marks", 1))} {
		if err == nil {
			t.Error("a piece answered for a state Decode refuses")
		}
	}
}

func ignore[V any](_ V, err error) error { return err }
