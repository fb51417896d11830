package playlog_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"tableside/playlog"
	"tableside/tracker"
)

// minionsOfMordak is a Minions of Mordak evening won by the Villain
// player, the example ExampleNew prints and docs/log-a-play.md shows.
func minionsOfMordak() playlog.Play {
	r := tracker.Result{
		Game: "Valor & Villainy: Minions of Mordak", Over: true,
		Words: "Game over: Mordak won (as the Mission says).",
		Players: []tracker.ResultPlayer{
			{Name: "Ana", Role: "Rowan"}, {Name: "Bo", Role: "Bjorn"}, {Name: "Gwen", Role: "Gwen"},
			{Name: "Vera", Role: "Mordak", Winner: true},
		},
	}
	return playlog.New(playlog.Evening{
		GameID:   "valor",
		Campaign: time.Date(2026, 11, 1, 18, 30, 0, 0, time.UTC),
		Session:  time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC),
		Start:    time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC),
		Played:   35 * time.Minute,
		Result:   r,
		Zone:     time.UTC,
	})
}

// indented is the play's JSON as docs/log-a-play.md shows it, indented
// for reading.
func indented(play playlog.Play) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	err := enc.Encode(play)
	return b.Bytes(), err
}

// A Minions of Mordak evening won by the Villain player: the play as
// Tableside sends it, the JSON indented here for reading (the link holds
// it compact), and the link. docs/log-a-play.md shows the same
// (TestDocShowsTheExample).
func ExampleNew() {
	play := minionsOfMordak()
	b, err := indented(play)
	if err != nil {
		fmt.Println(err)
	}
	os.Stdout.Write(b)
	link, _ := play.Link()
	fmt.Println(link)
	// Output:
	// {
	//   "sourceName": "Tableside",
	//   "sourcePlayId": "tableside-3b37b4489c403ef6",
	//   "playDate": "2026-11-22 20:00:00",
	//   "durationMin": 35,
	//   "game": {
	//     "name": "Valor & Villainy: Minions of Mordak",
	//     "sourceGameId": "tableside-valor-villainy-minions-of-mordak",
	//     "noPoints": true
	//   },
	//   "players": [
	//     {
	//       "name": "Ana",
	//       "sourcePlayerId": "ana",
	//       "role": "Rowan",
	//       "winner": false
	//     },
	//     {
	//       "name": "Bo",
	//       "sourcePlayerId": "bo",
	//       "role": "Bjorn",
	//       "winner": false
	//     },
	//     {
	//       "name": "Gwen",
	//       "sourcePlayerId": "gwen",
	//       "winner": false
	//     },
	//     {
	//       "name": "Vera",
	//       "sourcePlayerId": "vera",
	//       "role": "Mordak",
	//       "winner": true
	//     }
	//   ],
	//   "comments": "Game over: Mordak won (as the Mission says)."
	// }
	// https://app.bgstatsapp.com/createPlay.html?data=%7B%22sourceName%22%3A%22Tableside%22%2C%22sourcePlayId%22%3A%22tableside-3b37b4489c403ef6%22%2C%22playDate%22%3A%222026-11-22%2020%3A00%3A00%22%2C%22durationMin%22%3A35%2C%22game%22%3A%7B%22name%22%3A%22Valor%20%26%20Villainy%3A%20Minions%20of%20Mordak%22%2C%22sourceGameId%22%3A%22tableside-valor-villainy-minions-of-mordak%22%2C%22noPoints%22%3Atrue%7D%2C%22players%22%3A%5B%7B%22name%22%3A%22Ana%22%2C%22sourcePlayerId%22%3A%22ana%22%2C%22role%22%3A%22Rowan%22%2C%22winner%22%3Afalse%7D%2C%7B%22name%22%3A%22Bo%22%2C%22sourcePlayerId%22%3A%22bo%22%2C%22role%22%3A%22Bjorn%22%2C%22winner%22%3Afalse%7D%2C%7B%22name%22%3A%22Gwen%22%2C%22sourcePlayerId%22%3A%22gwen%22%2C%22winner%22%3Afalse%7D%2C%7B%22name%22%3A%22Vera%22%2C%22sourcePlayerId%22%3A%22vera%22%2C%22role%22%3A%22Mordak%22%2C%22winner%22%3Atrue%7D%5D%2C%22comments%22%3A%22Game%20over%3A%20Mordak%20won%20%28as%20the%20Mission%20says%29.%22%7D
}

// TestDocShowsTheExample: docs/log-a-play.md's example JSON and link are
// what Tableside sends for ExampleNew's evening, so the page players and
// BG Stats' matching read cannot drift from the code.
func TestDocShowsTheExample(t *testing.T) {
	doc, err := os.ReadFile("../docs/log-a-play.md")
	if err != nil {
		t.Fatal(err)
	}
	_, example, ok := strings.Cut(string(doc), "## An example")
	if !ok {
		t.Fatal("docs/log-a-play.md has no example")
	}
	play := minionsOfMordak()
	want, err := indented(play)
	if err != nil {
		t.Fatal(err)
	}
	link, err := play.Link()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(example, "```json\n"+string(want)+"```\n") {
		t.Errorf("the doc's JSON block is not the example's:\n%s", want)
	}
	if !strings.Contains(example, "```\n"+link+"\n```") {
		t.Errorf("the doc's link is not the example's:\n%s", link)
	}
	if n := fmt.Sprintf("(%d characters;", len(link)); !strings.Contains(example, n) {
		t.Errorf("the doc does not give the link's length as %s", n)
	}
}
