package main

import (
	"encoding/json"
	"fmt"
	"os"

	"tableside/campaign"
	"tableside/lineup"
	"tableside/tracker"
	"tableside/tracker/legends"
)

// legendsMain writes the "legends" stop: a Village of Legends campaign of
// three, a few turns in (a Monster before each of two players, Poison, a
// Defence card), with its Hero boards, a Monster and a Weapon in the card
// library; Bo's turn is about to start, so Continue opens the table and
// End turn opens the start-of-turn steps; the campaign "Monday legends"
// opens the set-up. It returns the exit code.
func legendsMain(path string) int {
	if err := legendsDemo(path); err != nil {
		for _, ext := range []string{"", "-wal", "-shm", ".lock"} {
			os.Remove(path + ext)
		}
		fmt.Fprintln(os.Stderr, "demo:", err)
		return 1
	}
	fmt.Println("wrote", path)
	return 0
}

func legendsDemo(path string) error {
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("%s exists; give a new file", path)
	}
	st, err := campaign.Open(path, lineup.Games().Catalog())
	if err != nil {
		return err
	}
	defer st.Close()
	paladin := legends.HeroBoard{Name: "Paladin", Yellow: 60, Blue: 120, Levels: []legends.HeroLevel{
		{MaxLife: 20, Intelligence: 1}, {MaxLife: 22, Intelligence: 2, Armour: 1}, {MaxLife: 24, Intelligence: 2, Armour: 2, Regen: 1},
	}}
	ranger := legends.HeroBoard{Name: "Ranger", Yellow: 60, Blue: 120, Levels: []legends.HeroLevel{{MaxLife: 18, Intelligence: 2, Sneaking: true}}}
	witch := legends.HeroBoard{Name: "Witch", Yellow: 40, Blue: 100, Levels: []legends.HeroLevel{{MaxLife: 16, Intelligence: 3}}}
	spider := legends.MonsterCard{Name: "Giant Spider", Life: 6, Attack: 1, Cost: 30, Poison: 1}
	hammer := legends.WeaponCard{Name: "War Hammer", Bonus: 4, Heavy: true, Price: 60}
	for _, c := range []struct {
		kind string
		name string
		card any
	}{
		{legends.LibraryHero, paladin.Name, paladin}, {legends.LibraryHero, ranger.Name, ranger}, {legends.LibraryHero, witch.Name, witch},
		{legends.LibraryMonster, spider.Name, spider}, {legends.LibraryWeapon, hammer.Name, hammer},
	} {
		data, _ := json.Marshal(c.card)
		if _, err := st.SaveCard(campaign.Card{Game: legends.Game{}.ID(), Kind: c.kind, Name: c.name, Data: data}); err != nil {
			return err
		}
	}
	// A campaign with no game yet: its row on the home screen opens the
	// set-up.
	if _, err := st.CreateCampaign("Monday legends", legends.Game{}.ID()); err != nil {
		return err
	}
	c, err := st.CreateCampaign("Thursday legends", legends.Game{}.ID())
	if err != nil {
		return err
	}
	game, err := legends.NewGame(legends.Setup{Seed: 4, Players: []legends.SeatSetup{
		{Name: "Ana", Hero: paladin}, {Name: "Bo", Hero: ranger}, {Name: "Cy", Hero: witch},
	}})
	if err != nil {
		return err
	}
	initial, err := game.Encode()
	if err != nil {
		return err
	}
	_, err = startAndPlay(st, c.ID, initial, []tracker.Command{
		legends.RollOffTotal(0, 10), legends.RollOffTotal(1, 7), legends.RollOffTotal(2, 5),
		legends.PlayMonster(spider, 1), legends.EndTurn(), // Ana
		legends.MonsterAttack(1, 3), legends.PlayDefence(legends.DefenceCard{Name: "Kite Shield", Slot: legends.Shield, Value: 4}), legends.EndTurn(), // Bo
		legends.PlayMonster(legends.MonsterCard{Name: "Goblin", Life: 5, Attack: 1, Cost: 20}, 0), legends.EndTurn(), // Cy
		legends.MonsterAttack(2, 2), legends.Gold(legends.GoldCmd{Coins: 30}), // Ana, in her main part
	})
	return err
}
