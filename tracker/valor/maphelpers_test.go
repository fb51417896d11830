package valor

import (
	"testing"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/labyrinthtest"
)

// Made-up Minion cards: the rulebook prints none; these have the shapes
// it describes (000 L660-672).

func melee(n, a int) MinionAttack {
	return MinionAttack{Type: RowMelee, Dice: DiceCount{Novice: n, Adept: a}, Power: true}
}

func ranged(n, a int, power bool) MinionAttack {
	return MinionAttack{Type: RowRanged, Dice: DiceCount{Novice: n, Adept: a}, Power: power}
}

// gnome: a Chump with a Melee Power Action.
func gnome() MinionCard {
	return MinionCard{Name: "Gnome", Size: labyrinth.SizeChump, Colour: ColourGreen, Bounty: 1, Health: 3, Wound: 2, WoundedHealth: 1,
		Actions: 2, Attacks: []MinionAttack{melee(2, 0)}}
}

// imp: a Chump that flies about (Evade).
func imp() MinionCard {
	return MinionCard{Name: "Imp", Size: labyrinth.SizeChump, Colour: ColourPurple, Bounty: 1, Health: 2, Wound: 1, WoundedHealth: 1,
		Actions: 2, Attacks: []MinionAttack{melee(1, 1)}, Abilities: []MinionAbility{MinionEvade}}
}

// hound: an Elite that bites and Dooms.
func hound() MinionCard {
	return MinionCard{Name: "Hound", Size: labyrinth.SizeElite, Bounty: 2, Health: 6, Wound: 3, WoundedHealth: 3,
		Actions: 3, Attacks: []MinionAttack{melee(1, 1), ranged(1, 0, false)}, Abilities: []MinionAbility{MinionDoom}}
}

// bombSquad: an Elite with a Ranged Power Action and Bomb (Example C, 000 L729).
func bombSquad() MinionCard {
	return MinionCard{Name: "Bomb-Squad", Size: labyrinth.SizeElite, Bounty: 2, Health: 5, Wound: 3, WoundedHealth: 2,
		Actions: 2, Attacks: []MinionAttack{ranged(2, 0, true)}, Abilities: []MinionAbility{MinionBomb}}
}

func pos(r, c int) labyrinth.Pos { return labyrinth.Pos{Row: r, Col: c} }

var allHalls = labyrinthtest.AllHalls

// testMapGame is a 3-Hero Labyrinth game (Rowan, Bjorn, Gwen) with a 3 x 3
// block of tiles in the North-West corner:
//
//	[0,0] Portal   [0,1]          [0,2] Portal
//	[1,0]        | [1,1]          [1,2]
//	[2,0] Base Camp [2,1]         [2,2]
//
// all Halls but a Wall between [1,0] and [1,1]. Rowan stands at [2,2] with
// 3 Health, Bjorn and Gwen at [1,2]; a Gnome at [1,1], a Hound at [0,0]
// and a Bomb-Squad at [2,1]; the deck covers cost 2, 4 and 7; Golem holds
// a Corruption Plus-One.
func testMapGame(t testing.TB) State {
	t.Helper()
	s := bareMap(t)
	for _, c := range []tracker.Command{
		MoveHero(0, pos(2, 2)), MoveHero(1, pos(1, 2)), MoveHero(2, pos(1, 2)), Damage(0, 11, "an Event"),
		SpawnMinion(gnome(), pos(1, 1)), SpawnMinion(hound(), pos(0, 0)), SpawnMinion(bombSquad(), pos(2, 1)),
	} {
		s = mustApply(t, s, c)
	}
	s.Villain.Rows[1].PlusOnes = 1 // a Corruption Plus-One from an earlier round
	return s
}

// bareMap is testMapGame's tiles with the Heroes on Base Camp, no Minion,
// and the deck costs entered.
func bareMap(t testing.TB) State {
	t.Helper()
	s := lab(t)
	for _, tl := range labyrinthtest.SmallMap() {
		s = mustApply(t, s, PlaceTile(tl.At, tl.Walls, tl.Kind))
	}
	return mustApply(t, s, MinionCosts(DeckCosts{Chump: 2, Elite: 4, Boss: 7}))
}

// toMinionStep plays a Villain Step that spawns nothing: no Hits, no
// Plus-Ones.
func toMinionStep(t testing.TB, s State) State {
	t.Helper()
	s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes = 0, 0
	if s.Phase != PhaseVillainStep {
		s = toVillainRound(t, s)
	}
	s = mustApply(t, s, WizardHits(s.WizardView().Key, 0)) // the Spells resolve by themselves
	return mustApply(t, s, WizardHits(s.WizardView().Key, 0))
}
