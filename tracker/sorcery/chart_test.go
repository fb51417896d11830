package sorcery

import (
	"encoding/json"
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// chartOf plays cmds from start as History's walk replays a log, through
// the Game's Steps (campaign.Store.WalkStates), adding the start at 0 and
// the state after each command at its place in the log.
func chartOf(t *testing.T, start State, cmds ...tracker.Command) Chart {
	t.Helper()
	state, err := json.Marshal(start)
	if err != nil {
		t.Fatal(err)
	}
	var c Chart
	if err := c.Add(0, state); err != nil {
		t.Fatal(err)
	}
	run, err := Game{}.Steps(state)
	if err != nil {
		t.Fatal(err)
	}
	for i, cmd := range cmds {
		if state, err = run.Do(cmd); err != nil {
			t.Fatalf("action %d (%s %s): %v", i+1, cmd.Kind, cmd.Args, err)
		}
		if err := c.Add(i+1, state); err != nil {
			t.Fatal(err)
		}
	}
	return c.Done()
}

// The chart of a played Quest: each Hero's HP left, the Soul Counter, the
// Event cards left and the Enemies in play, a point wherever one changed,
// every line reaching the Quest's end, the Rounds marked where they began.
// A Hero who dies has no HP left until resurrected at full health
// (L4857-4866, L4942-4956); the Soul Counter gains an Enemy's Soul Points
// (L7101-7105) and pays the resurrection (L4951-4953); a revealed Event
// card stays on the deck until the next Event Phase discards it
// (L1598-1614). The Quest's end heals everyone for the next Quest (L738):
// the chart ends there, as the Quest left the Heroes, and the Journey
// after it is not charted.
func TestChartOfAQuest(t *testing.T) {
	spider := giantSpider().Card
	spider.SoulPoints = 2
	start, err := NewQuest(QuestSetup{Heroes: []Hero{artemis(), jeanne()}, Enemies: []EnemyCard{spider},
		Encounters: testEncounters(), Shrines: []Shrine{{Name: "Shrine 1", Open: true}}, Souls: 3, Events: 5})
	if err != nil {
		t.Fatal(err)
	}
	c := chartOf(t, start,
		WoundHero("Artemis", 3),           // 1: Artemis 8 -> 5
		EndTurn(),                         // 2
		DrawEncounter("A"),                // 3: the Greens activate
		WoundHeroBy("Jeanne", 9, 0),       // 4: Jeanne dies, a Ghost Soul
		StartTurn("Jeanne"),               // 5
		EndTurn(),                         // 6: a Ghost Soul has no Enemy Turn (L1593-1594)
		RunEventPhase("Rats", "standard"), // 7: revealed, still on the deck
		RunTimePhase(TimePhaseInput{}),    // 8: Round 2
		SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Jeanne", Do: "resurrect", AtShrine: true}}}), // 9: 3 -> 2
		StartTurn("Artemis"),           // 10
		WoundEnemy(0, 6, "Artemis"),    // 11: the Spider dies: 2 -> 4 Soul Points
		EndTurn(),                      // 12: no Enemy, no card (L1464-1465)
		StartTurn("Jeanne"), EndTurn(), // 13, 14
		RunEventPhase("", ""),             // 15: Rats discarded
		QuestOver(nil, Won, "2026-11-27"), // 16: the Quest's end
		MoveLabel("Begin"),                // 17: the Journey
	)
	trackertest.ChartOutline(t, c.Series, c.ChartLog,
		[]string{"Artemis's HP", "Jeanne's HP", "Soul Counter", "Event cards left", "Enemies in play"},
		16, tracker.RoundStart{X: 0, Round: 1}, tracker.RoundStart{X: 8, Round: 2})
	want := map[string][][2]int{
		"Artemis's HP":     {{0, 8}, {1, 5}, {16, 5}},
		"Jeanne's HP":      {{0, 9}, {4, 0}, {9, 9}, {16, 9}},
		"Soul Counter":     {{0, 3}, {9, 2}, {11, 4}, {16, 4}},
		"Event cards left": {{0, 5}, {15, 4}, {16, 4}},
		"Enemies in play":  {{0, 1}, {11, 0}, {16, 0}},
	}
	for _, sr := range c.Series {
		if got := trackertest.ChartPairs(sr.Points); !slices.Equal(got, want[sr.Name]) {
			t.Errorf("%s: points %v, want %v", sr.Name, got, want[sr.Name])
		}
	}
}

// HP left counts a Red Critical's cut and the Green Hearts (L4557-4571,
// L4804-4806, L4858-4860), as the board does; a Quest just started has a
// point per series and one Round; a state that is not JSON, or with
// other Heroes than the Quest's, is an error; a session opened between
// Quests charts nothing.
func TestChartOfAQuestJustStarted(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	s.Heroes[0].RedCriticals = []string{RedHP2}
	s.Heroes[1].ExtraHP, s.Heroes[1].Wounds = 2, 3
	c := chartOf(t, s)
	trackertest.ChartOutline(t, c.Series, c.ChartLog,
		[]string{"Jeanne's HP", "Thorgren's HP", "Soul Counter", "Event cards left", "Enemies in play"},
		0, tracker.RoundStart{X: 0, Round: 1})
	for i, want := range []int{9 - 2, 10 + 2 - 3} {
		if got := trackertest.ChartPairs(c.Series[i].Points); !slices.Equal(got, [][2]int{{0, want}}) {
			t.Errorf("%s: %v, want %d", c.Series[i].Name, got, want)
		}
	}
	var bad Chart
	if err := bad.Add(0, []byte("{")); err == nil {
		t.Fatal("a state that is not JSON was charted")
	}
	three, _ := json.Marshal(table([]Hero{jeanne(), thorgren(), artemis()}))
	two, _ := json.Marshal(s)
	if err := bad.Add(0, two); err != nil {
		t.Fatal(err)
	}
	if err := bad.Add(1, three); err == nil {
		t.Fatal("a Hero seated mid-Quest was charted")
	}
	if c := chartOf(t, between(t)); len(c.Series) != 0 {
		t.Fatalf("between Quests: %+v", c)
	}
}
