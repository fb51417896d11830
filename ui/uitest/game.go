package uitest

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/ui"
	"tableside/ui/kit"
)

// What every game's tests ask of the store and the screen alike.

// Game is a test table with one game's screens, whose committed state it
// reads back with the game's decode: what each game's tests build on.
type Game[S any] struct {
	*Table
	decode func([]byte) (S, error)
}

// NewGame opens a table at size with screens (the game's first), reading
// the game's state with decode.
func NewGame[S any](t testing.TB, size fyne.Size, decode func([]byte) (S, error), screens ...ui.Screens) Game[S] {
	t.Helper()
	return Game[S]{New(t, size, screens...), decode}
}

// State is the committed state of the latest session, decoded.
func (g Game[S]) State() S {
	g.T.Helper()
	return State(g.Table, g.decode)
}

// State is the committed state of the latest session, read back through
// the store and decoded by the game's decode: what a test checks a tap
// did.
func State[S any](tb *Table, decode func([]byte) (S, error)) S {
	tb.T.Helper()
	sess, ok, err := tb.S.Store().Latest()
	if err != nil || !ok {
		tb.T.Fatalf("no session: %v", err)
	}
	st, err := decode(sess.State)
	if err != nil {
		tb.T.Fatal(err)
	}
	return st
}

// NewCampaign makes a campaign of game (its ID) named name.
func (tb *Table) NewCampaign(name, game string) campaign.Campaign {
	tb.T.Helper()
	c, err := tb.S.Store().CreateCampaign(name, game)
	if err != nil {
		tb.T.Fatal(err)
	}
	return c
}

// SaveCard puts card into game's card library directly, as kind named
// name: a factory, where a test is not about the editor.
func (tb *Table) SaveCard(game, kind, name string, card any) {
	tb.T.Helper()
	b, err := json.Marshal(card)
	if err != nil {
		tb.T.Fatal(err)
	}
	if _, err := tb.S.Store().SaveCard(campaign.Card{Game: game, Kind: kind, Name: name, Data: b}); err != nil {
		tb.T.Fatal(err)
	}
}

// TallChecks are the check lines (kit.TallCheck) worded label, in screen
// order, on the top sheet when one is open; the test fails when there are
// none.
func (tb *Table) TallChecks(label string) []*kit.TallCheck {
	tb.T.Helper()
	var out []*kit.TallCheck
	for _, r := range tb.Roots() {
		for _, o := range test.LaidOutObjects(r) {
			if c, ok := o.(*kit.TallCheck); ok && c.TouchLabel() == "check box "+label {
				out = append(out, c)
			}
		}
	}
	if len(out) == 0 {
		tb.T.Fatalf("no check line %q on screen", label)
	}
	return out
}

// Exact is the n-th button (from 0) worded exactly text, on the top sheet
// when one is open: rows of numbers share their words, which Button's
// prefix would confuse ("1" and "10").
func (tb *Table) Exact(text string, n int) *widget.Button {
	tb.T.Helper()
	var hits []*widget.Button
	for _, r := range tb.Roots() {
		for _, o := range test.LaidOutObjects(r) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				hits = append(hits, b)
			}
		}
	}
	if len(hits) <= n {
		tb.T.Fatalf("only %d buttons %q", len(hits), text)
	}
	return hits[n]
}
