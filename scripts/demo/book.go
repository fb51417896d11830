package main

import (
	"time"

	"tableside/campaign"
	"tableside/scripts/demo/demoplay"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
)

// bookStop writes a Labyrinth campaign whose book has two Acts played, so
// that the screenshots reach its pages and the next Act's setup: the Act 1
// game of LabyrinthSetup, then its book (opened last, so Continue opens
// it) with three sessions over two evenings each of Ana, Ben and Cleo's
// Heroes, Act 1 ended, the Fortified Camp and the Reliquary bought, a
// Talent unlocked and Act 2's first session won.
func bookStop(st *campaign.Store) error {
	sess, err := demoplay.LabyrinthSetup(st, "Thursday Labyrinth")
	if err != nil {
		return err
	}
	game, err := valor.Decode(sess.State)
	if err != nil {
		return err
	}
	var heroes []string
	for _, h := range game.Heroes {
		heroes = append(heroes, h.Name)
	}
	players := book.PlayersOf(game, heroes)
	time.Sleep(1100 * time.Millisecond) // the book is the last session touched
	b, err := st.Book(sess.CampaignID, book.Game{}.ID(), func() ([]byte, error) {
		s, err := book.NewBook("Thursday Labyrinth", []string{"Ana", "Ben", "Cleo"}, 1)
		if err != nil {
			return nil, err
		}
		return s.Encode()
	})
	if err != nil {
		return err
	}
	start := func(date, mission string, seated ...int) tracker.Command {
		c := book.StartSessionCmd{Date: date, Mission: mission}
		for _, i := range seated {
			c.Heroes, c.Players = append(c.Heroes, heroes[i]), append(c.Players, players[i])
		}
		return book.Start(c)
	}
	for _, cmd := range []tracker.Command{
		book.HoardChart(book.HoardColumn{Bounty: 5, Supplies: 1}, book.HoardColumn{Bounty: 10, Supplies: 2}, book.HoardColumn{Bounty: 20, Supplies: 4}),
		start("2026-11-12", "Into the Labyrinth", 0, 1, 2), book.EndSession(book.ResultWon, 18, 9),
		start("2026-11-19", "The Waterworks", 0, 1), book.EndSession(book.ResultLost, 8, 4),
		book.EndAct(8),
		book.BuyUpgrade(book.BuyUpgradeCmd{Name: book.UpgradeFortified, Cost: 2}),
		book.BuyUpgrade(book.BuyUpgradeCmd{Name: book.UpgradeReliquary, Cost: 2}),
		book.UpgradeNote(book.UpgradeReliquary, "Lucky Charm"),
		book.UnlockTalent(heroes[0], "Second Wind"),
		start("2026-11-26", "The Deep Gate", 0, 1, 2), book.EndSession(book.ResultWon, 21, 11),
	} {
		if _, _, err := st.Do(b.ID, cmd); err != nil {
			return err
		}
	}
	return nil
}
