// Command demo writes a small demo database: two Villain boards in the card
// library and a campaign with a few turns played, through the real store and
// rules. `make screenshot` opens the app on it; developers can too:
//
//	go run ./scripts/demo /tmp/demo.db && bin/tableside --db /tmp/demo.db
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/villains"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: demo FILE.db (the file must not exist yet)")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		// Leave no half-made demo behind to trip the next run.
		for _, ext := range []string{"", "-wal", "-shm", ".lock"} {
			os.Remove(os.Args[1] + ext)
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

func run(path string) error {
	if _, err := os.Stat(path); err == nil {
		fmt.Fprintf(os.Stderr, "demo: %s exists; give a new file\n", path)
		os.Exit(2)
	}
	st, err := campaign.Open(path, tracker.NewCatalog(villains.Game{}, valor.Game{}))
	if err != nil {
		return err
	}
	defer st.Close()
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
	sess, err := st.StartSession(c.ID, initial)
	if err != nil {
		return err
	}
	for _, cmd := range []tracker.Command{
		villains.MoveMarker(1), villains.GainPower(2), villains.EndActions(), villains.EndTurn(),
		villains.MoveMarker(1), villains.GainPower(2),
		villains.PlayCard(villains.PlayCardCmd{Action: 0, Card: villains.CardAlly, Name: "Imp", Cost: 1, Strength: 2, To: 0}),
		villains.EndActions(), villains.Draw(), villains.EndTurn(),
		villains.MoveMarker(3),
	} {
		if _, _, err := st.Do(sess.ID, cmd); err != nil {
			return fmt.Errorf("%s: %w", cmd.Kind, err)
		}
	}
	if err := valorDemo(st); err != nil {
		return err
	}
	fmt.Println("wrote", path)
	return nil
}

// valorDemo adds a Lludwik's Labyrinth campaign in its first Hero Round,
// made last so the home screen's Continue opens it.
func valorDemo(st *campaign.Store) error {
	N, B, A, M := valor.DieNovice, valor.DieBlank, valor.DieAdept, valor.DieMaster
	hero := func(name string, abilities ...valor.Ability) valor.HeroCard {
		return valor.HeroCard{Name: name, Health: 14, Actions: 3, MaxActions: 6, Spells: 2,
			Treasures: [3]valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem},
			Rows: []valor.RowCard{
				{Kind: valor.RowMelee, Power: true, Slots: []valor.Die{N, N, B}},
				{Kind: valor.RowRanged, Slots: []valor.Die{N, B, B}},
				{Kind: valor.RowMagic, Slots: []valor.Die{N, B, B}},
			}, Abilities: abilities}
	}
	golem := valor.VillainCard{Name: "Golem", Health: []int{30, 40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 2, MaxActions: 4,
		Rows: []valor.RowCard{
			{Kind: valor.RowMagic, Slots: []valor.Die{N, B, B}, PlusOnes: 1},
			{Kind: valor.RowCorruption, Slots: []valor.Die{N, N, B}},
			{Kind: valor.RowMelee, Slots: []valor.Die{A, A, M}},
		}}
	heroes := []valor.HeroCard{hero("Rowan"), hero("Bjorn", valor.AbilityDwarvenIre), hero("Gwen")}
	save := func(kind, name string, v any) error {
		data, _ := json.Marshal(v)
		_, err := st.SaveCard(campaign.Card{Game: "valor", Kind: kind, Name: name, Data: data})
		return err
	}
	for _, h := range heroes {
		if err := save(valor.LibraryHero, h.Name, h); err != nil {
			return err
		}
	}
	if err := save(valor.LibraryVillain, golem.Name, golem); err != nil {
		return err
	}
	heroLoot := valor.LootStashCard{Name: "Hero Loot Stash 3 (our card)", For: valor.LootHeroes, MinHeroes: 3, MaxHeroes: 3, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 1, XP: 1}, {Bounty: 3, XP: 2, Roll: true}, {Bounty: 5, XP: 3}}}
	if err := save(valor.LibraryLootStash, heroLoot.Name, heroLoot); err != nil {
		return err
	}
	c, err := st.CreateCampaign("Thursday Labyrinth", "valor")
	if err != nil {
		return err
	}
	var seats []valor.SeatHero
	for i, h := range heroes {
		seats = append(seats, valor.SeatHero{Player: []string{"Ana", "Ben", "Cleo"}[i], Hero: h})
	}
	game, err := valor.NewGame(valor.Setup{Box: valor.BoxLabyrinth, Mode: valor.ModeCampaign, Heroes: seats, Villain: golem, HeroLoot: &heroLoot, Seed: 1})
	if err != nil {
		return err
	}
	initial, err := game.Encode()
	if err != nil {
		return err
	}
	sess, err := st.StartSession(c.ID, initial)
	if err != nil {
		return err
	}
	var cmds []tracker.Command
	for _, it := range game.Checklist() {
		cmds = append(cmds, valor.Tick(it.Key))
	}
	cmds = append(cmds, valor.SetInitiative(valor.InitiativeCharge), valor.SpendAction(0, valor.ActionMove, ""),
		valor.StartRoll(0, 0, 3), valor.RollPlusOnes(1), valor.SpendHits(4, "a Hound"), valor.EndRoll(valor.EndRollCmd{}),
		valor.DefeatMinion("Hound", 2), valor.Damage(1, 3, "a Hound"), valor.Shields(2, 1, "a Spell"))
	for _, cmd := range cmds {
		if _, _, err := st.Do(sess.ID, cmd); err != nil {
			return fmt.Errorf("%s: %w", cmd.Kind, err)
		}
	}
	return nil
}
