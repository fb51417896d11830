// Command demo writes a small demo database: two Villain boards in the card
// library and a campaign with a few turns played, through the real store and
// rules. `make screenshot` opens the app on it; developers can too:
//
//	go run ./scripts/demo /tmp/demo.db && bin/tableside --db /tmp/demo.db
//
// -stop picks what the home screen's Continue opens: "wizard" (the
// Labyrinth's Villain Round on its map, the default), "board" (the same
// game in its Hero Round, on the boards), "villains" (the rules-004 game),
// "sorcery" (a Sword & Sorcery Quest under way, scripts/demo/sorcery.go) or
// "legends" (a Village of Legends table, scripts/demo/legends.go).
// Two more are for the screenshots of a first evening (scripts/scenes.sh):
// "first" is an empty library and a new Valor & Villainy campaign with no
// game yet, "nomap" a Labyrinth game whose setup was done on the table
// only, at its first Hero Round. "book" is a Labyrinth campaign whose book
// has two Acts played (scripts/demo/book.go), for the book's pages and the
// next Act's setup.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"tableside/campaign"
	"tableside/lineup"
	"tableside/scripts/demo/demoplay"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/villains"
)

func main() {
	stop := flag.String("stop", "wizard", `what Continue opens: "wizard", "board", "villains", "sorcery", "legends", "first", "nomap" or "book"`)
	flag.Parse()
	if flag.NArg() == 1 && *stop == "legends" {
		os.Exit(legendsMain(flag.Arg(0))) // Village of Legends' table: legends.go
	}
	if flag.NArg() != 1 || !slices.Contains([]string{"wizard", "board", "villains", "sorcery", "first", "nomap", "book"}, *stop) {
		fmt.Fprintln(os.Stderr, "usage: demo [-stop wizard|board|villains|sorcery|legends|first|nomap|book] FILE.db (the file must not exist yet)")
		os.Exit(2)
	}
	path := flag.Arg(0)
	if err := run(path, *stop); err != nil {
		// Leave no half-made demo behind to trip the next run.
		for _, ext := range []string{"", "-wal", "-shm", ".lock"} {
			os.Remove(path + ext)
		}
		fmt.Fprintln(os.Stderr, "demo:", err)
		os.Exit(1)
	}
}

func board(name, objective string, locs [4]string, lock int) villains.VillainCard {
	v := villains.VillainCard{Name: name, Objective: objective}
	acts := [4][]villains.Action{
		{{Kind: villains.ActionGainPower, Power: 2, Top: true}, {Kind: villains.ActionPlayCard, Top: true}, {Kind: villains.ActionDiscard}},
		{{Kind: villains.ActionPlayCard, Top: true}, {Kind: villains.ActionFate}, {Kind: villains.ActionGainPower, Power: 1}},
		{{Kind: villains.ActionVanquish, Top: true}, {Kind: villains.ActionGainPower, Power: 3}, {Kind: villains.ActionMoveHero}},
		{{Kind: villains.ActionActivate}, {Kind: villains.ActionMoveItemAlly}, {Kind: villains.ActionPlayCard}},
	}
	for i := range locs {
		v.Locations[i] = villains.LocationCard{Name: locs[i], Lock: i == lock, Actions: acts[i]}
	}
	return v
}

func run(path, stop string) error {
	if _, err := os.Stat(path); err == nil {
		fmt.Fprintf(os.Stderr, "demo: %s exists; give a new file\n", path)
		os.Exit(2)
	}
	st, err := campaign.Open(path, lineup.Games().Catalog())
	if err != nil {
		return err
	}
	defer st.Close()
	switch stop {
	case "first":
		_, err := st.CreateCampaign("Thursday", valor.Game{}.ID())
		return err
	case "nomap":
		return demoplay.NoMap(st)
	case "book":
		return bookStop(st) // scripts/demo/book.go
	}
	boards := []villains.VillainCard{
		board("The Sea Witch", "Hold three Allies at the Grotto.", [4]string{"Grotto", "Reef", "Wreck", "Lighthouse"}, 3),
		board("The Iron Baron", "Gather 20 Power.", [4]string{"Forge", "Mine", "Keep", "Gate"}, 2),
		board("The Night Queen", "Vanquish four Heroes.", [4]string{"Crypt", "Garden", "Throne", "Bridge"}, 1),
	}
	var seats []villains.Seat
	for i, b := range boards {
		data, _ := json.Marshal(b)
		if _, err := st.SaveCard(campaign.Card{Game: "villains", Kind: villains.LibraryKind, Name: b.Name, Data: data}); err != nil {
			return err
		}
		seats = append(seats, villains.Seat{Name: []string{"Ana", "Ben", "Cleo"}[i], Villain: b})
	}
	c, err := st.CreateCampaign("Friday group", "villains")
	if err != nil {
		return err
	}
	game, err := villains.NewGame(villains.Setup{Players: seats, First: 0, Seed: 1})
	if err != nil {
		return err
	}
	initial, err := game.Encode()
	if err != nil {
		return err
	}
	sess, err := startAndPlay(st, c.ID, initial, []tracker.Command{
		villains.MoveMarker(1), villains.GainPower(2), villains.EndActions(), villains.EndTurn(),
		villains.MoveMarker(1), villains.GainPower(2),
		villains.PlayCard(villains.PlayCardCmd{Action: 0, Card: villains.CardAlly, Name: "Imp", Cost: 1, Strength: 2, To: 0}),
		villains.EndActions(), villains.Draw(), villains.EndTurn(),
		villains.MoveMarker(3),
	})
	if err != nil {
		return err
	}
	if err := demoplay.Labyrinth(st, stop == "board"); err != nil {
		return err
	}
	if stop == "villains" {
		// The rules-004 game played last, so Continue opens it.
		time.Sleep(1100 * time.Millisecond)
		if _, err := st.Undo(sess); err != nil {
			return err
		}
		if _, err := st.Redo(sess); err != nil {
			return err
		}
	}
	if stop == "sorcery" {
		if err := sorceryStop(st); err != nil { // scripts/demo/sorcery.go
			return err
		}
	}
	fmt.Println("wrote", path)
	return nil
}

// startAndPlay starts a game of campaign id from initial and plays cmds
// through the store, as taps would; it returns the session's ID.
func startAndPlay(st *campaign.Store, id int64, initial []byte, cmds []tracker.Command) (int64, error) {
	sess, err := st.StartSession(id, initial)
	if err != nil {
		return 0, err
	}
	for _, cmd := range cmds {
		if _, _, err := st.Do(sess.ID, cmd); err != nil {
			return 0, fmt.Errorf("%s: %w", cmd.Kind, err)
		}
	}
	return sess.ID, nil
}
