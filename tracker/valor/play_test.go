package valor

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// playRound is a 2-Hero Labyrinth game's setup, first Hero Round and Hero
// Level Up Step, with the words each command must log.
func playRound() []struct {
	cmd   tracker.Command
	words string
} {
	return []struct {
		cmd   tracker.Command
		words string
	}{
		{Tick(StepMap), "Done: Build the 5x5 Map border"},
		{Tick(StepDecks), "Done: Set out the Hero and Villain Loot Stash cards"},
		{Tick(StepChumps), "Done: Draw 1 Chump Minion from the bottom of the Chump deck and place it on tile T1."},
		{Tick(StepEvents), "Done: Sleeve the Act's Event cards"},
		{Tick(StepHeroes), "Done: Each Hero takes the Rules Reference cards"},
		{Tick(StepVillain), "Done: Set the Villain up"},
		{Tick(StepTrack), "Done: Put the Villain's standee on Start of the Approach of Doom."},
		{Tick(StepGiveInit), "Done: Give the Initiative token to Rowan, the Lead Hero."},
		{Tick(StepMission), "Done: Resume setup"},
		// The Hero Step (000 L240).
		{SetInitiative(InitiativeCharge), "Rowan: Charge; turns Rowan, Bjorn"},
		{SpendAction(0, ActionMove, ""), "Rowan: Move (1 of 3 Action Points spent)"},
		{StartRoll(0, 0, 5), "Rowan: Melee roll, 5 Hits (2 of 3 Action Points spent)"},
		{RollPlusOnes(1), "Rowan: spends 1 Melee Plus-One, 5 -> 6 Hits"},
		{SpendHits(4, "the Gnome"), "Rowan: spends 4 Hits on the Gnome, 2 left"},
		{DefeatMinion("Gnome", 1), "Gnome (1 Bounty) Defeated, onto the Hero Loot Stash"},
		{BuyPlusOnes(1), "Rowan: 0 -> 1 Melee Plus-Ones for 2 Hits, 0 left"},
		{EndRoll(EndRollCmd{}), "Rowan: ends the Melee roll"},
		{Loot(0, sword), "Rowan loots Sword onto the Hero Loot Stash"},
		{EndTurn(), "Rowan ends the Turn; Bjorn's Turn"},
		{StartRoll(1, 1, 4), "Bjorn: Ranged roll, 4 Hits (1 of 3 Action Points spent)"},
		{BuyPlusOnes(2), "Bjorn: 0 -> 2 Ranged Plus-Ones for 4 Hits, 0 left"},
		{EndRoll(EndRollCmd{}), "Bjorn: ends the Ranged roll"},
		{Damage(1, 3, "Hound"), "Bjorn: 14 -> 11 Health (3 damage) (Hound)"},
		{EndTurn(), "Bjorn ends the Turn; Hero Level Up Step"},
		// The Hero Level Up Step, in the book's order (000 L1313-1332).
		{Tick(StepEvents), "Done: The Lead Hero reads each Event"},
		{Tick(StepDrawSpells), "Done: Each Hero draws cards"},
		{Tick(StepDiscard), "Done: Each Hero with more than 6 cards discards down to 6."},
		{Tick(StepDefenders), "Done: Clear the Defender markers."},
		{Tick(StepPassInit), "Initiative: Rowan -> Bjorn"},
		{Equip(0, 0, 0), "Rowan equips Sword"},
		{Tick(StepTreasures), "Done: Reveal the Treasures"},
		{CashOut(LootHeroes, nil), "Hero Loot Stash: 1 Bounty -> 1 XP each (Hero Loot Stash, 2 Heroes (printed example), column 1); Hero Hoard 0 -> 1"},
		{LevelUpDie(0, 0, 2), "Rowan: Melee slot 3 blank -> Novice (1 XP; 0 left)"},
		{Tick(StepLevelUps), "Done: Each Hero spends XP"},
		{EndStep(), "Villain Round"},
	}
}

// TestHeroRoundThroughJSON plays setup, a whole Hero Round and its Level
// Up Step through Game.Apply and the JSON log, as the app does.
func TestHeroRoundThroughJSON(t *testing.T) {
	start, err := NewGame(labSetup("Rowan", "Bjorn"))
	if err != nil {
		t.Fatal(err)
	}
	var g Game
	log := &trackertest.Log{Initial: encode(t, start)}
	for i, st := range playRound() {
		raw, err := json.Marshal(st.cmd)
		if err != nil {
			t.Fatal(err)
		}
		var cmd tracker.Command
		if err := json.Unmarshal(raw, &cmd); err != nil {
			t.Fatal(err)
		}
		e, err := log.Do(g, cmd, time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC))
		if err != nil {
			t.Fatalf("step %d (%s): %v", i+1, cmd.Kind, err)
		}
		if !strings.HasPrefix(e.Words, st.words) {
			t.Errorf("step %d words %q, want %q...", i+1, e.Words, st.words)
		}
	}
	end, err := Decode(log.State())
	if err != nil {
		t.Fatal(err)
	}
	r, b := end.Heroes[0], end.Heroes[1]
	switch {
	case end.Phase != PhaseVillainStep || end.Lead != 1 || end.Round != 1:
		t.Errorf("phase %s lead %d round %d", end.Phase, end.Lead, end.Round)
	case r.XP != 0 || b.XP != 1 || end.Hoard != 1 || len(end.HeroStash.Minions) != 0:
		t.Errorf("XP %d %d hoard %d stash %+v", r.XP, b.XP, end.Hoard, end.HeroStash)
	case r.Equipped[0] == nil || r.Equipped[0].Name != "Sword" || r.Rows[0].Slots[2] != DieNovice || r.Rows[0].PlusOnes != 1:
		t.Errorf("Rowan %+v", r)
	case b.Health != 11 || b.Rows[1].PlusOnes != 2 || b.plusOnes() != 3:
		t.Errorf("Bjorn %+v", b)
	}
	replayed, err := trackertest.Replay(g, log.Initial, log.Entries, log.Cursor)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(replayed.State(), log.State()) {
		t.Fatal("the replay differs")
	}
	// Undo goes back through the Level Up Step to the Hound's damage.
	for i := 0; i < 12; i++ {
		log.Undo()
	}
	mid, _ := Decode(log.State())
	if mid.Phase != PhaseHeroStep || mid.Heroes[1].Health != 11 {
		t.Fatalf("after undo: %s, Bjorn %d", mid.Phase, mid.Heroes[1].Health)
	}
}
