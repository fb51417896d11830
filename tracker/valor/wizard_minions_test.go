package valor

import (
	"strings"
	"testing"

	"tableside/tracker"
)

// TestWizardDefenders000L275: a Defender Defeated with damage left passes
// it on: to the only one left at once, else to whom the players choose.
func TestWizardDefenders000L275(t *testing.T) {
	s := bareMap(t)
	for _, c := range []tracker.Command{
		MoveHero(0, pos(1, 2)), MoveHero(1, pos(1, 2)), MoveHero(2, pos(1, 2)), Damage(0, 11, ""), SpawnMinion(gnome(), pos(1, 1)),
	} {
		s = mustApply(t, s, c)
	}
	s = mustApply(t, toMinionStep(t, s), SetDefender(pos(1, 2), "Rowan")) // chosen by an earlier attack
	playWizard(t, s, []wizardStep{
		{StageMinion, []string{"Gnome spends 1 Action Point to roll its Melee against [1,2]: Rowan takes the Hits"}, "", hits(5),
			[]string{"Rowan: 3 -> 0 Health (5 damage)", "Rowan is Defeated", "2 damage is left: choose the next Defender at [1,2]"}},
		{StageCarry, []string{"The Defender at [1,2] is Defeated with 2 damage left: choose the next Defender there"}, "000 L275",
			choose("Gwen"), []string{"Gwen defends [1,2] now; Gwen: 14 -> 12 Health (2 damage) (Gnome)", "Gnome ends its turn at [1,2]", "Villain Level Up Step"}},
	})
	// Two Heroes there: the one left takes the rest at once.
	s = bareMap(t)
	for _, c := range []tracker.Command{
		MoveHero(0, pos(1, 2)), MoveHero(1, pos(1, 2)), Damage(0, 11, ""), SpawnMinion(gnome(), pos(1, 1)),
	} {
		s = mustApply(t, s, c)
	}
	s = toMinionStep(t, s)
	s = mustApply(t, s, Shields(0, 1, ""))
	playWizard(t, s, []wizardStep{
		{StageDefender, []string{"Choose who defends [1,2] this round"}, "", choose("Rowan"), []string{"Rowan defends [1,2] this round"}},
		{StageMinion, nil, "", hits(6), []string{"Rowan: 3 -> 0 Health (6 damage; 1 Shield spent)", "Bjorn defends [1,2] now; Bjorn: 14 -> 13 Health (1 damage) (Gnome)"}},
	})
}

// TestWizardAOE000L970: an AOE attack hits everyone else in the region in
// full, Minions too.
func TestWizardAOE000L970(t *testing.T) {
	ogre := hound()
	ogre.Name, ogre.Abilities, ogre.Actions = "Ogre", []MinionAbility{MinionAOE}, 1
	s := bareMap(t)
	for _, c := range []tracker.Command{
		MoveHero(1, pos(1, 2)), MoveHero(2, pos(1, 2)), SpawnMinion(gnome(), pos(1, 2)), SpawnMinion(ogre, pos(1, 2)),
	} {
		s = mustApply(t, s, c)
	}
	s = toMinionStep(t, s)
	v := s.WizardView()
	if v.Minion != "Ogre" || !strings.Contains(v.Say, "AOE: everyone else at [1,2] takes it in full, Minions too") {
		t.Fatalf("%+v", v)
	}
	mustRefuse(t, s, WizardHitsWith(WizardHitsCmd{Key: v.Key, Hits: 2, Prevent: 1}), "AOE attack hits everyone")
	_, words := applyWords(t, s, WizardHits(v.Key, 2))
	for _, w := range []string{"Bjorn: 14 -> 12 Health (2 damage) (Ogre)", "Gwen: 14 -> 12 Health (2 damage) (Ogre)", "Gnome takes 2 damage: Wounded"} {
		if !strings.Contains(words, w) {
			t.Errorf("%q lacks %q", words, w)
		}
	}
}

// TestWizardRegenerate001L605: a Wounded Minion with Regenerate rolls a
// die as its turn starts; on a Hit it is Fresh again.
func TestWizardRegenerate001L605(t *testing.T) {
	bone := gnome()
	bone.Name, bone.Abilities = "Boneman", []MinionAbility{MinionRegenerate}
	s := bareMap(t)
	s = mustApply(t, s, SpawnMinion(bone, pos(0, 0)))
	s = mustApply(t, s, WoundMinion("Boneman", true))
	playWizard(t, toMinionStep(t, s), []wizardStep{
		{StageRegenerate, []string{"Boneman is Wounded and Regenerates: roll 1 Novice die"}, "001 L605", hits(1), []string{"Boneman's Regenerate die: 1 Hit; it flips to its Fresh side"}},
		{StageDefender, []string{"Boneman's turn (2 Action Points)", "Its target: Rowan, Bjorn, Gwen at [2,0]", "move [1,0] > [2,0]"}, "", choose("Bjorn"), []string{"Bjorn defends [2,0] this round"}},
		{StageMinion, []string{"Bjorn takes the Hits"}, "", hits(1), []string{"Boneman moves to [2,0]", "Bjorn: 14 -> 13 Health"}},
	})
}

// TestWizardRockfallAndBombs000L982L1012: a Rockfall deals 2 AOE damage
// as it is placed; a 6th Bomb first explodes the other five.
func TestWizardRockfallAndBombs000L982L1012(t *testing.T) {
	digger := gnome()
	digger.Name, digger.Actions, digger.Abilities = "Digger", 0, []MinionAbility{MinionRockfall}
	s := bareMap(t)
	s = mustApply(t, s, SpawnMinion(gnome(), pos(2, 0)))
	s = mustApply(t, s, SpawnMinion(digger, pos(2, 0)))
	s = toMinionStep(t, s)
	v := s.WizardView()
	if v.Stage != StageEndTurn || !strings.Contains(v.Say, "It can do nothing: its turn ends at [2,0]. Place a Rockfall at [2,0]: 2 damage to everyone else in the region.") {
		t.Fatalf("%+v", v)
	}
	s, words := applyWords(t, s, WizardDone(v.Key))
	for _, w := range []string{"a Rockfall placed", "Rowan: 14 -> 12 Health (2 damage) (Digger's Rockfall)", "Gwen: 14 -> 12", "Gnome takes 2 damage: Wounded"} {
		if !strings.Contains(words, w) {
			t.Errorf("%q lacks %q", words, w)
		}
	}
	if s.Map.At(pos(2, 0)).Rockfalls != 1 {
		t.Fatal("no Rockfall")
	}
	// Five Bombs on the map: a sixth explodes them first.
	sapper := bombSquad()
	sapper.Actions = 0
	s = bareMap(t)
	s = mustApply(t, s, MapTokens(pos(1, 0), TokenBomb, 5))
	s = mustApply(t, s, SpawnMinion(sapper, pos(2, 2)))
	s = toMinionStep(t, s)
	v = s.WizardView()
	if !strings.Contains(v.Say, "All 5 Bombs are on the map: explode them all first.") {
		t.Fatalf("%+v", v)
	}
	s, words = applyWords(t, s, WizardHits(v.Key, 1))
	for _, w := range []string{"all 5 Bombs explode first", "Rowan: 14 -> 4 Health (10 damage) (a Bomb)", "a Bomb placed", "Bomb check: 1 Hit; every Bomb explodes"} {
		if !strings.Contains(words, w) {
			t.Errorf("%q lacks %q", words, w)
		}
	}
	v = s.WizardView()
	if v.Stage != StageExplode || !strings.Contains(v.Say, "Every Bomb explodes: 2 AOE damage to everyone at [1,2], [2,1], [2,2]") {
		t.Fatalf("%+v", v)
	}
	s, words = applyWords(t, s, WizardDone(v.Key))
	if !strings.Contains(words, "Bomb-Squad takes 2 damage: no effect") || tokens(s.Map, TokenBomb) != 0 || s.Phase != PhaseVillainLevelUp {
		t.Fatalf("%q, %d Bombs, %s", words, tokens(s.Map, TokenBomb), s.Phase)
	}
}

// TestWizardMinionLeavesMidTurn: a Minion Defeated by a Reaction before
// its attack has no more turn; the next Minion acts.
func TestWizardMinionLeavesMidTurn(t *testing.T) {
	s := toMinionStep(t, testMapGame(t))
	if v := s.WizardView(); v.Minion != "Hound" {
		t.Fatalf("%+v", v)
	}
	s = mustApply(t, s, DamageMinion("Hound", 6))
	if v := s.WizardView(); v.Minion != "Gnome" || v.Stage != StageDefender {
		t.Fatalf("after the Hound left: %+v", v)
	}
}
