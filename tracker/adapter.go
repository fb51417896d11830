package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
)

// JSONGame is the generic adapter between the store and a game whose state
// S and whose commands' arguments are JSON: it decodes and checks the
// state, finds the command's handler by its kind, decodes the arguments
// into the handler's own type, runs it and encodes the result. A game fills
// one in, and Adapter gives its Game type Apply, CheckState and the rest
// from it; see the package doc for the recipe.
//
// E is what every handler is given besides the state, worked out once per
// command by Env: the rulebook's facts, say. A game whose handlers need
// nothing uses None, and registers them with OnState.
//
// A game builds its JSONGame once, on first use, with Once (legends.rules,
// say), and hands it to its Game through Adapter. Nothing can change the
// table after: the func Once returns is the only way to it. Built once,
// the table and its Copier cost nothing per command; built anew for every
// try of a command, they were most of what a drawing of a board allocated.
type JSONGame[S, E any] struct {
	// ID is the key stored with every campaign (Game.ID): never change it.
	ID string
	// Title is the game's name as players know it (Game.Title).
	Title string
	// Decode reads a saved state strictly (DecodeState) and checks it.
	Decode func([]byte) (S, error)
	// Check reports whether a state in memory is one the game could have
	// produced, in the player's words; ApplyTo calls it first.
	Check func(S) error
	// Env works out what the handlers are given; nil gives them E's zero
	// value.
	Env func(*S) (E, error)
	// Before, when set, runs once a command's arguments are read and
	// before its handler: a game that is over refuses every command here.
	Before func(*S) error
	// After, when set, runs after a handler accepted a command, with its
	// words: it may add to them, or refuse the command after all.
	After func(s *S, words string) (string, error)
	// Clone is ApplyTo's deep copy: a Copier's Clone, planned once for S.
	// Once sets it when the game leaves it nil; nil otherwise plans a
	// Copier on every copy, which only a test's small table can afford.
	Clone func(S) (S, error)
	// Commands is the table of the game's commands, one Op a kind. The
	// dispatch, Kinds and the fuzz tests' seeds all come from it.
	Commands []Op[S, E]
}

// None is the E of a game whose handlers need nothing besides the state.
type None struct{}

// Op is one kind of command in a JSONGame's table: the kind, as stored in
// the log, and the handler that applies it.
type Op[S, E any] struct {
	kind    string
	handler handler[S, E]
}

// handler is a handler that knows its arguments' type. The two kinds of
// handler are func types, which an interface holds without allocating, so
// building a table costs no more than its slice.
type handler[S, E any] interface {
	run(s *S, env E, cmd Command, before func(*S) error) (string, error)
	example() json.RawMessage
}

// On pairs kind with its handler. A is the type the command's arguments
// decode into, strictly (DecodeArgs): an unknown field is refused, and no
// arguments leave A at its zero value. The handler changes the state in
// place and returns the words the log shows, or an error (a *Refusal when
// the rules forbid the command); on an error the state is thrown away.
func On[S, E, A any](kind string, h func(s *S, env E, args A) (string, error)) Op[S, E] {
	return Op[S, E]{kind: kind, handler: envHandler[S, E, A](h)}
}

// OnState is On for a game whose handlers need nothing but the state: its
// E is None, and its handlers do without that argument.
func OnState[S, A any](kind string, h func(s *S, args A) (string, error)) Op[S, None] {
	return Op[S, None]{kind: kind, handler: stateHandler[S, A](h)}
}

// Kind is the kind the Op handles.
func (o Op[S, E]) Kind() string { return o.kind }

type envHandler[S, E, A any] func(*S, E, A) (string, error)

func (h envHandler[S, E, A]) run(s *S, env E, cmd Command, before func(*S) error) (string, error) {
	args, err := readArgs[S, A](s, cmd, before)
	if err != nil {
		return "", err
	}
	return h(s, env, args)
}

func (envHandler[S, E, A]) example() json.RawMessage { return exampleArgs[A]() }

type stateHandler[S, A any] func(*S, A) (string, error)

func (h stateHandler[S, A]) run(s *S, _ None, cmd Command, before func(*S) error) (string, error) {
	args, err := readArgs[S, A](s, cmd, before)
	if err != nil {
		return "", err
	}
	return h(s, args)
}

func (stateHandler[S, A]) example() json.RawMessage { return exampleArgs[A]() }

// readArgs decodes the command's arguments, then runs before: a command
// that cannot be read says so even when the game is over.
func readArgs[S, A any](s *S, cmd Command, before func(*S) error) (A, error) {
	var args A
	if err := DecodeArgs(cmd, &args); err != nil {
		return args, err
	}
	if before != nil {
		if err := before(s); err != nil {
			return args, err
		}
	}
	return args, nil
}

// exampleArgs is A's zero value as JSON: well-formed arguments that name
// every field, which a fuzzer can start from.
func exampleArgs[A any]() json.RawMessage {
	var a A
	b, err := json.Marshal(a)
	if err != nil {
		return nil
	}
	return b
}

// CheckState reports whether state is one the game could have produced.
func (g JSONGame[S, E]) CheckState(state []byte) error {
	_, err := g.Decode(state)
	return err
}

// Apply decodes state, applies cmd and encodes the result: the body of a
// Game's Apply. state is only read.
func (g JSONGame[S, E]) Apply(state []byte, cmd Command) ([]byte, string, error) {
	return applyJSON(state, g.Decode, func(s *S) (string, error) { return g.Do(s, cmd) })
}

// ApplyValue is Apply for a Typed game: from is a state S decoded, or
// nil to decode state. The result equals Apply's: ApplyTo's copy keeps
// exactly what the encoding keeps.
func (g JSONGame[S, E]) ApplyValue(state []byte, from any, cmd Command) ([]byte, any, string, error) {
	s, ok := from.(S)
	if !ok {
		var err error
		if s, err = g.Decode(state); err != nil {
			return nil, nil, "", err
		}
	}
	next, words, err := g.ApplyTo(s, cmd)
	if err != nil {
		return nil, nil, "", err
	}
	b, err := json.Marshal(next)
	if err != nil {
		return nil, nil, "", err
	}
	return b, next, words, nil
}

// CopyValue copies a state ApplyValue gave, for a Typed game.
func (g JSONGame[S, E]) CopyValue(v any) (any, error) {
	s, ok := v.(S)
	if !ok {
		return nil, fmt.Errorf("a %T is not a state of this game", v)
	}
	return g.Copy(s)
}

// Copy is a deep copy of s: g.Clone, or a Copier planned for this copy
// when the game has none. A query that tries a command on a copy of the
// state uses it.
func (g JSONGame[S, E]) Copy(s S) (S, error) {
	if g.Clone != nil {
		return g.Clone(s)
	}
	return NewCopier[S]().Clone(s)
}

// ApplyTo is the typed form of Apply: s is checked, then copied (Clone),
// so that s is left as it was, and the copy is changed and returned.
func (g JSONGame[S, E]) ApplyTo(s S, cmd Command) (S, string, error) {
	var zero S
	if err := g.Check(s); err != nil {
		return zero, "", err
	}
	c, err := g.Copy(s)
	if err != nil {
		return zero, "", err
	}
	words, err := g.Do(&c, cmd)
	if err != nil {
		return zero, "", err
	}
	return c, words, nil
}

// Do applies cmd to s in place. On an error s may be half changed, and
// the callers throw it away.
func (g JSONGame[S, E]) Do(s *S, cmd Command) (string, error) {
	var env E
	if g.Env != nil {
		var err error
		if env, err = g.Env(s); err != nil {
			return "", err
		}
	}
	op, ok := g.op(cmd.Kind)
	if !ok {
		return "", fmt.Errorf("this version of Tableside does not know the action %q", cmd.Kind)
	}
	words, err := op.handler.run(s, env, cmd, g.Before)
	if err != nil || g.After == nil {
		return words, err
	}
	return g.After(s, words)
}

// op finds kind's Op. A scan: a table of some dozens of kinds is searched
// faster than a map could be built for each command.
func (g JSONGame[S, E]) op(kind string) (Op[S, E], bool) {
	for _, o := range g.Commands {
		if o.kind == kind {
			return o, true
		}
	}
	return Op[S, E]{}, false
}

// Kinds lists the kinds of the game's commands, in the table's order.
func (g JSONGame[S, E]) Kinds() []string {
	out := make([]string, len(g.Commands))
	for i, o := range g.Commands {
		out[i] = o.kind
	}
	return out
}

// Examples is one command of each kind, its arguments the zero value of
// the handler's type: seeds for the fuzz tests that follow the table.
func (g JSONGame[S, E]) Examples() []Command {
	out := make([]Command, len(g.Commands))
	for i, o := range g.Commands {
		out[i] = Command{Kind: o.kind, Args: o.handler.example()}
	}
	return out
}

// Validate reports a table a game must not ship: no ID or Title, an
// empty kind, a kind twice, a missing Decode or Check. Each of cmds
// (commands a game's constructors build) must be of a kind in the table,
// with arguments its handler reads. A game's tests call it.
func (g JSONGame[S, E]) Validate(cmds ...Command) error {
	if g.ID == "" || g.Title == "" {
		return errors.New("the game has no ID or no Title")
	}
	if g.Decode == nil || g.Check == nil {
		return errors.New("the game has no Decode or no Check")
	}
	seen := make(map[string]bool, len(g.Commands))
	for i, o := range g.Commands {
		switch {
		case o.kind == "" || o.handler == nil:
			return fmt.Errorf("command %d of the table has no kind or no handler", i)
		case seen[o.kind]:
			return fmt.Errorf("the kind %q is in the table twice", o.kind)
		}
		seen[o.kind] = true
	}
	for _, c := range cmds {
		op, ok := g.op(c.Kind)
		if !ok {
			return fmt.Errorf("the kind %q is not in the table", c.Kind)
		}
		var s S
		var env E
		reject := errors.New("read")
		// Before stops the run once the arguments are read: no handler runs.
		if _, err := op.handler.run(&s, env, c, func(*S) error { return reject }); !errors.Is(err, reject) {
			return fmt.Errorf("%s %s: %v", c.Kind, c.Args, err)
		}
	}
	return nil
}

// Cmd builds a Command from arguments of a game's own types, which always
// encode: an error is a programming fault and panics. It is the body of a
// game's command constructors (valor.Damage, say).
func Cmd(kind string, args any) Command {
	c, err := NewCommand(kind, args)
	if err != nil {
		panic("tracker: " + err.Error())
	}
	return c
}

// Once returns a game's table, built by build on first use and never
// changed after, with a Copier planned for S as its Clone when build
// leaves that nil: the game's rules func.
//
//	var rules = tracker.Once(func() tracker.JSONGame[State, tracker.None] {
//		return tracker.JSONGame[State, tracker.None]{ ... }
//	})
func Once[S, E any](build func() JSONGame[S, E]) func() JSONGame[S, E] {
	return sync.OnceValue(func() JSONGame[S, E] {
		g := build()
		if g.Clone == nil {
			g.Clone = NewCopier[S]().Clone
		}
		return g
	})
}

// Table is a game's JSONGame seen from Adapter: Rules returns the game's
// table, built once.
type Table[S, E any] interface {
	Rules() JSONGame[S, E]
}

// Adapter is the part of a Game that every game built on a JSONGame
// shares: ID and Title, CheckState and Apply (Game), ApplyValue and
// CopyValue (Typed) and Steps (Stepper), each handed to T's Rules. A game
// embeds it in its Game, which is T, and adds Rules and what else is the
// game's own:
//
//	type Game struct {
//		tracker.Adapter[State, tracker.None, Game]
//	}
//
//	func (Game) Rules() tracker.JSONGame[State, tracker.None] { return rules() }
//
// It has no fields, so Game{} is a whole game.
//
// The optional interfaces a game's state can answer have a piece each,
// embedded beside the Adapter: GlanceAdapter (Glancer), GuestAdapter
// (GuestWriter) and ResultAdapter (Resulter), each taking its answer from
// a method of S of the same name. A game that has no such method leaves
// the piece out, and so is not that interface: the lineup's contract test
// sees what each game has from its type alone.
type Adapter[S, E any, T Table[S, E]] struct{}

// Every Game built on the Adapter is Typed and a Stepper, whatever its
// state and table: checked here once, as the package builds, for all of
// them.
func _[S, E any, T Table[S, E]]() {
	var _ Typed = Adapter[S, E, T]{}
	var _ Stepper = Adapter[S, E, T]{}
}

func (Adapter[S, E, T]) rules() JSONGame[S, E] {
	var t T
	return t.Rules()
}

// ask decodes state with T's table, then asks the state q: the body of
// the Adapter's optional pieces' methods.
func ask[S, E any, T Table[S, E], R any](state []byte, q func(S) R) (R, error) {
	var t T
	s, err := t.Rules().Decode(state)
	if err != nil {
		var zero R
		return zero, err
	}
	return q(s), nil
}

// ID is the key stored with every campaign, the table's ID (Game).
func (a Adapter[S, E, T]) ID() string { return a.rules().ID }

// Title is the game's name, the table's Title (Game).
func (a Adapter[S, E, T]) Title() string { return a.rules().Title }

// CheckState reports whether state is a valid saved game (Game).
func (a Adapter[S, E, T]) CheckState(state []byte) error { return a.rules().CheckState(state) }

// Apply decodes state, applies cmd and encodes the result (Game). A
// command the rules forbid returns a *Refusal and no state.
func (a Adapter[S, E, T]) Apply(state []byte, cmd Command) ([]byte, string, error) {
	return a.rules().Apply(state, cmd)
}

// ApplyValue is Apply from a state decoded (Typed).
func (a Adapter[S, E, T]) ApplyValue(state []byte, from any, cmd Command) ([]byte, any, string, error) {
	return a.rules().ApplyValue(state, from, cmd)
}

// CopyValue copies a state ApplyValue gave (Typed).
func (a Adapter[S, E, T]) CopyValue(v any) (any, error) { return a.rules().CopyValue(v) }

// Steps starts a run of commands from state, decoded once (Stepper).
func (a Adapter[S, E, T]) Steps(state []byte) (Steps, error) { return a.rules().Steps(state) }
