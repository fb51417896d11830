// Package tracker is the game-agnostic core of Tableside: a session's state,
// the commands that change it, and the entries of the log that undo and
// redo walk along (the store, campaign, keeps the log itself).
//
// Every game keeps its own typed state and commands in a sub-package
// (tracker/villains, tracker/valor, ...). Seen from here, and from the store
// in campaign/, a state is an opaque JSON document and a command is a kind
// with JSON arguments. That keeps storage, export and undo free of any one
// game's rules, and lets a bug report carry a state as a plain file.
//
// Nothing here imports Fyne: rules must run, and be tested, without a window.
//
// # Adding a game
//
// A game is one package under tracker/ (tracker/villains is the smallest
// to copy from). The generic adapter, JSONGame, does the decoding,
// checking, dispatch and encoding; the package writes only its rules:
//
//  1. State, a struct that is all JSON (exported fields with tags; no
//     unexported field, which the store could not keep), with Check, which
//     says in words what is out of bounds, and Decode, which is
//     DecodeChecked: read strictly, then checked. Randomness lives in the
//     state as a Rand.
//  2. A handler per command: a method func (s *State) x(env E, a XCmd)
//     (string, error) that changes s in place and returns the log's words,
//     or a Refusal in the player's words. E is what the handlers share
//     besides the state (the rulebook's facts). A game whose handlers need
//     nothing more (tracker/legends) uses None, handlers without the env
//     argument, and OnState in place of On.
//  3. The game's JSONGame, built once on first use by Once
//     (var rules = tracker.Once(...)): Decode, Check, Env, an optional
//     Before (a game that is over refuses everything) and After, and the
//     table of commands, one On(kind, handler) line each. Once plans the
//     Copier of State for it. Nothing changes it after.
//  4. type Game struct{ tracker.Adapter[State, E, Game] }, with ID,
//     Title and Rules, which returns rules(): the Adapter gives Game
//     Apply, CheckState and the rest, from Rules. State.Apply is
//     rules().ApplyTo. Compile-time checks (var _ tracker.Typed = Game{})
//     name every interface the Game meets, each beside what meets it.
//     Add Game{} to the lineup (lineup.Games).
//  5. Tests: TestCommandTable calls the JSONGame's Validate with the
//     commands the constructors build, and FuzzApply seeds itself from its
//     Examples and checks each command with trackertest.CheckApply, so a
//     new command is fuzzed without a list kept by hand.
//
// State copies are never written by hand: a Copier copies exactly what the
// store would keep, as a JSON round trip would, many times faster. Where a
// copy is made in a hot loop (the Labyrinth map the Minion A.I. plans on,
// about 35 times faster by hand), write that one by hand, and say so.
//
// # Adding a command
//
// A command is its handler and one line in the game's table:
//
//	const KindHeal = "heal" // stored in players' logs: never change it
//
//	// HealCmd heals Who for Amount.
//	type HealCmd struct {
//		Who    int `json:"who"`
//		Amount int `json:"amount"`
//	}
//
//	func (s *State) heal(e *env, a HealCmd) (string, error) { ... }
//
//	tracker.On(KindHeal, (*State).heal), // in the table
//
// plus its test. The dispatch, the list of kinds and the fuzz seeds follow
// the table. When the UI sends the command, give it a constructor, a one
// liner over Cmd:
//
//	func Heal(who, amount int) tracker.Command {
//		return tracker.Cmd(KindHeal, HealCmd{Who: who, Amount: amount})
//	}
//
// A kind's string and its arguments' JSON names are stored in players'
// databases and export files: add fields with omitempty, never rename.
package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"
)

// Command is one thing a player did, in the form the log stores it.
type Command struct {
	Kind string          `json:"kind"`
	Args json.RawMessage `json:"args,omitempty"`
}

// Entry is one applied command of a session's log and the state it
// produced, as the store (campaign) keeps it and undo walks along it.
type Entry struct {
	Seq     int       `json:"seq"` // 1-based position in the log
	Command Command   `json:"command"`
	Words   string    `json:"words"`
	State   []byte    `json:"-"`
	At      time.Time `json:"at"`
	// By is who gave the command when it was not the phone holding the
	// game (a guest of Share table); "" is that phone's holder.
	By string `json:"by,omitempty"`
}

// NewCommand encodes typed arguments into a Command.
func NewCommand(kind string, args any) (Command, error) {
	if args == nil {
		return Command{Kind: kind}, nil
	}
	b, err := json.Marshal(args)
	if err != nil {
		return Command{}, fmt.Errorf("encode %s: %w", kind, err)
	}
	return Command{Kind: kind, Args: b}, nil
}

// Game is the rules of one supported game.
//
// Apply must be a pure function: the same state and command always give the
// same next state, words and error. Randomness lives in the state (see Rand),
// so a replay of the log reproduces every roll.
type Game interface {
	// ID is the stable key stored with every campaign ("villains").
	ID() string
	// Title is the game's name as players know it.
	Title() string
	// Apply returns the state after cmd and the words the log shows for it
	// ("Rowan: 7 -> 4 Health"). A command the rules forbid returns a
	// *Refusal that says why, and no state.
	Apply(state []byte, cmd Command) (next []byte, words string, err error)
	// CheckState reports whether a state read from outside (an imported
	// file) is one this game could have produced: every number within its
	// bounds. It returns an error in the player's words.
	CheckState(state []byte) error
}

// Typed is a Game that also hands over its states decoded. The store keeps
// the state a command made in memory, so the next command starts from it
// rather than from its bytes, and gives the screen its own copy to draw:
// without it a tap decoded the same state twice, once to apply the next
// command and once to draw the result.
type Typed interface {
	Game
	// ApplyValue is Apply from state, or from from when it is not nil:
	// state as a previous ApplyValue gave it decoded. from is only read.
	// value is the next state decoded, the caller's own; next is its
	// bytes, as Apply gives them.
	ApplyValue(state []byte, from any, cmd Command) (next []byte, value any, words string, err error)
	// CopyValue is a deep copy of a value ApplyValue gave.
	CopyValue(v any) (any, error)
}

// CardChecker is implemented by a game whose card library entries have
// rules of their own. A library file from another device is checked with it
// before anything is stored, so a card the game's screens would later
// refuse (or silently skip) never enters the library. kind and name are the
// library's; data is the card's JSON. It returns an error in the player's
// words.
type CardChecker interface {
	CheckCard(kind, name string, data []byte) error
}

// Refusal is a command the rules forbid, with the reason in the player's
// words ("Grimhilde has 2 Power; the card costs 3."). It is not a fault of
// the app: the screen shows the message and nothing changes.
type Refusal struct {
	Reason string
}

func (r *Refusal) Error() string { return r.Reason }

// Refuse builds a *Refusal from a format, like fmt.Sprintf.
func Refuse(format string, args ...any) error {
	return &Refusal{Reason: fmt.Sprintf(format, args...)}
}

// IsRefusal reports whether err is (or wraps) a rules refusal.
func IsRefusal(err error) bool {
	var r *Refusal
	return errors.As(err, &r)
}

// Catalog is the set of games the app supports, by ID.
type Catalog map[string]Game

// NewCatalog builds a catalog from games; a repeated ID is a programming
// error and panics at start-up rather than shadowing a game silently.
func NewCatalog(games ...Game) Catalog {
	c := make(Catalog, len(games))
	for _, g := range games {
		if _, dup := c[g.ID()]; dup {
			panic("tracker: game " + g.ID() + " registered twice")
		}
		c[g.ID()] = g
	}
	return c
}

// Lookup finds a game by ID, with an error a player can act on.
func (c Catalog) Lookup(id string) (Game, error) {
	g, ok := c[id]
	if !ok {
		return nil, fmt.Errorf("this version of Tableside does not know the game %q", id)
	}
	return g, nil
}

// Sorted lists the games by title, for menus.
func (c Catalog) Sorted() []Game {
	out := make([]Game, 0, len(c))
	for _, g := range c {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Title() < out[j].Title() })
	return out
}

// applyJSON is the body of JSONGame.Apply: decode the stored state,
// change it in place with do, and encode the result. A freshly decoded state
// belongs to this call alone, so changing it in place needs no copy; on any
// error the half-changed state is dropped and nothing is returned.
func applyJSON[S any](state []byte, decode func([]byte) (S, error), do func(*S) (string, error)) ([]byte, string, error) {
	s, err := decode(state)
	if err != nil {
		return nil, "", err
	}
	words, err := do(&s)
	if err != nil {
		return nil, "", err
	}
	next, err := json.Marshal(s)
	if err != nil {
		return nil, "", err
	}
	return next, words, nil
}
