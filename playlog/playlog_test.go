package playlog

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"tableside/tracker"
)

func evening(r tracker.Result) Evening {
	made := time.Date(2026, 10, 1, 18, 0, 0, 0, time.UTC)
	start := time.Date(2026, 11, 22, 19, 5, 30, 0, time.UTC)
	return Evening{GameID: "legends", Campaign: made, Session: start, Start: start, Played: 94*time.Minute + 40*time.Second, Result: r, Zone: time.UTC}
}

// TestPlayFields: the play carries the game, when and how long, and each
// seat with its winner; a co-operative game won by the table marks every
// player, one not over marks none; the same game gives the same id.
func TestPlayFields(t *testing.T) {
	r := tracker.Result{Game: "Village of Legends", Over: true, Words: "Ana wins.", Players: []tracker.ResultPlayer{
		{Name: "Ana", Role: "Knight", Winner: true}, {Name: "Bo", Role: "Bo"}}}
	p := New(evening(r))
	if p.PlayDate != "2026-11-22 19:05:30" || p.DurationMin != 95 || p.SourceName != "Tableside" || p.Comments != "Ana wins." {
		t.Fatalf("play: %+v", p)
	}
	if p.Game != (Game{Name: "Village of Legends", SourceGameID: "tableside-village-of-legends", NoPoints: true}) {
		t.Fatalf("game: %+v", p.Game)
	}
	if a, b := p.Players[0], p.Players[1]; !a.Winner || a.Role != "Knight" || b.Winner || b.Role != "" || b.SourcePlayerID != "bo" {
		t.Fatalf("players: %+v", p.Players)
	}
	if again := New(evening(r)); again.SourcePlayID != p.SourcePlayID || !strings.HasPrefix(p.SourcePlayID, "tableside-") {
		t.Fatalf("the same game sent twice: %q then %q", p.SourcePlayID, again.SourcePlayID)
	}
	e := evening(r)
	e.Session = e.Session.Add(time.Hour)
	if New(e).SourcePlayID == p.SourcePlayID {
		t.Fatal("another game of the campaign has the same id")
	}
	r.Cooperative = true
	for _, pl := range New(evening(r)).Players {
		if pl.Winner {
			t.Fatalf("a co-operative game with one winner marked: %+v", pl)
		}
	}
	r.Players[1].Winner = true
	for _, pl := range New(evening(r)).Players {
		if !pl.Winner {
			t.Fatalf("a co-operative game won: %+v", pl)
		}
	}
	r.Over = false
	for _, pl := range New(evening(r)).Players {
		if pl.Winner {
			t.Fatalf("a game not over has a winner: %+v", pl)
		}
	}
	if New(evening(r)).Comments != "" {
		t.Fatal("a game not over says how it ended")
	}
}

// TestLinkDecodes: the data parameter reads back to the play however the
// page decodes it, a plus sign and an ampersand in a name included.
func TestLinkDecodes(t *testing.T) {
	r := tracker.Result{Game: "Valor & Villainy: Lludwik's Labyrinth", Over: true, Players: []tracker.ResultPlayer{{Name: "Zoë + Ann & co", Role: "Rowan"}}}
	p := New(evening(r))
	link, err := p.Link()
	if err != nil {
		t.Fatal(err)
	}
	data, ok := strings.CutPrefix(link, CreatePlay+"?data=")
	if !ok || strings.ContainsAny(data, "+& \"{") {
		t.Fatalf("link %q", link)
	}
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	path, _ := url.PathUnescape(data)
	for _, got := range []string{u.Query().Get("data"), path} {
		var back Play
		if err := json.Unmarshal([]byte(got), &back); err != nil || back.Players[0].Name != "Zoë + Ann & co" || back.Game.Name != r.Game {
			t.Fatalf("read back %q: %+v %v", got, back, err)
		}
	}
}
