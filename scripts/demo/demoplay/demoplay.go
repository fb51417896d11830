// Package demoplay is the demo's Lludwik's Labyrinth evening, played through
// the real store and rules: scripts/demo writes it into the demo database
// that screenshots open, and campaign's BenchmarkBytesPerAction measures
// what a real game costs the database per action on the same play.
package demoplay

import (
	"encoding/json"
	"fmt"
	"slices"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/labyrinthtest"
)

// Labyrinth adds the Labyrinth campaign and plays it: to the Villain
// Round's first Minion turn, or with heroRound to its first Hero Round with
// the map laid.
func Labyrinth(st *campaign.Store, heroRound bool) error {
	sess, err := LabyrinthSetup(st, "Thursday Labyrinth")
	if err != nil {
		return err
	}
	_, err = LabyrinthPlay(st, sess.ID, heroRound)
	return err
}

// LabyrinthSetup saves the demo's Heroes, Villain, Loot Stash and Minions in
// the card library, creates the campaign name ("Thursday Labyrinth" in the
// demo) and starts its first session.
func LabyrinthSetup(st *campaign.Store, name string) (campaign.Session, error) {
	golem := Golem()
	heroes := []valor.HeroCard{Hero("Rowan"), Hero("Bjorn", valor.AbilityDwarvenIre), Hero("Gwen")}
	save := func(kind, name string, v any) error {
		data, _ := json.Marshal(v)
		_, err := st.SaveCard(campaign.Card{Game: "valor", Kind: kind, Name: name, Data: data})
		return err
	}
	for _, h := range heroes {
		if err := save(valor.LibraryHero, h.Name, h); err != nil {
			return campaign.Session{}, err
		}
	}
	if err := save(valor.LibraryVillain, golem.Name, golem); err != nil {
		return campaign.Session{}, err
	}
	heroLoot := valor.LootStashCard{Name: "Hero Loot Stash 3 (our card)", For: valor.LootHeroes, MinHeroes: 3, MaxHeroes: 3, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 1, XP: 1}, {Bounty: 3, XP: 2, Roll: true}, {Bounty: 5, XP: 3}}}
	if err := save(valor.LibraryLootStash, heroLoot.Name, heroLoot); err != nil {
		return campaign.Session{}, err
	}
	c, err := st.CreateCampaign(name, "valor")
	if err != nil {
		return campaign.Session{}, err
	}
	var seats []valor.SeatHero
	for i, h := range heroes {
		seats = append(seats, valor.SeatHero{Player: []string{"Ana", "Ben", "Cleo"}[i], Hero: h})
	}
	game, err := valor.NewGame(valor.Setup{Box: valor.BoxLabyrinth, Mode: valor.ModeCampaign, Heroes: seats, Villain: golem, HeroLoot: &heroLoot, Seed: 1})
	if err != nil {
		return campaign.Session{}, err
	}
	initial, err := game.Encode()
	if err != nil {
		return campaign.Session{}, err
	}
	for _, c := range []valor.MinionCard{gnome, hound, bombSquad, imp} {
		if err := save(valor.LibraryMinion, c.Name, c); err != nil {
			return campaign.Session{}, err
		}
	}
	return st.StartSession(c.ID, initial)
}

// Hero is the demo's Hero board named name: 14 Health, 3 Actions of 6, two
// Spells, a Treasure slot of each kind, and Melee, Ranged and Magic rows.
func Hero(name string, abilities ...valor.Ability) valor.HeroCard {
	N, B := valor.DieNovice, valor.DieBlank
	return valor.HeroCard{Name: name, Health: 14, Actions: 3, MaxActions: 6, Spells: 2,
		Treasures: [3]valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem},
		Rows: []valor.RowCard{
			{Kind: valor.RowMelee, Power: true, Slots: []valor.Die{N, N, B}},
			{Kind: valor.RowRanged, Slots: []valor.Die{N, B, B}},
			{Kind: valor.RowMagic, Slots: []valor.Die{N, B, B}},
		}, Abilities: abilities}
}

// Golem is the demo's Villain board, Lludwik's Golem.
func Golem() valor.VillainCard {
	N, B, A, M := valor.DieNovice, valor.DieBlank, valor.DieAdept, valor.DieMaster
	return valor.VillainCard{Name: "Golem", Health: []int{30, 40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 2, MaxActions: 4,
		Rows: []valor.RowCard{
			{Kind: valor.RowMagic, Slots: []valor.Die{N, B, B}, PlusOnes: 1},
			{Kind: valor.RowCorruption, Slots: []valor.Die{N, N, B}},
			{Kind: valor.RowMelee, Slots: []valor.Die{A, A, M}},
		}}
}

// LabyrinthPlay plays the demo's evening on a session LabyrinthSetup
// started, one command at a time through the store, and reports how many
// commands it applied.
func LabyrinthPlay(st *campaign.Store, sessionID int64, heroRound bool) (actions int, err error) {
	sess, err := st.Session(sessionID)
	if err != nil {
		return 0, err
	}
	game, err := valor.Decode(sess.State)
	if err != nil {
		return 0, err
	}
	var cmds []tracker.Command
	for _, it := range game.Checklist() {
		cmds = append(cmds, valor.Tick(it.Key))
	}
	cmds = append(cmds, valor.SetInitiative(valor.InitiativeCharge), valor.SpendAction(0, valor.ActionMove, ""),
		valor.StartRoll(0, 0, 3), valor.RollPlusOnes(1), valor.SpendHits(4, "a Hound"), valor.EndRoll(valor.EndRollCmd{}),
		valor.DefeatMinion("Hound", 2), valor.Damage(1, 3, "a Hound"), valor.Shields(2, 1, "a Spell"))
	cmds = append(cmds, labyrinthMap()...)
	var now valor.State
	do := func(cmd tracker.Command) error {
		s, _, err := st.Do(sessionID, cmd)
		if err != nil {
			return fmt.Errorf("%s: %w", cmd.Kind, err)
		}
		actions++
		now, err = valor.Decode(s.State)
		return err
	}
	for _, cmd := range cmds {
		if err := do(cmd); err != nil {
			return actions, err
		}
	}
	if heroRound {
		return actions, nil
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
			return actions, err
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
			return actions, err
		}
	}
	return actions, nil
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

// labyrinthMap lays the tests' 3 x 3 block of tiles in the North-West
// corner (labyrinthtest.SmallMap: Portals at [0,0] and [0,2], Base Camp at
// [2,0], a Wall between [1,0] and [1,1]), spreads the Heroes and puts three Minions on it.
func labyrinthMap() []tracker.Command {
	pos := func(r, c int) labyrinth.Pos { return labyrinth.Pos{Row: r, Col: c} }
	var cmds []tracker.Command
	for _, tl := range labyrinthtest.SmallMap() {
		cmds = append(cmds, valor.PlaceTile(tl.At, tl.Walls, tl.Kind))
	}
	return append(cmds, valor.MinionCosts(valor.DeckCosts{Chump: 2, Elite: 4, Boss: 7}),
		valor.MoveHero(0, pos(2, 2)), valor.MoveHero(1, pos(1, 2)), valor.MoveHero(2, pos(1, 2)),
		valor.SpawnMinion(gnome, pos(1, 1)), valor.SpawnMinion(hound, pos(0, 0)), valor.SpawnMinion(bombSquad, pos(2, 1)))
}

// NoMap adds the Labyrinth campaign with its setup done on the table only
// (the map item ticked, no tile in the app) and the Heroes charging into
// their first Hero Round: the screen that offers to lay the map.
func NoMap(st *campaign.Store) error {
	sess, err := LabyrinthSetup(st, "Thursday Labyrinth")
	if err != nil {
		return err
	}
	for {
		s, err := st.Session(sess.ID)
		if err != nil {
			return err
		}
		game, err := valor.Decode(s.State)
		if err != nil {
			return err
		}
		if game.Pending != valor.PendingSetup {
			break
		}
		var key string
		for _, it := range game.Checklist() {
			if it.Current {
				key = it.Key
			}
		}
		if _, _, err := st.Do(sess.ID, valor.Tick(key)); err != nil {
			return fmt.Errorf("setup item %s: %w", key, err)
		}
	}
	_, _, err = st.Do(sess.ID, valor.SetInitiative(valor.InitiativeCharge))
	return err
}
