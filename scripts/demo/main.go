// Command demo writes a small demo database: two Villain boards in the card
// library and a campaign with a few turns played, through the real store and
// rules. `make screenshot` opens the app on it; developers can too:
//
//	go run ./scripts/demo /tmp/demo.db && bin/tableside --db /tmp/demo.db
//
// -stop picks what the home screen's Continue opens: "wizard" (the
// Labyrinth's Villain Round on its map, the default), "board" (the same
// game in its Hero Round, on the boards) or "villains" (the rules-004 game).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/villains"
)

func main() {
	stop := flag.String("stop", "wizard", `what Continue opens: "wizard", "board" or "villains"`)
	flag.Parse()
	if flag.NArg() != 1 || (*stop != "wizard" && *stop != "board" && *stop != "villains") {
		fmt.Fprintln(os.Stderr, "usage: demo [-stop wizard|board|villains] FILE.db (the file must not exist yet)")
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
	if err := valorDemo(st, stop == "board"); err != nil {
		return err
	}
	if stop == "villains" {
		// The rules-004 game played last, so Continue opens it.
		time.Sleep(1100 * time.Millisecond)
		if _, err := st.Undo(sess.ID); err != nil {
			return err
		}
		if _, err := st.Redo(sess.ID); err != nil {
			return err
		}
	}
	fmt.Println("wrote", path)
	return nil
}

// valorDemo adds a Lludwik's Labyrinth campaign, made last so the home
// screen's Continue opens it: at the Villain Round's first Minion turn, or
// with heroRound in its first Hero Round with the map laid.
func valorDemo(st *campaign.Store, heroRound bool) error {
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
	cmds = append(cmds, labyrinthMap()...)
	for _, c := range []valor.MinionCard{gnome, hound, bombSquad, imp} {
		if err := save(valor.LibraryMinion, c.Name, c); err != nil {
			return err
		}
	}
	var now valor.State
	do := func(cmd tracker.Command) error {
		s, _, err := st.Do(sess.ID, cmd)
		if err != nil {
			return fmt.Errorf("%s: %w", cmd.Kind, err)
		}
		now, err = valor.Decode(s.State)
		return err
	}
	for _, cmd := range cmds {
		if err := do(cmd); err != nil {
			return err
		}
	}
	if heroRound {
		return nil
	}
	// On to the Villain Round, whose wizard the app opens on the map: the
	// Heroes end their Turns, the Level Up Step is ticked through.
	for now.Phase != valor.PhaseVillainStep {
		var cmd tracker.Command
		switch items := now.Checklist(); {
		case now.Phase == valor.PhaseHeroStep:
			cmd = valor.EndTurn()
		case len(items) == 0:
			cmd = valor.EndStep()
		default:
			cmd = valor.EndStep()
			for _, it := range items {
				if !it.Done {
					cmd = valor.Tick(it.Key)
					if it.By == valor.KindCashOut {
						cmd = valor.CashOutRolling(valor.LootHeroes)
					}
					break
				}
			}
		}
		if err := do(cmd); err != nil {
			return err
		}
	}
	// No Corruption Hits this round, a Spell no pool affords: the Minion
	// Step's first turn, its path drawn on the map, is what Continue opens.
	for v := now.WizardView(); v.Active && v.Stage != valor.StageMinion && v.Stage != valor.StageDefender; v = now.WizardView() {
		cmd := valor.WizardDone(v.Key)
		switch {
		case slices.Contains(v.Inputs, valor.InputHits):
			cmd = valor.WizardHits(v.Key, 0)
		case slices.Contains(v.Inputs, valor.InputSpell):
			cmd = valor.WizardSpell(v.Key, "Dark Bolt", 3)
		}
		if err := do(cmd); err != nil {
			return err
		}
	}
	return nil
}

// Made-up Minion cards with the shapes the rulebook describes (000
// L660-672); it prints none.
var (
	gnome = valor.MinionCard{Name: "Gnome", Size: labyrinth.SizeChump, Bounty: 1, Health: 3, Wound: 2, WoundedHealth: 1, Actions: 2,
		Attacks: []valor.MinionAttack{{Type: valor.RowMelee, Dice: valor.DiceCount{Novice: 2}, Power: true}}}
	imp = valor.MinionCard{Name: "Imp", Size: labyrinth.SizeChump, Bounty: 1, Health: 2, Wound: 1, WoundedHealth: 1, Actions: 2,
		Attacks:   []valor.MinionAttack{{Type: valor.RowMelee, Dice: valor.DiceCount{Novice: 1, Adept: 1}, Power: true}},
		Abilities: []valor.MinionAbility{valor.MinionEvade}}
	hound = valor.MinionCard{Name: "Hound", Size: labyrinth.SizeElite, Bounty: 2, Health: 6, Wound: 3, WoundedHealth: 3, Actions: 3,
		Attacks: []valor.MinionAttack{
			{Type: valor.RowMelee, Dice: valor.DiceCount{Novice: 1, Adept: 1}, Power: true},
			{Type: valor.RowRanged, Dice: valor.DiceCount{Novice: 1}},
		},
		Abilities: []valor.MinionAbility{valor.MinionDoom}}
	bombSquad = valor.MinionCard{Name: "Bomb-Squad", Size: labyrinth.SizeElite, Bounty: 2, Health: 5, Wound: 3, WoundedHealth: 2, Actions: 2,
		Attacks:   []valor.MinionAttack{{Type: valor.RowRanged, Dice: valor.DiceCount{Novice: 2}, Power: true}},
		Abilities: []valor.MinionAbility{valor.MinionBomb}}
)

// labyrinthMap lays a 3 x 3 block of tiles in the North-West corner
// (Portals at [0,0] and [0,2], Base Camp at [2,0], a Wall between [1,0]
// and [1,1]), spreads the Heroes and puts three Minions on it.
func labyrinthMap() []tracker.Command {
	pos := func(r, c int) labyrinth.Pos { return labyrinth.Pos{Row: r, Col: c} }
	var cmds []tracker.Command
	for r := range 3 {
		for c := range 3 {
			w := labyrinth.Walls{North: labyrinth.Hall, East: labyrinth.Hall, South: labyrinth.Hall, West: labyrinth.Hall}
			var k labyrinth.TileKind
			switch {
			case r == 0 && c != 1:
				k = labyrinth.Portal
			case r == 2 && c == 0:
				k = labyrinth.BaseCamp
			}
			if r == 1 && c == 0 {
				w.East = labyrinth.Wall
			}
			if r == 1 && c == 1 {
				w.West = labyrinth.Wall
			}
			cmds = append(cmds, valor.PlaceTile(pos(r, c), w, k))
		}
	}
	return append(cmds, valor.MinionCosts(valor.DeckCosts{Chump: 2, Elite: 4, Boss: 7}),
		valor.MoveHero(0, pos(2, 2)), valor.MoveHero(1, pos(1, 2)), valor.MoveHero(2, pos(1, 2)),
		valor.SpawnMinion(gnome, pos(1, 1)), valor.SpawnMinion(hound, pos(0, 0)), valor.SpawnMinion(bombSquad, pos(2, 1)))
}
