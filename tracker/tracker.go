package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
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

// JoinAnd joins names as a player says a list of them, in a refusal or
// the log's words: "Ana", "Ana and Bo", "Ana, Bo and Cy".
func JoinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// TitleIn is k's name for players from a game's table of titles, or k
// itself when the table has none.
func TitleIn[K ~string](titles map[K]string, k K) string {
	if t, ok := titles[k]; ok {
		return t
	}
	return string(k)
}

// UpperFirst is s with its first letter a capital, for words that open a
// sentence, a line or a button: "melee" reads "Melee". ASCII only: the
// words are the app's own.
func UpperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
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
