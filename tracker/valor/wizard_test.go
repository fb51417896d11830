package valor

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/tracker"
	"tableside/tracker/trackertest"
	"tableside/tracker/valor/labyrinth"
)

// wizardStep is one screen of the wizard and the answer given to it.
type wizardStep struct {
	stage WizardStage
	say   []string // the instruction holds each of these
	rule  string
	// answer builds the command from the screen; nil taps Done.
	answer func(v WizardView) tracker.Command
	words  []string // the log's words hold each of these
}

func hits(n int) func(WizardView) tracker.Command {
	return func(v WizardView) tracker.Command { return WizardHits(v.Key, n) }
}

func roll(v WizardView) tracker.Command { return WizardRoll(v.Key) }

func choose(o ...string) func(WizardView) tracker.Command {
	return func(v WizardView) tracker.Command { return WizardChoose(v.Key, o...) }
}

func spell(name string, costs ...int) func(WizardView) tracker.Command {
	return func(v WizardView) tracker.Command { return WizardSpell(v.Key, name, costs...) }
}

func spawn(c MinionCard) func(WizardView) tracker.Command {
	return func(v WizardView) tracker.Command { return WizardSpawn(v.Key, c) }
}

// playWizard answers each screen through Game.Apply and a trackertest.Log, as
// the app does (every answer is decoded from the stored state, as after a
// restart), checking every instruction and the log's words, and that each
// screen saved as a moment plans, through `tableside plan`, what it shows
// (checkMoment). At the end it undoes every answer, one at a time, and
// checks the screen comes back.
func playWizard(t *testing.T, start State, steps []wizardStep) *trackertest.Log {
	t.Helper()
	log, _ := playWizardMoments(t, start, steps)
	return log
}

// playWizardMoments is playWizard, returning each screen's moment too.
func playWizardMoments(t *testing.T, start State, steps []wizardStep) (*trackertest.Log, []Moment) {
	t.Helper()
	var g Game
	var moments []Moment
	log := &trackertest.Log{Initial: encode(t, start)}
	var keys []string
	defer func() {
		if t.Failed() {
			return
		}
		end := log.Cursor
		for i := len(keys) - 1; i >= 0; i-- {
			log.Undo()
			s, err := Decode(log.State())
			if err != nil {
				t.Fatal(err)
			}
			if v := s.WizardView(); v.Key != keys[i] {
				t.Fatalf("undo to screen %d shows %q, want %q", i+1, v.Key, keys[i])
			}
		}
		for log.Cursor < end {
			log.Redo()
		}
	}()
	for i, st := range steps {
		s, err := Decode(log.State())
		if err != nil {
			t.Fatal(err)
		}
		v := s.WizardView()
		where := fmt.Sprintf("screen %d (%s)", i+1, v.Key)
		if passes(WizardView{Stage: st.stage, Inputs: []WizardInput{InputDone}}) && (v.Stage != st.stage || !saysAll(v.Say, st.say)) {
			// The app went past this screen by itself with the last
			// answer: what it said shows on the screen now, and what it
			// did is in that answer's log line.
			passed := strings.Join(v.Passed, "\n")
			for _, w := range st.say {
				if !strings.Contains(passed, w) {
					t.Errorf("%s: passed by the app, it should still show\n%q\nshown: %q", where, w, v.Passed)
				}
			}
			last := "" // passed before the first answer: in no answer's words
			if log.Cursor > 0 {
				last = log.Entries[log.Cursor-1].Words
			}
			for _, w := range st.words {
				if last != "" && !strings.Contains(last, w) {
					t.Errorf("%s: passed by the app; the log says\n%q\nwant it to hold\n%q", where, last, w)
				}
			}
			continue
		}
		if !v.Active || v.Stage != st.stage {
			t.Fatalf("%s: stage %q, want %q: %s", where, v.Stage, st.stage, v.Say)
		}
		for _, w := range st.say {
			if !strings.Contains(v.Say, w) {
				t.Errorf("%s says\n%q\nwant it to hold\n%q", where, v.Say, w)
			}
		}
		if st.rule != "" && v.Rule != st.rule {
			t.Errorf("%s: rule %q, want %q", where, v.Rule, st.rule)
		}
		// The screen's question comes first: short, and a question.
		if q := v.Question(); len(q) > 60 || (v.Stage != StageFixMap && !strings.HasSuffix(q, "?")) {
			t.Errorf("%s: the question %q is not a short question", where, q)
		}
		if s.Prompt() != v.Say {
			t.Errorf("%s: Prompt %q is not the screen's", where, s.Prompt())
		}
		keys = append(keys, v.Key)
		m, planned := checkMoment(t, where, s, v)
		moments = append(moments, m)
		cmd := WizardDone(v.Key)
		if st.answer != nil {
			cmd = st.answer(v)
		}
		e, err := log.Do(g, cmd, time.Date(2025, 1, 1, 21, 0, i, 0, time.UTC))
		if err != nil {
			t.Fatalf("%s: %s %s: %v", where, cmd.Kind, cmd.Args, err)
		}
		for _, w := range st.words {
			if !strings.Contains(e.Words, w) {
				t.Errorf("%s: the log says\n%q\nwant it to hold\n%q", where, e.Words, w)
			}
		}
		if cmd.Kind == KindWizardRoll && m.Shown == nil && planned != nil {
			// The roll screen's moment rolls the dice as the app just did.
			var p struct{ Pool labyrinth.Rolled }
			if err := json.Unmarshal(planned, &p); err != nil {
				t.Fatal(err)
			}
			if w := "the app rolls " + facesWords(p.Pool.Faces, p.Pool.Hits); !strings.Contains(e.Words, w) {
				t.Errorf("%s: the moment rolls %q; the log says %q", where, w, e.Words)
			}
		}
		// A double tap answers the screen that is gone: refused.
		if _, _, err := g.Apply(log.State(), cmd); err == nil || !tracker.IsRefusal(err) {
			t.Fatalf("%s: the same answer twice was not refused: %v", where, err)
		}
	}
	return log, moments
}

// villainRoundSteps are the screens of a whole Villain Round of
// testMapGame and their answers: 3 Minions on the map and one spawn, the
// app's seeded dice for two rolls.
func villainRoundSteps() []wizardStep {
	return []wizardStep{
		// Villain Step: the Magic roll (000 L612-620; the worked example is L632).
		{StageMagicRoll, []string{"roll Golem's Magic dice (1 Novice)", "adds all 1 Magic Plus-One", "Unique Spell"}, "000 L607, L614, L624",
			hits(1), []string{"Golem: Magic roll, 1 Hit + 1 Plus-One = 2", "Cast the Unique Spell for 0", "2 Hits left"}},
		{StageSpell, []string{"2 Hits left. Flip the next Spell"}, "000 L615-616",
			spell("Dark Bolt", 1, 3), []string{"Cast Dark Bolt for 1", "1 Hit left"}},
		{StageSpell, []string{"1 Hit left. Flip the next Spell"}, "000 L615-616",
			spell("", 2), []string{"Spell 3 costs at least 2; the pool has 1. Discard it and stop flipping", "1 Hit left over becomes a Plus-One: Golem: 0 -> 1 Magic Plus-Ones"}},
		{StageResolveSpells, []string{"Resolve Dark Bolt, then the Unique Spell, in that order"}, "000 L617-620",
			nil, []string{"Spells resolved"}},
		// The Corruption roll (000 L634-640) and its spawn (000 L643-650).
		{StageCorruptionRoll, []string{"roll Golem's Corruption dice (2 Novice)", "adds all 1 Corruption Plus-One", "Boss 7, Elite 4, Chump 2"}, "000 L608, L636, L624",
			roll, []string{"Golem: Corruption roll, the app rolls 1, 1 = 2 Hits + 1 Plus-One = 3", "spawns: Chump (1 Hit left)"}},
		{StageSpawn, []string{"Spawn 1 of 1: draw a Chump from the bottom of its deck and put it on top of the stack at the Portal [0,2], 2 steps North of Rowan: Rowan has the least Health (3)"}, "000 L638-650",
			spawn(imp()), []string{"Spawn 1 of 1: Imp (Chump, 1 Bounty) on top of the stack at [0,2]", "1 Hit left over becomes a Plus-One: Golem: 0 -> 1 Corruption Plus-Ones", "Minion Step"}},
		// The Minion Step (000 L676-729): North first, then East.
		{StageDefender, []string{"Imp's turn (2 Action Points)", "Its target: Bjorn, Gwen at [1,2]", "Imp spends 1 Action Point to move [1,2]", "Choose who defends [1,2] this round"}, "000 L692-694, 000 L696-698",
			choose("Gwen"), []string{"Gwen defends [1,2] this round"}},
		{StageMinion, []string{"Imp spends 1 Action Point to roll its Melee against [1,2]: Gwen takes the Hits", "Melee dice (1 Novice + 1 Adept)"}, "000 L692-694, 000 L696-698",
			hits(2), []string{"Imp moves to [1,2]", "Imp rolls its Melee against [1,2]: 2 Hits", "Gwen: 14 -> 12 Health (2 damage) (Imp)", "Imp ends its turn at [1,2]"}},
		{StageMinion, []string{"Hound's turn (3 Action Points)", "Its target: Bjorn, Gwen at [1,2]", "move [0,1] > [0,2] > [1,2]", "roll its Melee against [1,2]: Gwen takes the Hits"}, "000 L692-694, 000 L696-698",
			roll, []string{"Hound moves to [1,2]", "the app rolls 1, 1 = 2 Hits", "Gwen: 12 -> 10 Health (2 damage) (Hound)"}},
		{StageMinion, []string{"Hound spends 1 Action Point to roll its Ranged against [2,2]: Rowan takes the Hits", "Ranged dice (1 Novice)"}, "000 L700-702",
			hits(3), []string{"Rowan: 3 -> 0 Health (3 damage) (Hound)", "Rowan is Defeated, onto the Villain Loot Stash"}},
		{StageEndTurn, []string{"Hound ends its turn at [1,2]", "Bjorn, Gwen become Doomed"}, "000 L704, 000 L994-996",
			nil, []string{"Gwen is Doomed", "Bjorn is Doomed"}},
		{StageMinion, []string{"Gnome's turn (2 Action Points)", "move [1,2]", "Gwen takes the Hits", "2 Novice"}, "000 L692-694, 000 L696-698",
			hits(2), []string{"Gnome moves to [1,2]", "Gwen: 10 -> 6 Health (2 damage; Doomed: doubled to 4) (Gnome)", "Gnome ends its turn at [1,2]"}},
		{StageMinion, []string{"Bomb-Squad's turn (2 Action Points)", "Its target: Bjorn, Gwen at [1,2]", "move [1,1]", "roll its Ranged against [1,2]: Gwen takes the Hits"}, "000 L692-694, 000 L696-698",
			hits(1), []string{"Bomb-Squad moves to [1,1]", "Gwen: 6 -> 5 Health (1 damage) (Bomb-Squad)"}},
		{StageEndTurn, []string{"Bomb-Squad ends its turn at [1,1]", "Place a Bomb at [1,1]", "Type the Hits, or let the app roll"}, "000 L704, 000 L972-982",
			hits(0), []string{"a Bomb placed", "Bomb check: 0 Hits; no Bomb explodes", "every Minion has acted; Villain Level Up Step"}},
		// The Level Up Step (000 L731-760).
		{StageLevelUp, []string{"Clear the Defender markers"}, "000 L735, L889",
			nil, []string{"Done: Clear the Defender markers"}},
		{StageLevelUp, []string{"Cash out the Villain Loot Stash: 3 Bounty (3 for each Defeated Hero: Rowan) -> +4 XP, +5 Health (Villain Loot Stash 3-6 (A), column 3); they return to Base Camp"}, "000 L736-740",
			nil, []string{"0 -> 4 XP, 50 -> 55 Health", "Rowan back to Base Camp at full Health", "Rowan stands on Base Camp [2,0]"}},
		{StageLevelUp, []string{"Golem spends 4 XP: 2 Level Ups for every row. Place the dice tokens: Magic slot 2 blank -> Novice, Corruption slot 3 blank -> Novice, Melee slot 1 Adept -> Master, Magic slot 3 blank -> Novice, Corruption slot 1 Novice -> Adept, Melee slot 2 Adept -> Master"}, "000 L744-754",
			nil, []string{"Golem: spends 4 XP (4 -> 0), 2 Level Ups for every row"}},
		{StageLevelUp, []string{"Advance the Approach of Doom to Day 1 and read the Day 1 entry."}, "000 L760, L801-809",
			nil, []string{"Approach of Doom: Day 1; read the Day 1 entry", "Round 2: Hero Round"}},
	}
}

// TestVillainRoundWizard000L597 plays a whole Villain Round of testMapGame (3
// Minions on the map, one spawn) with the app's seeded dice, and checks
// every instruction (000 L597-760) and the board it leaves.
func TestVillainRoundWizard000L597(t *testing.T) {
	s := toVillainRound(t, testMapGame(t))
	steps := villainRoundSteps()
	log := playWizard(t, s, steps)
	end, err := Decode(log.State())
	if err != nil {
		t.Fatal(err)
	}
	if v := end.WizardView(); v.Active {
		t.Fatalf("the wizard is still open in the Hero Round: %+v", v)
	}
	// The board the Villain Round leaves.
	rowan, bjorn, gwen := end.Heroes[0], end.Heroes[1], end.Heroes[2]
	switch {
	case end.Phase != PhaseHeroStep || end.Round != 2 || end.Day != 1 || end.Lead != 1:
		t.Errorf("phase %s round %d day %d lead %d", end.Phase, end.Round, end.Day, end.Lead)
	case rowan.Health != 14 || rowan.InStash || !end.AnyDefeated:
		t.Errorf("Rowan %+v", rowan)
	case bjorn.Health != 14 || !bjorn.Doomed:
		t.Errorf("Bjorn %+v", bjorn)
	case gwen.Doomed || gwen.Health != 5:
		t.Errorf("Gwen %+v", gwen)
	case end.Villain.Health != 55 || end.Villain.XP != 0 || end.Villain.Rows[0].PlusOnes != 1 || end.Villain.Rows[1].PlusOnes != 1:
		t.Errorf("Golem %+v", end.Villain)
	case !slices.Equal(end.Villain.Rows[0].Slots, []Die{N, N, N}) || !slices.Equal(end.Villain.Rows[1].Slots, []Die{A, N, N}) || !slices.Equal(end.Villain.Rows[2].Slots, []Die{M, M, M}):
		t.Errorf("Golem's dice %+v", end.Villain.Rows)
	}
	m := end.Map
	wantAt := map[string]labyrinth.Pos{"Rowan": pos(2, 0), "Bjorn": pos(1, 2), "Gwen": pos(1, 2), "Imp": pos(1, 2), "Hound": pos(1, 2), "Gnome": pos(1, 2), "Bomb-Squad": pos(1, 1)}
	for n, p := range wantAt {
		if got, ok := m.Locate(n); !ok || got != p {
			t.Errorf("%s at %v (%v), want %v", n, got, ok, p)
		}
	}
	stack := func(p labyrinth.Pos) []string {
		var out []string
		for _, mn := range m.At(p).Minions {
			out = append(out, mn.Name)
		}
		return out
	}
	if got := stack(pos(1, 2)); !slices.Equal(got, []string{"Imp", "Hound", "Gnome"}) {
		t.Errorf("the stack at [1,2], bottom first: %v", got)
	}
	if m.At(pos(1, 1)).Bombs != 1 || m.At(pos(1, 2)).Defender != "" {
		t.Errorf("tokens and markers: %+v %+v", m.At(pos(1, 1)), m.At(pos(1, 2)))
	}
	// Replayed from the start, the log gives the same game: the dice are
	// in the state.
	replayed, err := trackertest.Replay(Game{}, log.Initial, log.Entries, log.Cursor)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(replayed.State(), log.State()) {
		t.Fatal("the replay differs")
	}
	t.Logf("a Villain Round with 3 Minions on the map and one spawn: %d answers", len(steps))
}

// magicNothing is a Magic roll with no Hits and no Plus-One: the Unique
// Spell alone (000 L620).
var magicNothing = []wizardStep{
	{StageMagicRoll, nil, "", hits(0), []string{"Golem: Magic roll, 0 Hits", "no Hits left over"}},
	{StageResolveSpells, []string{"Resolve the Unique Spell"}, "", nil, nil},
}

// TestWizardAndChecklist: with the map, the Villain and Minion Steps'
// items belong to the wizard; ticking them is refused with the screen's
// words; without it, the checklist works as before.
func TestWizardAndChecklist(t *testing.T) {
	s := toVillainRound(t, testMapGame(t))
	items := s.Checklist()
	if len(items) != 3 || items[0].By != ByWizard || items[2].By != ByWizard {
		t.Fatalf("%+v", items)
	}
	mustRefuse(t, s, Tick(StepMagicRoll), "the Villain Round screens do")
	mustRefuse(t, s, EndStep(), "Finish the checklist first")
	plain := toVillainRound(t, lab(t))
	if plain.Checklist()[0].By != "" || plain.WizardView().Active {
		t.Fatal("the wizard runs without a map")
	}
	mustRefuse(t, plain, WizardDone("magic_roll#0"), "need the Labyrinth's map")
	plain = mustApply(t, plain, Tick(StepMagicRoll))
	// A map laid mid-step: the wizard takes over from the checklist.
	plain = mustApply(t, plain, Tick(StepCorruption))
	for _, c := range []tracker.Command{PlaceTile(pos(0, 0), allHalls, labyrinth.Portal), PlaceTile(pos(1, 0), allHalls, labyrinth.BaseCamp)} {
		plain = mustApply(t, plain, c)
	}
	v := plain.WizardView()
	if v.Stage != StageSpawnTable || !strings.Contains(v.Say, "on top of the stack at the Portal [0,0], 1 step North of Rowan: Rowan, Bjorn and Gwen tie for the least Health (14)") {
		t.Fatalf("%+v", v)
	}
	plain, words := applyWords(t, plain, WizardDone(v.Key))
	if !strings.Contains(words, "Minion Step; no Minion is on the map; Villain Level Up Step") {
		t.Fatal(words)
	}
	// The Level Up Step's items the app works out were passed with that
	// answer, up to its last, which a tick still does, map or not.
	if v := plain.WizardView(); v.Key != "level_up:advance" || len(v.Passed) == 0 || !strings.Contains(v.Passed[0], "Clear the Defender markers") {
		t.Fatalf("%+v", v)
	}
	plain = mustApply(t, plain, Tick(StepAdvance))
	if c := plain.Checklist(); !c[len(c)-1].Done {
		t.Fatalf("the last item was not ticked: %+v", c)
	}
}

// TestWizardRefusals: answers the screen does not take.
func TestWizardRefusals(t *testing.T) {
	s := toVillainRound(t, testMapGame(t))
	v := s.WizardView()
	mustRefuse(t, s, WizardDone("spell#0-00000000"), "That answers an earlier screen; the screen now says: Magic roll")
	mustRefuse(t, s, WizardDone(v.Key), "This screen does not take that answer")
	mustRefuse(t, s, WizardHits(v.Key, -1), "Type the Hits")
	mustRefuse(t, s, WizardHitsWith(WizardHitsCmd{Key: v.Key, Hits: 1, Prevent: 1}), "Only a Minion's attack")
	mustRefuse(t, charge(t, testMapGame(t)), WizardDone(v.Key), "The Villain Round screens run in the Villain Round; it is Rowan's Turn")
	rolling := mustApply(t, s, StartRoll(VillainWho, 0, 1))
	mustRefuse(t, rolling, WizardHits(v.Key, 1), "Finish Golem's roll first")
	s = mustApply(t, s, WizardHits(v.Key, 3))
	mustRefuse(t, s, WizardSpell(s.WizardView().Key, ""), "Enter the Spell again: a Spell lists 1 to 6 costs")
	// The deck costs are asked before the Corruption roll.
	s = toVillainRound(t, testMapGame(t))
	s.MinionCosts = nil
	s = mustApply(t, s, WizardHits(s.WizardView().Key, 0))
	s = mustApply(t, s, WizardSpell(s.WizardView().Key, "", 9)) // the Spells resolve by themselves
	v = s.WizardView()
	if v.Stage != StageCosts || !slices.Equal(v.Inputs, []WizardInput{InputCosts}) {
		t.Fatalf("%+v", v)
	}
	mustRefuse(t, s, WizardRoll(v.Key), "does not take that answer")
	s = mustApply(t, s, MinionCosts(DeckCosts{Chump: 2, Elite: 4, Boss: 7}))
	s = mustApply(t, s, WizardHits(s.WizardView().Key, 1))
	v = s.WizardView()
	mustRefuse(t, s, WizardSpawn(v.Key, hound()), "The spawn is a Chump; Hound is an Elite")
	wrong := command(KindSpawnMinion, SpawnMinionCmd{Card: gnome(), Key: v.Key, At: ptr(pos(0, 0))})
	mustRefuse(t, s, wrong, "goes on the Portal closest to the Hero with the least Health: [0,2]")
	mustRefuse(t, s, command(KindSpawnMinion, SpawnMinionCmd{Card: gnome()}), "Tap the region")
}

func ptr[T any](v T) *T { return &v }

// saysAll reports whether say holds every one of parts.
func saysAll(say string, parts []string) bool {
	for _, p := range parts {
		if !strings.Contains(say, p) {
			return false
		}
	}
	return true
}
