package playlog_test

import (
	"encoding/json"
	"fmt"
	"os"
	"time"

	"tableside/playlog"
	"tableside/tracker"
)

// A Minions of Mordak evening won by the Villain player: the play as
// Tableside sends it, the JSON indented here for reading (the link holds
// it compact), and the link's start. docs/log-a-play.md shows the same.
func ExampleNew() {
	r := tracker.Result{
		Game: "Valor & Villainy: Minions of Mordak", Over: true,
		Words: "Game over: Mordak won (as the Mission says).",
		Players: []tracker.ResultPlayer{
			{Name: "Ana", Role: "Rowan"}, {Name: "Bo", Role: "Bjorn"}, {Name: "Gwen", Role: "Gwen"},
			{Name: "Vera", Role: "Mordak", Winner: true},
		},
	}
	play := playlog.New(playlog.Evening{
		GameID:   "valor",
		Campaign: time.Date(2026, 11, 1, 18, 30, 0, 0, time.UTC),
		Session:  time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC),
		Start:    time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC),
		Played:   35 * time.Minute,
		Result:   r,
		Zone:     time.UTC,
	})
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(play); err != nil {
		fmt.Println(err)
	}
	link, _ := play.Link()
	fmt.Println(link[:120])
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
	// https://app.bgstatsapp.com/createPlay.html?data=%7B%22sourceName%22%3A%22Tableside%22%2C%22sourcePlayId%22%3A%22tablesid
}
