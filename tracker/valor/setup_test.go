package valor

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/labyrinthtest"
)

func TestNewGameStartOfGameRules(t *testing.T) {
	s := newGame(t, labSetup("Rowan", "Gwen", "Bjorn", "Loxley"))
	for _, h := range s.Heroes {
		if h.Health != 14 || h.MaxHealth != 14 {
			t.Errorf("000 L204 %s: Health %d of %d, want the top of the bar (14)", h.Name, h.Health, h.MaxHealth)
		}
		if h.Actions != 3 || h.Spent != 0 {
			t.Errorf("000 L206 %s: %d Action Points, want the bottom of the bar (3)", h.Name, h.Actions)
		}
		for _, r := range h.Rows {
			if want := map[bool]int{true: 1, false: 0}[r.Power]; r.PlusOnes != want {
				t.Errorf("000 L205 %s: %s row (Power %v) has %d Plus-Ones, want %d", h.Name, r.Kind, r.Power, r.PlusOnes, want)
			}
		}
		if h.Hand != 2 {
			t.Errorf("000 L207 %s starts with %d Spells, want 2", h.Name, h.Hand)
		}
	}
	v := s.Villain
	if v.Health != 60 {
		t.Errorf("000 L215 Golem with 4 Heroes: %d Health, want 60", v.Health)
	}
	if v.Actions != 2 || v.Rows[0].PlusOnes != 1 || v.plusOnes() != 1 {
		t.Errorf("000 L216-218 Golem: %d Actions, Plus-Ones %d, want 2 and the insert's 1 on Magic", v.Actions, v.plusOnes())
	}
	if s.Day != 0 || s.Round != 1 || s.Phase != PhaseHeroStep || s.Lead != 0 || s.Initiative != "" {
		t.Errorf("000 L221, L225: day %d round %d phase %s lead %d initiative %q", s.Day, s.Round, s.Phase, s.Lead, s.Initiative)
	}
	if s.Pending != PendingSetup {
		t.Fatalf("the setup checklist is not open")
	}
	items := s.Checklist()
	var chumps string
	for _, it := range items {
		if it.Key == StepChumps {
			chumps = it.Text
		}
		if it.Key == StepSolo {
			t.Error("000 L209: the Bruno reminder is only for 1 Hero")
		}
	}
	if !strings.Contains(chumps, "Draw 2 Chump Minions") || !strings.Contains(chumps, "T1") {
		t.Errorf("000 L186 4+ Heroes: %q, want 2 Chumps on T1", chumps)
	}
	if !items[0].Current || items[0].Rule != "000 L170-177" {
		t.Errorf("the first setup item: %+v", items[0])
	}
}

func TestNewGameSetupChecklists(t *testing.T) {
	cases := []struct {
		name   string
		su     Setup
		want   []string
		chumps string
		solo   string
	}{
		{"000 L186, L209 Labyrinth solo: 1 Chump, Bruno the Horse", labSetup("Rowan"),
			[]string{StepMap, StepDecks, StepChumps, StepEvents, StepHeroes, StepSolo, StepVillain, StepTrack, StepGiveInit, StepMission},
			"Draw 1 Chump Minion from", "045 Bruno the Horse"},
		{"000 L186 Labyrinth 3 Heroes: 1 Chump", labSetup("Rowan", "Gwen", "Bjorn"),
			[]string{StepMap, StepDecks, StepChumps, StepEvents, StepHeroes, StepVillain, StepTrack, StepGiveInit, StepMission},
			"Draw 1 Chump Minion from", ""},
		{"001 L179-182 Mordak solo: 1 Chump, the 1-2 Hero map, Clyde the Horse", mordakSetup("Gwen"),
			[]string{StepMap, StepHeroes, StepTrack, StepChumps, StepSoloMap, StepSolo, StepGiveInit},
			"Spawn 1 Chump Minion on the Mountain", "Clyde the Horse"},
		{"001 L179 Mordak 4 Heroes: 2 Chumps", mordakSetup("Gwen", "Bjorn", "Rowan", "Loxley"),
			[]string{StepMap, StepHeroes, StepTrack, StepChumps, StepGiveInit},
			"Spawn 2 Chump Minions", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newGame(t, c.su)
			var keys []string
			text := map[string]string{}
			for _, it := range s.Checklist() {
				keys = append(keys, it.Key)
				text[it.Key] = it.Text
			}
			if !slices.Equal(keys, c.want) {
				t.Fatalf("checklist %v, want %v", keys, c.want)
			}
			if !strings.Contains(text[StepChumps], c.chumps) {
				t.Errorf("chumps: %q, want %q", text[StepChumps], c.chumps)
			}
			if c.solo != "" && !strings.Contains(text[StepSolo], c.solo) {
				t.Errorf("solo: %q, want %q", text[StepSolo], c.solo)
			}
		})
	}
}

func TestNewGameMordakVillain(t *testing.T) {
	s := newGame(t, mordakSetup("Gwen", "Bjorn", "Rowan"))
	v := s.Villain
	if v.Health != 60 || v.Player != "Vera" || v.Hand != 2 {
		t.Errorf("001 L195 Mordak with 3 Heroes: Health %d, player %q, hand %d", v.Health, v.Player, v.Hand)
	}
	if v.Rows[2].PlusOnes != 1 || v.plusOnes() != 1 {
		t.Errorf("001 L196: a Plus-One on the Villain's Power Action; rows %+v", v.Rows)
	}
	if s.ShrinesNeeded != 3 || s.Mode != "" {
		t.Errorf("001 L208: %d Shrines needed, mode %q", s.ShrinesNeeded, s.Mode)
	}
}

func TestNewGameLootStashDefaults(t *testing.T) {
	s := newGame(t, labSetup("Rowan", "Gwen", "Bjorn"))
	if s.VillainLoot.Name != "Villain Loot Stash 3-6 (A)" || s.VillainLootB == nil || s.VillainLootB.Name != "Villain Loot Stash 3-6 (B)" {
		t.Errorf("000 L834-849: the printed 3-6 cards are the defaults; got %q, %v", s.VillainLoot.Name, s.VillainLootB)
	}
	s2 := newGame(t, labSetup("Rowan", "Gwen"))
	if !strings.Contains(s2.HeroLoot.Name, "2 Heroes") {
		t.Errorf("000 L554-563: the printed Hero card is the 2-Hero default; got %q", s2.HeroLoot.Name)
	}
	if s2.VillainLootB != nil {
		t.Errorf("no side B card is printed for 2 Heroes; got %v", s2.VillainLootB)
	}
}

func TestNewGameRefusals(t *testing.T) {
	tooMany := labSetup("Rowan", "Gwen", "Bjorn", "Loxley", "Coach", "Isabella")
	tooMany.Heroes = append(tooMany.Heroes, seats("William")...)
	twice := labSetup("Rowan", "Gwen")
	twice.Heroes[1] = twice.Heroes[0]
	mordak6 := mordakSetup("Rowan", "Gwen", "Bjorn", "Loxley", "Coach")
	mordak6.Heroes = append(mordak6.Heroes, seats("William")...)
	mordak6.VillainLoot = villainLoot(6, 6)
	noMode := labSetup("Rowan")
	noMode.Mode = ""
	mordakMode := mordakSetup("Rowan")
	mordakMode.Mode = ModeQuest
	noLoot := labSetup("Rowan", "Gwen", "Bjorn")
	noLoot.HeroLoot = nil
	wrongLoot := labSetup("Rowan", "Gwen", "Bjorn")
	wrongLoot.HeroLoot = heroLoot(4, 6)
	shortHealth := labSetup("Rowan", "Gwen", "Bjorn")
	shortHealth.Villain.Health = []int{30, 40}
	badLead := labSetup("Rowan")
	badLead.Lead = 1
	badHero := labSetup("Rowan")
	badHero.Heroes[0].Hero.Rows[0].Kind = RowCorruption
	sideB := mordakSetup("Rowan")
	sideB.VillainLootB = &LootStashCard{Name: "B", For: LootVillain, MinHeroes: 1, MaxHeroes: 1, Side: "B", Columns: []LootColumn{{Bounty: 3, Souls: 1}}}
	mordakInsert := mordakSetup("Rowan")
	mordakInsert.Villain.Rows[0].PlusOnes = 2
	mordakCosts := mordakSetup("Rowan")
	mordakCosts.MinionCosts = &DeckCosts{Chump: 2, Elite: 4, Boss: 7}
	noCost := labSetup("Rowan")
	noCost.MinionCosts = &DeckCosts{Chump: 2, Elite: 0, Boss: 7}
	cases := []struct {
		name string
		su   Setup
		want string
	}{
		{"box", Setup{}, "Choose the box"},
		{"000 L62 seven Heroes", tooMany, "seats 1 to 6 Heroes"},
		{"001 L159 six Heroes", mordak6, "seats 1 to 5 Heroes"},
		{"a Hero twice", twice, "Two players chose Rowan"},
		{"000 L74 mode", noMode, "Campaign or Quest"},
		{"Mordak has no mode", mordakMode, "no Campaign or Quest mode"},
		{"000 L181 no Hero card for 3", noLoot, "Enter the Hero Loot Stash card for 3 Heroes"},
		{"000 L572 the wrong card", wrongLoot, "for 3 Heroes"},
		{"000 L215 no Health for the Hero count", shortHealth, "no starting Health for 3 Heroes"},
		{"000 L225 Lead Hero", badLead, "Lead Hero 2 is not at the table"},
		{"001 L340 Corruption is the Villain's", badHero, "only the Villain has"},
		{"001 L575 Mordak has no side B", sideB, "no side B"},
		{"001 L196 Mordak's Plus-Ones", mordakInsert, "Power Action"},
		{"000 L637 Mordak has no deck costs", mordakCosts, "only the Labyrinth's decks"},
		{"000 L637 a cost of 0", noCost, "the Elite deck costs 0 Hits"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewGame(c.su)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want a refusal mentioning %q", err, c.want)
			}
		})
	}
}

func TestCardValidation(t *testing.T) {
	good := heroCard("Rowan")
	cases := []struct {
		name string
		edit func(*HeroCard)
		want string
	}{
		{"name", func(c *HeroCard) { c.Name = " " }, "name is empty"},
		{"health", func(c *HeroCard) { c.Health = 0 }, "Health 0"},
		{"actions", func(c *HeroCard) { c.Actions = 0 }, "0 Action Points"},
		{"action bar", func(c *HeroCard) { c.MaxActions = 2 }, "tops at 2"},
		{"rows", func(c *HeroCard) { c.Rows = nil }, "0 action rows"},
		{"slot", func(c *HeroCard) { c.Rows[0].Slots[0] = "gold" }, "slot 1"},
		{"treasure slot", func(c *HeroCard) { c.Treasures[2] = "hat" }, "Treasure slot 3"},
		{"ability", func(c *HeroCard) { c.Abilities = []Ability{"fly"} }, "does not know"},
		{"000 L1259 Masterpiece needs 3 rows", func(c *HeroCard) {
			c.Abilities = []Ability{AbilityMuscularMasterpiece}
			c.Rows = c.Rows[:2]
		}, "all 3 dice rows"},
		{"000 L1261 Sledge needs 2 Melee rows", func(c *HeroCard) { c.Abilities = []Ability{AbilityOneTonSledge} }, "2 Melee rows"},
		{"000 L218 only a Villain's insert sets Plus-Ones", func(c *HeroCard) { c.Rows[0].PlusOnes = 1 }, "only a Villain's insert"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := good
			h.Rows = slices.Clone(good.Rows)
			for i := range h.Rows {
				h.Rows[i].Slots = slices.Clone(h.Rows[i].Slots)
			}
			c.edit(&h)
			if err := h.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
		})
	}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	v := golem()
	v.Health[2] = 101
	if err := v.Validate(); err == nil || !strings.Contains(err.Error(), "top of the bar") {
		t.Errorf("000 L740 Health above the bar: %v", err)
	}
	l := *heroLoot(1, 2)
	l.Columns[2].Bounty = 2
	if err := l.Validate(); err == nil || !strings.Contains(err.Error(), "rise") {
		t.Errorf("loot columns must rise: %v", err)
	}
	l = *heroLoot(1, 2)
	l.Columns[0].Health = 5
	if err := l.Validate(); err == nil || !strings.Contains(err.Error(), "Hero card") {
		t.Errorf("a Hero card gives no Health: %v", err)
	}
	tr := TreasureCard{Name: "Bow", Kind: TreasureDefense, Row: RowRanged}
	if err := tr.Validate(); err == nil || !strings.Contains(err.Error(), "Offense") {
		t.Errorf("only Offense Treasures name a row: %v", err)
	}
}

func TestLootColumn(t *testing.T) {
	c, _ := DefaultLootStash(BoxLabyrinth, LootVillain, "A", 4)
	cases := []struct{ bounty, xp, health int }{
		{0, 2, 0}, {1, 3, 0}, {2, 3, 0}, {3, 4, 5}, {5, 5, 5}, {6, 6, 10}, {7, 8, 10}, {30, 8, 10},
	}
	for _, k := range cases {
		col, ok := c.Column(k.bounty)
		if !ok || col.XP != k.xp || col.Health != k.health {
			t.Errorf("000 L834-840 %d Bounty: %+v, want +%d XP +%d Health (the highest column met or exceeded)", k.bounty, col, k.xp, k.health)
		}
	}
	h, _ := DefaultLootStash(BoxLabyrinth, LootHeroes, "A", 2)
	if _, ok := h.Column(0); ok {
		t.Error("000 L558: no column for 0 Bounty on the Hero card")
	}
	if col, _ := h.Column(9); col.XP != 6 {
		t.Errorf("000 L558-559: 8+ Bounty gives 6 XP, got %+v", col)
	}
	if _, ok := DefaultLootStash(BoxMordak, LootHeroes, "A", 3); ok {
		t.Error("rules 001 print no Loot Stash table")
	}
}

// TestNewGameDeckCosts000L637: the costs printed on the Minion deck covers
// can be given at setup, so the first Corruption roll does not stop to
// ask for them.
func TestNewGameDeckCosts000L637(t *testing.T) {
	su := labSetup("Rowan", "Gwen")
	su.MinionCosts = &DeckCosts{Chump: 2, Elite: 4, Boss: 7}
	s := newGame(t, su)
	if s.MinionCosts == nil || *s.MinionCosts != *su.MinionCosts {
		t.Fatalf("costs %+v", s.MinionCosts)
	}
	su.MinionCosts.Boss = 9
	if s.MinionCosts.Boss != 7 {
		t.Fatal("the game shares its costs with the setup it came from")
	}
}

// TestTickRunOfTheSetup000L164: the setup items done on the cardboard
// alone are one tap together; the map and the Chumps, which the app's map
// may do, are not in a run, and a run cannot take them.
func TestTickRunOfTheSetup000L164(t *testing.T) {
	s := newGame(t, labSetup("Rowan", "Gwen"))
	if run := s.CardboardRun(); len(run) != 0 {
		t.Fatalf("the map item (000 L170) starts a run: %+v", run)
	}
	mustRefuse(t, s, TickRun(StepMap), "asks something of the app")
	s = mustApply(t, s, Tick(StepMap))
	if run := s.CardboardRun(); len(run) != 1 || run[0].Key != StepDecks {
		t.Fatalf("after the map: %+v", run)
	}
	s = mustApply(t, s, Tick(StepDecks))
	s = mustApply(t, s, Tick(StepChumps))
	var keys []string
	for _, it := range s.CardboardRun() {
		keys = append(keys, it.Key)
	}
	want := []string{StepEvents, StepHeroes, StepVillain, StepTrack, StepGiveInit, StepMission}
	if !slices.Equal(keys, want) {
		t.Fatalf("the run after the Chumps: %v, want %v", keys, want)
	}
	mustRefuse(t, s, TickRun(StepHeroes, StepEvents), "Next on the checklist is")
	mustRefuse(t, s, TickRun(), "Tick 1 to")
	done, words := applyWords(t, s, TickRun(keys...))
	if done.Pending != "" || !strings.Contains(words, "Done: Resume setup in your Mission") {
		t.Fatalf("the run did not end the setup: pending %q, %s", done.Pending, words)
	}
}

// TestStartTilesKeptForTheNextGame000L172: the tiles the map holds when its
// setup item is done are kept; the next game lays them with one command
// (one Undo), which ticks its map item too; a map with tiles already, or
// two tiles in one place, is refused.
func TestStartTilesKeptForTheNextGame000L172(t *testing.T) {
	halls := labyrinthtest.AllHalls
	s := newGame(t, labSetup("Rowan", "Gwen"))
	s = mustApply(t, s, PlaceTile(pos(2, 2), halls, labyrinth.BaseCamp))
	for _, p := range []labyrinth.Pos{pos(1, 2), pos(2, 1), pos(2, 3)} {
		s = mustApply(t, s, PlaceTile(p, halls, ""))
	}
	if len(s.StartTiles) != 0 {
		t.Fatal("kept before the map item was done")
	}
	s = mustApply(t, s, PlaceTile(pos(3, 2), halls, labyrinth.Portal))
	if len(s.StartTiles) != 5 || s.StartTiles[4] != (PlaceTileCmd{At: pos(3, 2), Walls: halls, Tile: labyrinth.Portal}) {
		t.Fatalf("kept %+v", s.StartTiles)
	}

	next := newGame(t, labSetup("Rowan", "Gwen"))
	laid, words := applyWords(t, next, LayTiles(s.StartTiles))
	if !laid.StartingMapLaid() || !strings.Contains(words, "the map's setup is done") {
		t.Fatalf("the next game's map: %s", words)
	}
	if c := laid.Checklist(); !c[0].Done {
		t.Fatal("the map item was not ticked")
	}
	mustRefuse(t, laid, LayTiles(s.StartTiles), "holds tiles already")
	mustRefuse(t, next, LayTiles([]PlaceTileCmd{{At: pos(0, 0), Walls: halls}, {At: pos(0, 0), Walls: halls}}), "Two tiles at")
}

// TestSizeDueForTheSetupChumps000L186: during the setup, until its Chump
// item is done, the Minions placed are Chumps; then any size.
func TestSizeDueForTheSetupChumps000L186(t *testing.T) {
	s := newGame(t, labSetup("Rowan", "Gwen"))
	if s.SizeDue() != labyrinth.SizeChump {
		t.Fatal("the setup places Chumps, even before its Chump item is due")
	}
	s = mustApply(t, s, Tick(StepMap))
	s = mustApply(t, s, Tick(StepDecks))
	if s.SizeDue() != labyrinth.SizeChump {
		t.Fatalf("the Chump item is due, size %q", s.SizeDue())
	}
	s = mustApply(t, s, Tick(StepChumps))
	if s.SizeDue() != "" {
		t.Fatal("a size is due after the Chump item")
	}
}
