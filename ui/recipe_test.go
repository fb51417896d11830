package ui_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/lineup"
	"tableside/tracker"
	"tableside/ui"
	"tableside/ui/uitest"
)

// A made-up sixth game, Tally, written as tracker's doc says a game is
// ("Adding a game"), both halves, to prove the recipe: TestGameRecipe
// registers it and plays it through the store and the frame.

// The tracker half. 1: the state, all JSON, with Check and Decode.
type tallyState struct {
	Players []tallyPlayer `json:"players"`
}

type tallyPlayer struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
}

func (s tallyState) Check() error {
	if len(s.Players) < 2 {
		return fmt.Errorf("a tally needs two players or more, not %d", len(s.Players))
	}
	for _, p := range s.Players {
		if p.Points < 0 || p.Points > 999 {
			return fmt.Errorf("%s has %d points; a tally counts 0 to 999", p.Name, p.Points)
		}
	}
	return nil
}

func decodeTally(b []byte) (tallyState, error) {
	return tracker.DecodeChecked[tallyState](b, "the saved tally")
}

// 2: a handler per command, refusing in the player's words.
const kindScore = "score" // stored in logs: never change it

type scoreCmd struct {
	Seat int `json:"seat"`
}

func (s *tallyState) score(a scoreCmd) (string, error) {
	if a.Seat < 0 || a.Seat >= len(s.Players) {
		return "", tracker.Refuse("There is no player %d.", a.Seat+1)
	}
	p := &s.Players[a.Seat]
	if p.Points == 999 {
		return "", tracker.Refuse("%s has 999 points, as many as a tally counts.", p.Name)
	}
	p.Points++
	return fmt.Sprintf("%s: %d -> %d points", p.Name, p.Points-1, p.Points), nil
}

func score(seat int) tracker.Command { return tracker.Cmd(kindScore, scoreCmd{Seat: seat}) }

// 3: the JSONGame, with the game's ID and Title, built once on first use.
var tallyRules = tracker.Once(func() tracker.JSONGame[tallyState, tracker.None] {
	return tracker.JSONGame[tallyState, tracker.None]{
		ID:       "tally", // stored with every campaign: never change it
		Title:    "Tally",
		Decode:   decodeTally,
		Check:    tallyState.Check,
		Commands: []tracker.Op[tallyState, tracker.None]{tracker.OnState(kindScore, (*tallyState).score)},
	}
})

// 4: the Game: the Adapter gives it ID, Title and the store's methods
// from Rules; a piece beside it for each part of the contract the game
// has (here a glance for Share table, from tallyState.Glance).
type tallyGame struct {
	tracker.Adapter[tallyState, tracker.None, tallyGame]
	tracker.GlanceAdapter[tallyState, tracker.None, tallyGame]
}

func (tallyGame) Rules() tracker.JSONGame[tallyState, tracker.None] { return tallyRules() }

func (s tallyState) Glance() tracker.Glance {
	g := tracker.Glance{Title: "Tally"}
	for _, p := range s.Players {
		g.Sections = append(g.Sections, tracker.GlanceSection{Name: p.Name, Stats: []tracker.GlanceStat{tracker.Stat("Points", "%d", p.Points)}})
	}
	return g
}

// 5: its line in the lineup, with a reason for what it goes without.
func tallyEntry() lineup.Entry {
	return lineup.Entry{Screens: tallyScreens{}, Without: map[string]string{
		"CardChecker": "a tally keeps no card library",
		"GuestWriter": "a tally is counted on the host's phone alone",
		"Resulter":    "a tally has no end: it counts until the table stops",
	}}
}

// The screens' half. 1: Screens, whose Setup starts a session and whose
// View draws the committed state, its buttons sending commands.
type tallyScreens struct{}

func (tallyScreens) Game() tracker.Game { return tallyGame{} }

func (tallyScreens) Setup(a *ui.App, c campaign.Campaign) {
	start := widget.NewButton("Start the tally", func() {
		first := tallyState{Players: []tallyPlayer{{Name: "Ana"}, {Name: "Bo"}}}
		b, err := json.Marshal(first)
		if err != nil {
			a.Fail(err)
			return
		}
		a.StartSession(c, b)
	})
	a.Show(container.NewVBox(widget.NewLabel("New tally: "+c.Name), start))
}

func (tallyScreens) Open(p *ui.Play) ui.View { return tallyView{p} }

type tallyView struct{ p *ui.Play }

func (v tallyView) Draw() fyne.CanvasObject {
	box := container.NewVBox()
	s, err := decodeTally(v.p.Session().State)
	if err != nil {
		return widget.NewLabel(err.Error())
	}
	for i, pl := range s.Players {
		box.Add(widget.NewLabel(fmt.Sprintf("%s: %d points", pl.Name, pl.Points)))
		box.Add(widget.NewButton("+1 for "+pl.Name, func() { v.p.Do(score(i)) }))
	}
	return box
}

// TestGameRecipe: a sixth game written by the recipe of tracker's doc
// meets the contract, and once in a lineup the store and the frame play
// it with nothing else added: New campaign offers it, a tap is committed
// and shown, undo takes it back, and the campaign exported comes back
// imported, every action replayed through its rules.
func TestGameRecipe(t *testing.T) {
	entry := tallyEntry()
	if p := entry.Problems(); len(p) > 0 {
		t.Fatalf("the made-up game falls short of the contract: %q", p)
	}
	games := append(lineup.Games(), entry)
	tb := &table{uitest.New(t, phone, games.Screens()...)}

	tb.Tap("New campaign")
	tb.TypeIn("e.g. Friday group", "Tally night")
	tb.Tap("Tally")
	tb.Tap("Create")
	tb.See("New tally: Tally night")
	tb.Tap("Start the tally")
	tb.See("Ana: 0 points")

	tb.Tap("+1 for Ana")
	tb.Tap("+1 for Bo")
	tb.See("Ana: 1 points")
	tb.See("Bo: 1 points")
	tb.See("Undo takes back: Bo: 0 -> 1 points")
	tb.Tap("Undo")
	tb.See("Bo: 0 points")
	tb.See("Ana: 1 points")

	// Kept: the store committed it before the screen showed it.
	tb.Restart()
	tb.Tap("Continue: Tally night")
	tb.See("Ana: 1 points")

	cs, err := tb.S.Store().Campaigns()
	if err != nil || len(cs) != 1 {
		t.Fatalf("campaigns: %+v %v", cs, err)
	}
	var file bytes.Buffer
	tb.S.ShowHome()
	wait(t, tb.S.Export(cs[0], &file, nil))
	tb.See("is saved")
	tb.Dismiss()
	if !strings.Contains(file.String(), `"game": "tally"`) && !strings.Contains(file.String(), `"game":"tally"`) {
		t.Fatalf("the export does not name the game:\n%s", file.String())
	}
	wait(t, tb.S.ImportFrom(bytes.NewReader(file.Bytes())))
	tb.See("Tally night (imported)")
	tb.Dismiss()
	tb.Tap("Tally night (imported)")
	tb.See("Ana: 1 points")
	tb.See("Bo: 0 points")
	// The undone action came too: redo brings it back.
	tb.Tap("Redo")
	tb.See("Bo: 1 points")
}
