package valor

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"tableside/data"
	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// midGame is a 3-Hero Labyrinth game in Rowan's Turn, with a roll open,
// a Sidekick, statuses and loot.
func midGame(t testing.TB) State {
	t.Helper()
	s := charge(t, lab(t))
	for _, c := range []tracker.Command{
		NewSidekick(SidekickCmd{Hero: 1, Name: "Elemental", Health: 3, Elemental: true}),
		Doom(2, ""), Poison(2, 0, 0), Shields(0, 2, ""), Loot(0, sword), DefeatMinion("Imp", 1),
		SpendAction(0, ActionMove, ""), StartRoll(0, 0, 4),
	} {
		s = mustApply(t, s, c)
	}
	return s
}

func TestGameIdentity(t *testing.T) {
	var g tracker.Game = Game{}
	if g.ID() != "valor" || g.Title() != "Valor & Villainy" {
		t.Fatalf("%q %q", g.ID(), g.Title())
	}
	tracker.NewCatalog(g)
}

func TestJSONRoundTrip(t *testing.T) {
	s := midGame(t)
	b := encode(t, s)
	trackertest.RoundTrip(t, Game{}, Decode, State.Apply, s, BuyPlusOnes(1))
	if !bytes.Equal(encode(t, s), b) {
		t.Fatal("State.Apply changed its input")
	}
}

func TestCheckStateRejects(t *testing.T) {
	good := encode(t, midGame(t))
	trackertest.Rejects(t, Game{}, Decode, good, EndTurn(), []trackertest.Damaged[State]{
		{Name: "not JSON", Raw: "{", Want: "cannot be read"},
		{Name: "unknown field", Raw: `{"box":"labyrinth","extra":1}`, Want: "unknown field"},
		{Name: "trailing data", Raw: string(good) + "{}", Want: "extra data"},
		{Name: "box", Edit: func(s *State) { s.Box = "chess" }, Want: "box"},
		{Name: "000 L74 mode", Edit: func(s *State) { s.Mode = "" }, Want: "mode"},
		{Name: "no Heroes", Edit: func(s *State) { s.Heroes = nil }, Want: "0 Heroes"},
		{Name: "000 L325 0 Health off the Stash", Edit: func(s *State) { s.Heroes[0].Health = 0 }, Want: "a Hero at 0 Health is Defeated"},
		{Name: "Health over the bar", Edit: func(s *State) { s.Heroes[0].Health = 15 }, Want: "15 Health"},
		{Name: "000 L1018 5 Shields", Edit: func(s *State) { s.Heroes[0].Shields = 5 }, Want: "5 Shields"},
		{Name: "000 L317 5 Plus-Ones", Edit: func(s *State) { s.Heroes[0].Rows[1].PlusOnes = 4 }, Want: "the most is 4"},
		{Name: "000 L627 7 Villain Plus-Ones", Edit: func(s *State) { s.Villain.Rows[1].PlusOnes = 6 }, Want: "the most is 6"},
		{Name: "000 L1004 Poison on a blank", Edit: func(s *State) { s.Heroes[2].Rows[0].Poisoned = []int{2} }, Want: "Poison"},
		{Name: "000 L998 Defeated and Doomed", Edit: func(s *State) { s.Heroes[2].Health, s.Heroes[2].InStash = 0, true }, Want: "negative status"},
		{Name: "000 L497 Sidekick over 6", Edit: func(s *State) { s.Heroes[1].Sidekick.Health = 7 }, Want: "7 Hearts"},
		{Name: "000 L504 three Elementals", Edit: func(s *State) {
			s.Heroes[0].Sidekick = &Sidekick{Name: "E", Health: 1, Elemental: true}
			s.Heroes[2].Sidekick = &Sidekick{Name: "E", Health: 1, Elemental: true}
		}, Want: "3 Elementals"},
		{Name: "Action Points over the bar", Edit: func(s *State) { s.Heroes[0].Actions = 7 }, Want: "7 Action Points"},
		{Name: "spent over the Action Points", Edit: func(s *State) { s.Heroes[0].Spent = 4 }, Want: "spent 4 of 3"},
		{Name: "Treasure in the wrong slot", Edit: func(s *State) { s.Heroes[0].Equipped[1] = &sword }, Want: "offense Treasure in a defense slot"},
		{Name: "001 L314 Villain over its cap", Edit: func(s *State) { s.Villain.Health = 101 }, Want: "101 Health"},
		{Name: "000 L771 4 Souls", Edit: func(s *State) { s.Villain.Souls = 4 }, Want: "4 Souls"},
		{Name: "3 Souls and no winner", Edit: func(s *State) { s.Villain.Souls = 3 }, Want: "every Soul"},
		{Name: "Villain at 0 and no winner", Edit: func(s *State) { s.Villain.Health = 0 }, Want: "nobody has won"},
		{Name: "track past Day 4", Edit: func(s *State) { s.Day = 5 }, Want: "day 5"},
		{Name: "Shrines in the Labyrinth", Edit: func(s *State) { s.ShrinesNeeded = 3 }, Want: "no Shrines"},
		{Name: "Lead off the table", Edit: func(s *State) { s.Lead = 3 }, Want: "Lead Hero"},
		{Name: "unknown phase", Edit: func(s *State) { s.Phase = "nap" }, Want: "step"},
		{Name: "turn order", Edit: func(s *State) { s.Order = []int{0, 0} }, Want: "turn order"},
		{Name: "turn past the order", Edit: func(s *State) { s.Pos = 3 }, Want: "turn position"},
		{Name: "checklist out of order", Edit: func(s *State) {
			s.Roll, s.Phase, s.Initiative, s.Order = nil, PhaseMinionStep, "", nil
			s.Steps = []Check{{Key: StepCashOut}}
		}, Want: "out of place"},
		{Name: "checklist missing", Edit: func(s *State) {
			s.Roll, s.Phase, s.Initiative, s.Order = nil, PhaseMinionStep, "", nil
		}, Want: "missing"},
		{Name: "done out of order", Edit: func(s *State) {
			s.Roll, s.Phase, s.Initiative, s.Order = nil, PhaseHeroLevelUp, "", nil
			s.Steps = checks(s.stepKeys())
			s.Steps[1].Done = true
		}, Want: "out of order"},
		{Name: "Final checklist before the Final Battle", Edit: func(s *State) {
			s.Pending, s.PendingSteps = PendingFinal, []Check{{Key: StepFinalMission}}
		}, Want: "before the Final Battle"},
		{Name: "roll on a row of another kind", Edit: func(s *State) { s.Roll.Rows = []int{1} }, Want: "rows"},
		{Name: "roll for nobody", Edit: func(s *State) { s.Roll.Who = 5 }, Want: "not at the table"},
		{Name: "000 L960 a Test bought Plus-Ones", Edit: func(s *State) { s.Roll.Test, s.Roll.Bought = true, 1 }, Want: "Test"},
		{Name: "Loot Stash card for another count", Edit: func(s *State) { s.HeroLoot = *heroLoot(4, 4) }, Want: "for 3 Heroes"},
		{Name: "Hoard in Mordak", Edit: func(s *State) { s.Box, s.Mode, s.Hoard = BoxMordak, "", 1 }, Want: ""},
		{Name: "Minion worth 10", Edit: func(s *State) { s.HeroStash.Minions[0].Bounty = 10 }, Want: "10 Bounty"},
		{Name: "same Hero twice", Edit: func(s *State) { s.Heroes[1].Name = "ROWAN" }, Want: "two Heroes"},
		{Name: "Labyrinth Villain spent Action Points", Edit: func(s *State) { s.Villain.Spent = 1 }, Want: "spends no Action Points"},
	})
}

func TestApplyBadCommands(t *testing.T) {
	var g Game
	b := encode(t, lab(t))
	trackertest.BadCommands(t, g, b,
		tracker.Command{Kind: "fly"},
		tracker.Command{Kind: KindDamage, Args: json.RawMessage(`{"who":"x"}`)},
		tracker.Command{Kind: KindDamage, Args: json.RawMessage(`{"who":0,"amount":1,"speed":2}`)},
		tracker.Command{Kind: KindDamage, Args: json.RawMessage(`{"who":0} {}`)},
		tracker.Command{Kind: KindDamage, Args: json.RawMessage(`[`)},
	)
	if _, _, err := g.Apply(b, tracker.Command{Kind: KindDamage}); !tracker.IsRefusal(err) {
		t.Errorf("empty args: %v", err)
	}
}

// TestDocsExample keeps docs/valor-state.md honest: its example must be a
// state this package reads and accepts, and must say what the doc says.
func TestDocsExample(t *testing.T) {
	md, err := os.ReadFile("../../docs/valor-state.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(md, -1)
	if len(blocks) == 0 {
		t.Fatal("no JSON example in the doc")
	}
	s, err := Decode(blocks[0][1])
	if err != nil {
		t.Fatalf("the doc's example: %v", err)
	}
	if s.Box != BoxLabyrinth || len(s.Heroes) != 2 || !s.currentIs(StepCashOut) || !s.Heroes[1].Doomed || s.Heroes[1].Sidekick == nil {
		t.Fatalf("the example is not the one described: %+v", s)
	}
	s, words := applyWords(t, s, CashOut(LootHeroes, nil))
	if !strings.Contains(words, "1 Bounty -> 1 XP each") || s.Hoard != 1 {
		t.Fatalf("cashing the example out: %q", words)
	}
	b := encode(t, s)
	if len(b) > 2600 {
		t.Errorf("the doc says about 2.1 kB; the example is %d bytes", len(b))
	}
}

// TestDataFile checks data/valor.json: the facts the tests rely on, and
// that callers get their own copy (data's TestParseValorRejectsBrokenFiles
// refuses a broken file).
func TestDataFile(t *testing.T) {
	r, err := data.Valor()
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		name      string
		got, want int
	}{
		{"000 L317 4 Plus-Ones", r.Hero.PlusOneCap, 4},
		{"000 L315 2 Hits a Plus-One", r.Hero.PlusOneCost, 2},
		{"000 L1018 4 Shields", r.Hero.ShieldCap, 4},
		{"000 L1018 a Shield prevents 2", r.Hero.ShieldPrevents, 2},
		{"000 L520 hand of 6", r.Hero.HandSize, 6},
		{"000 L579 3 XP an Action Point", r.Hero.ActionLevelUpCost, 3},
		{"000 L335 3 Bounty a Defeated Hero", r.Hero.DefeatBounty, 3},
		{"000 L877 fives", r.Hero.VillainDamageStep, 5},
		{"000 L627 the Villain holds 6", r.Labyrinth.Villain.PlusOneCap, 6},
		{"000 L626 1 Hit a Villain Plus-One", r.Labyrinth.Villain.PlusOneCost, 1},
		{"000 L750 XP in twos", r.Labyrinth.Villain.LevelUpXP, 2},
		{"000 L223 4 Days", r.Labyrinth.Track.Days, 4},
		{"001 L202 6 days", r.Mordak.Track.Days, 6},
		{"001 L314 100 at most", r.Mordak.Villain.MaxHealth, 100},
		{"001 L571 +5 Health", r.Mordak.Final.HeroHealth, 5},
		{"000 L186 2 Chumps with 4 Heroes", r.Labyrinth.Chumps(4), 2},
		{"001 L179 1 Chump with 3 Heroes", r.Mordak.Chumps(3), 1},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, c.got, c.want)
		}
	}
	a, _ := data.Valor()
	a.Labyrinth.VillainLoot[0].Columns[0].XP = 99
	a.Sources["dice"] = ""
	b, _ := data.Valor()
	if b.Labyrinth.VillainLoot[0].Columns[0].XP == 99 || b.Sources["dice"] == "" {
		t.Fatal("a caller changed the shared rules")
	}
}
