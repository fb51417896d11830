package valor

import (
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// TestWizardMagicRoll000L632 is the book's worked example: 7 Hits and a
// Plus-One; Spells cost 0, 4 (of 4 and 2) and 3; the 4th is unaffordable
// and discarded; the last Hit becomes a Plus-One; Spells resolve last first.
func TestWizardMagicRoll000L632(t *testing.T) {
	s := toVillainRound(t, testMapGame(t))
	log := playWizard(t, s, []wizardStep{
		{StageMagicRoll, nil, "", hits(7), []string{"Golem: Magic roll, 7 Hits + 1 Plus-One = 8", "Cast the Unique Spell for 0", "8 Hits left"}},
		{StageSpell, []string{"8 Hits left"}, "", spell("", 4, 2), []string{"Cast Spell 2 for 4 (do not resolve it yet); 4 Hits left"}},
		{StageSpell, nil, "", spell("", 3), []string{"Cast Spell 3 for 3 (do not resolve it yet); 1 Hit left"}},
		{StageSpell, nil, "", spell("", 5), []string{"Spell 4 costs at least 5; the pool has 1. Discard it and stop flipping", "1 Hit left over becomes a Plus-One: Golem: 0 -> 1 Magic Plus-Ones"}},
		{StageResolveSpells, []string{"Resolve Spell 3, then Spell 2, then the Unique Spell, in that order; the Unique Spell then goes back on top of the deck"}, "000 L617-620", nil, nil},
	})
	s, _ = Decode(log.State())
	if s.Villain.Rows[0].PlusOnes != 1 || !s.Steps[0].Done || s.Wizard.Magic != nil || s.WizardView().Stage != StageCorruptionRoll {
		t.Fatalf("after the Magic roll: %+v %+v", s.Villain.Rows[0], s.Steps)
	}
}

// TestWizardCorruption000L656 is the book's worked example: 6 Hits and 2
// Plus-Ones spawn a Boss on the Portal nearest the Hero with the least
// Health, here on her own tile.
func TestWizardCorruption000L656(t *testing.T) {
	s := testMapGame(t)
	s = mustApply(t, s, MoveHero(0, pos(0, 2)))
	s = mustApply(t, s, MinionCosts(DeckCosts{Chump: 2, Elite: 4, Boss: 8}))
	s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes = 0, 2
	s = toVillainRound(t, s)
	boss := hound()
	boss.Name, boss.Size = "Grimjaw", labyrinth.SizeBoss
	log := playWizard(t, s, append(slices.Clone(magicNothing),
		wizardStep{StageCorruptionRoll, []string{"Boss 8, Elite 4, Chump 2"}, "", hits(6), []string{"6 Hits + 2 Plus-Ones = 8", "spawns: Boss (0 Hits left)"}},
		wizardStep{StageSpawn, []string{"draw a Boss from the bottom of its deck and put it on top of the stack at the Portal [0,2], Rowan's own region: Rowan has the least Health (3)"}, "000 L638-650",
			spawn(boss), []string{"Grimjaw (Boss, 2 Bounty) on top of the stack at [0,2]", "no Hits left over; Minion Step"}},
	))
	s, _ = Decode(log.State())
	at(t, s, "Grimjaw", pos(0, 2))
	if s.Phase != PhaseMinionStep || s.Villain.Rows[1].PlusOnes != 0 {
		t.Fatalf("phase %s, Corruption Plus-Ones %d", s.Phase, s.Villain.Rows[1].PlusOnes)
	}
}

// TestWizardEmptyDeck000L652: an empty deck is refilled from the Hero
// Loot Stash's Minions of its size (swapped for Bounty) and the discards;
// if still empty, the Hits buy one size smaller.
func TestWizardEmptyDeck000L652(t *testing.T) {
	s := testMapGame(t)
	s = mustApply(t, s, MinionCosts(DeckCosts{Chump: 2, Elite: 4, Boss: 8}))
	s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes = 0, 0
	s = toVillainRound(t, s)
	boss := hound()
	boss.Name, boss.Size = "Grimjaw", labyrinth.SizeBoss
	s = mustApply(t, s, SpawnMinion(boss, pos(0, 1)))
	s = mustApply(t, s, DefeatMapMinion("Grimjaw")) // by a Spell, say
	elite := bombSquad()
	elite.Name = "Sapper"
	log := playWizard(t, s, append(slices.Clone(magicNothing),
		wizardStep{StageCorruptionRoll, nil, "", hits(8), []string{"spawns: Boss (0 Hits left)"}},
		wizardStep{StageSpawn, []string{"Spawn 1 of 1: draw a Boss", "If the deck is empty, tap Deck empty."}, "",
			func(v WizardView) tracker.Command { return WizardDeckEmpty(v.Key) },
			[]string{"The Boss deck is empty: Grimjaw on the Hero Loot Stash become 2 Bounty tokens; shuffle the Boss Minions from the Hero Loot Stash and the discard pile into a new deck and draw from its bottom"}},
		wizardStep{StageSpawn, []string{"Spawn 1 of 1: draw a Boss", "if it is empty still, tap Deck empty again"}, "",
			func(v WizardView) tracker.Command { return WizardDeckEmpty(v.Key) },
			[]string{"No Boss Minion is left: the Hits buy one size smaller if they can"}},
		wizardStep{StageSpawn, []string{"Spawn 1 of 2: draw an Elite"}, "", spawn(bombSquad()), []string{"Spawn 1 of 2: Bomb-Squad 2 (Elite, 2 Bounty)"}},
		wizardStep{StageSpawn, []string{"Spawn 2 of 2: draw an Elite"}, "", spawn(elite), []string{"Spawn 2 of 2: Sapper", "Minion Step"}},
	))
	s, _ = Decode(log.State())
	if len(s.HeroStash.Minions) != 0 || s.HeroStash.Bounty != 2 {
		t.Fatalf("Hero Loot Stash %+v", s.HeroStash)
	}
	if got := stackAt(s, pos(0, 2)); !slices.Equal(got, []string{"Bomb-Squad 2", "Sapper"}) {
		t.Fatalf("the Portal's stack %v", got)
	}
}

// TestWizardPlusOneCap000L627: leftover Hits past the Villain's 6
// Plus-Ones make the Lead Hero discard from other rows: a choice when
// several rows could give, forced when one can.
func TestWizardPlusOneCap000L627(t *testing.T) {
	s := testMapGame(t)
	s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes, s.Villain.Rows[2].PlusOnes = 1, 2, 3
	s = toVillainRound(t, s)
	log := playWizard(t, s, []wizardStep{
		{StageMagicRoll, nil, "", hits(2), []string{"2 Hits + 1 Plus-One = 3"}},
		{StageSpell, nil, "", spell("", 5), []string{"3 Hits left over: the Lead Hero chooses the Plus-Ones to discard"}},
		{StageMagicDiscard, []string{"3 Hits left over become Plus-Ones on the Magic row. Golem holds more than 6 Plus-Ones: the Lead Hero discards 2 from rows other than Magic."}, "000 L627",
			choose("melee", "corruption"), []string{"Golem: 0 -> 3 Magic Plus-Ones; 1 discarded from Corruption; 1 discarded from Melee"}},
		{StageResolveSpells, nil, "", nil, nil},
	})
	s, _ = Decode(log.State())
	if got := []int{s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes, s.Villain.Rows[2].PlusOnes}; !slices.Equal(got, []int{3, 1, 2}) {
		t.Fatalf("Plus-Ones %v", got)
	}
	// One row to give: no choice.
	s = testMapGame(t)
	s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes, s.Villain.Rows[2].PlusOnes = 0, 0, 6
	s = toVillainRound(t, s)
	playWizard(t, s, []wizardStep{
		{StageMagicRoll, nil, "", hits(1), []string{"1 Hit", "1 Hit left"}},
		{StageSpell, nil, "", spell("", 5), []string{"1 Hit left over becomes a Plus-One: Golem: 0 -> 1 Magic Plus-Ones; 1 discarded from Melee"}},
	})
	// The choice refused when short.
	s = testMapGame(t)
	s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes, s.Villain.Rows[2].PlusOnes = 1, 2, 3
	s = toVillainRound(t, s)
	s = mustApply(t, s, WizardHits(s.WizardView().Key, 2))
	s = mustApply(t, s, WizardSpell(s.WizardView().Key, "", 5))
	v := s.WizardView()
	mustRefuse(t, s, WizardChoose(v.Key, "melee"), "choose 2")
	mustRefuse(t, s, WizardChoose(v.Key, "magic", "melee"), `"magic" is not an option`)
}

// TestWizardFinalBattle000L813: with the Villain on the map, its Villain
// Step is its Battle cards' Attack Protocols, last flipped first; its
// Level Up Step gains an Action and turns Defeated Heroes into Souls.
func TestWizardFinalBattle000L813(t *testing.T) {
	s := mustApply(t, testMapGame(t), StartFinal())
	s = mustApply(t, s, Tick(StepFinalMission))
	mustRefuse(t, s, Tick(StepVillainOnMap), "Place Golem on the app's map first")
	if v := s.WizardView(); v.Active {
		t.Fatalf("the wizard runs while the Final Battle is set up: %+v", v)
	}
	s = mustApply(t, s, MoveVillain(pos(0, 1)))
	s = finishChecklist(t, s)
	s = toVillainRound(t, s)
	s = mustApply(t, s, Damage(0, 3, "")) // Rowan Defeated: a Soul later
	log := playWizard(t, s, []wizardStep{
		{StageAttackProtocol, []string{"Flip 2 Battle cards, one for each of Golem's Action Points, in a row. Resolve their Attack Protocols (top halves) from the last flipped to the first: card 2 now."}, "000 L813-816, L857, L867",
			nil, []string{"Battle card 2 resolved"}},
		{StageAttackProtocol, []string{"Resolve the Attack Protocol of card 1."}, "", nil, []string{"Battle card 1 resolved; Minion Step"}},
	})
	s, _ = Decode(log.State())
	s = toVillainLevelUp(t, s)
	playWizard(t, s, []wizardStep{
		{StageLevelUp, []string{"Clear the Defender markers"}, "", nil, nil},
		{StageLevelUp, []string{"Golem gains +1 Action: 2 -> 3"}, "000 L820, L890", nil, []string{"Golem: 2 -> 3 Action Points"}},
		{StageLevelUp, []string{"Cash out the Villain Loot Stash: 3 Bounty (3 for each Defeated Hero: Rowan) -> 1 Soul (Villain Loot Stash 3-6 (B)); they return to Battered Base Camp"}, "000 L772, L891",
			nil, []string{"0 -> 1 Souls", "Rowan stands on Base Camp [2,0]", "Round 2: Hero Round"}},
	})
}
