package sorcery

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// nest and venom are the book's Scrolls (L7196-7300) with HP and Soul
// Points made up for the tests: the text lost them.
func nest() MinionScroll {
	c := BookScrolls()[0]
	c.HP, c.SoulPoints = 5, 2
	return c
}

func venom() MinionScroll {
	c := BookScrolls()[1]
	c.HP, c.SoulPoints = 1, 1
	return c
}

// minionTable is Jeanne (Active), Thorgren and Artemis with no Enemy in
// play, 2 Nests and 1 Venom; the Wolf is Jeanne's Companion.
func minionTable(t testing.TB) State {
	s := withDeck(table([]Hero{jeanne(), thorgren(), artemis()}))
	s.Companions = []Companion{{Name: "Wolf", Owner: 0, HeroCount: 1, MaxHP: 4}}
	s = apply(t, s, PlaceMinions(nest(), 2))
	s = apply(t, s, PlaceMinions(venom(), 1))
	return mustCheck(t, s)
}

// minionCommandList is one of each Minion command, for the command table
// and the fuzz seeds.
func minionCommandList() []tracker.Command {
	return []tracker.Command{
		PlaceMinions(venom(), 2), WoundMinion(0, 1), MinionsAct(AtStart, map[string]int{"Nest": 1}),
		MinionsAct(AtEnd, nil), LatchMinion(2, []string{"Thorgren", "Artemis"}, "Artemis"),
		FreeMinions("Jeanne", "Thorgren"), Infection(), MinionsEnd([]LatchCmd{{Minion: 2, Sharing: []string{"Thorgren"}}}),
	}
}

func TestMinionCommandTable(t *testing.T) {
	if err := rules().Validate(minionCommandList()...); err != nil {
		t.Fatal(err)
	}
}

// The Minions act in an Enemy Turn with no Enemy in play: no card is
// drawn, the Nests breed at its start and the Venoms move at its end
// (L1461-1465, L1564, L1590-1592, L6366-6368, L7216-7218, L7281-7284).
func TestMinionsActWithNoEnemy003L1564(t *testing.T) {
	s := minionTable(t)
	plan, err := s.PlanEnemyTurn(EnemyTurnInput{})
	if err != nil {
		t.Fatal(err)
	}
	says := sayAll(plan.Steps)
	for _, want := range []string{"draw no card", "Breeding: roll 2 dice, one for each Nest", "9 Venom tokens are left", "Chesthugger: the Venom moves up to 3 areas"} {
		if !strings.Contains(says, want) {
			t.Errorf("the plan does not say %q:\n%s", want, says)
		}
	}
	if plan.Card != "" {
		t.Fatal("a card was drawn with no Enemy in play")
	}
	if !s.MinionsDue(AtStart) || !s.MinionsDue(AtEnd) {
		t.Fatal("the Minions are not due")
	}
	s = apply(t, s, MinionsAct(AtStart, map[string]int{"Nest": 3}))
	if got := len(s.Minions); got != 6 {
		t.Fatalf("%d Minions after 3 hatched; want 6", got)
	}
	if s.MinionsDue(AtStart) {
		t.Fatal("the Nests breed twice in one Enemy Turn")
	}
	refusedSaying(t, s, MinionsAct(AtStart, nil), "acted at the start")
	s = apply(t, s, MinionsAct(AtEnd, nil))
	if s.MinionsDue(AtEnd) {
		t.Fatal("the Venoms act twice in one Enemy Turn")
	}
	// The next Hero's Enemy Turn is a new one (L1590-1592).
	s.Active = 1
	if !s.MinionsDue(AtStart) {
		t.Fatal("Thorgren's Enemy Turn has no Minions")
	}
}

// Minions act by their Scroll's timing around the Encounter card: the
// Nests at the start, the Venoms at the end, never by the card
// (L7167-7170, L7216-7218, L7281-7284).
func TestMinionTimingAroundTheCard003L7167(t *testing.T) {
	s := minionTable(t)
	s.Enemies = []Enemy{giantSpider()}
	s = mustCheck(t, s)
	plan, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "N"})
	if err != nil {
		t.Fatal(err)
	}
	breed := slices.IndexFunc(plan.Steps, func(st Step) bool { return strings.HasPrefix(st.Say, "Breeding") })
	act := slices.IndexFunc(plan.Steps, func(st Step) bool { return strings.HasPrefix(st.Say, "Activate") })
	latch := slices.IndexFunc(plan.Steps, func(st Step) bool { return strings.HasPrefix(st.Say, "Chesthugger") })
	if breed < 0 || act < 0 || latch < 0 || !(breed < act && act < latch) {
		t.Fatalf("breeding %d, the card's activations %d, Chesthugger %d:\n%s", breed, act, latch, sayAll(plan.Steps))
	}
	if slices.Contains(plan.Order, "Venom 1") || slices.ContainsFunc(plan.Order, func(l string) bool { return strings.HasPrefix(l, "Nest") }) {
		t.Fatal("the card activates a Minion")
	}
	// Minions are no Enemies: E of the spawn counts the Spider only
	// (L7172-7174).
	sp, err := s.PlanSpawn(SpawnInput{})
	if err != nil {
		t.Fatal(err)
	}
	if sp.E != 1 {
		t.Fatalf("E is %d; want 1", sp.E)
	}
}

// A Ghost Soul's Enemy Turn is skipped whole, Minions included
// (L1593-1594, L4890-4892).
func TestGhostSkipsMinions003L1593(t *testing.T) {
	s := minionTable(t)
	s.Heroes[0].Ghost, s.Heroes[0].Wounds = true, 9
	s = mustCheck(t, s)
	plan, err := s.PlanEnemyTurn(EnemyTurnInput{})
	if err != nil {
		t.Fatal(err)
	}
	if says := sayAll(plan.Steps); strings.Contains(says, "Breeding") || !strings.Contains(says, "skips this Enemy Turn") {
		t.Fatalf("a Ghost Soul's Enemy Turn: %s", says)
	}
	if s.MinionsDue(AtStart) {
		t.Fatal("Minions are due in a Ghost Soul's Enemy Turn")
	}
	refusedSaying(t, s, MinionsAct(AtStart, map[string]int{"Nest": 1}), "Ghost Soul")
	refusedSaying(t, s, LatchMinion(2, []string{"Thorgren"}, ""), "Ghost Soul")
}

// Breeding: a die for each Nest, each result one Venom, while tokens last
// (L7281-7284; the box holds 10 Venoms, L129). A die shows up to two
// results (L3968-3969).
func TestNestBreeding003L7281(t *testing.T) {
	s := minionTable(t)
	refusedSaying(t, s, MinionsAct(AtStart, map[string]int{"Nest": 5}), "0 to 4 results")
	refusedSaying(t, s, MinionsAct(AtStart, map[string]int{"Venom": 1}), "No Venom breeds now")
	s = apply(t, s, PlaceMinions(venom(), 7)) // 8 Venoms: 2 tokens left
	next, words, err := s.Apply(MinionsAct(AtStart, map[string]int{"Nest": 4}))
	if err != nil {
		t.Fatal(err)
	}
	if n := next.TokensLeft("Venom"); n != 0 || !strings.Contains(words, "No Venom token is left for the others") {
		t.Fatalf("%d tokens left: %s", n, words)
	}
	refusedSaying(t, next, PlaceMinions(venom(), 1), "The box holds 10 Venom tokens; 0 are left")
	// The box holds 5 Nests (L128).
	refusedSaying(t, s, PlaceMinions(nest(), 4), "5 Nest tokens; 3 are left")
}

// One Scroll serves every Minion of a species, each defending alone
// (L7164-7165): each has its own wounds against the Scroll's HP; a
// corrected Scroll serves them all.
func TestSharedScroll003L7164(t *testing.T) {
	s := minionTable(t)
	s = apply(t, s, WoundMinion(0, 2))
	if s.Minions[0].Wounds != 2 || s.Minions[1].Wounds != 0 {
		t.Fatalf("wounds %d and %d; want 2 and 0", s.Minions[0].Wounds, s.Minions[1].Wounds)
	}
	c := nest()
	c.HP = 6
	s = apply(t, s, PlaceMinions(c, 1))
	if len(s.Scrolls) != 2 || s.Scroll("Nest").HP != 6 {
		t.Fatalf("Scrolls %+v", s.Scrolls)
	}
	if s.Minions[3].Label() != "Nest 3" {
		t.Fatalf("the new Nest is %s", s.Minions[3].Label())
	}
	c.HP = 2
	refusedSaying(t, s, PlaceMinions(c, 1), "Nest 1 has 2 wounds")
	// The Scroll alone, corrected for all (Count 0); no Scroll yet: refused.
	c.HP, c.SoulPoints = 7, 3
	if got := apply(t, s, PlaceMinions(c, 0)); got.Scroll("Nest").SoulPoints != 3 || len(got.Minions) != len(s.Minions) {
		t.Fatalf("corrected: %+v", got.Scrolls)
	}
	imp := MinionScroll{Name: "Imp", HP: 2, Timing: OnCall}
	refusedSaying(t, s, PlaceMinions(imp, 0), "Place 1 Imp or more")
	// A number freed by a death is taken again.
	s = apply(t, s, WoundMinion(1, 6))
	s = apply(t, s, PlaceMinions(nest(), 1))
	if !slices.ContainsFunc(s.Minions, func(m Minion) bool { return m.Label() == "Nest 2" }) {
		t.Fatal("Nest 2 is not back")
	}
}

// A Minion killed gives the Heroes its Scroll's Soul Points (L7190-7194,
// L7101-7105) and leaves its rewards (L7183-7186); the Nest's Fragile
// fires on death and on 4 HP or more from one attack (L7290-7296).
func TestMinionSoulPoints003L7190(t *testing.T) {
	s := minionTable(t)
	s.Souls = 3
	c := nest()
	c.HP, c.Drops = 10, Drops{Crowns: 5}
	s = apply(t, s, PlaceMinions(c, 1))
	next, words, err := s.Apply(WoundMinion(0, 4))
	if err != nil {
		t.Fatal(err)
	}
	if next.Souls != 3 || !strings.Contains(words, "Fragile") {
		t.Fatalf("4 HP from one attack: %s", words)
	}
	next, words, err = next.Apply(WoundMinion(0, 6))
	if err != nil {
		t.Fatal(err)
	}
	if next.Souls != 5 || len(next.Minions) != 3 || !strings.Contains(words, "Nest 1 dies: 2 Soul Points") ||
		!strings.Contains(words, "5 Crowns") || !strings.Contains(words, "Acid Vapours") {
		t.Fatalf("souls %d, %d Minions: %s", next.Souls, len(next.Minions), words)
	}
	_, words, _ = s.Apply(WoundMinion(0, 3))
	if strings.Contains(words, "Fragile") {
		t.Fatalf("3 HP set off Fragile: %s", words)
	}
}

// Chesthugger's victim: a Venom sharing an area picks a Hero with no
// Venom on the sheet first, then by the victim rules (L7230-7234); it
// never picks a Companion (L5451-5455), a Ghost Soul or a Hidden Hero
// (L4904-4905, L6659-6664); on a sheet it is no target (L7235-7238).
func TestVenomVictim003L7230(t *testing.T) {
	s := minionTable(t)
	s.Heroes[1].Wounds = 3 // Thorgren: 7 HP left
	s.Heroes[2].Wounds = 3 // Artemis: 5 HP left
	s = apply(t, s, PlaceMinions(venom(), 2))
	// Venom 1 at index 2, Venom 2 and 3 at 3 and 4.
	why, err := s.LatchVictim(2, []string{"Thorgren", "Artemis"})
	if err != nil {
		t.Fatal(err)
	}
	if why.Victim != "Artemis" || why.Decided != "fewest_hp_left" {
		t.Fatalf("%+v; want Artemis by the fewest HP left", why)
	}
	s = apply(t, s, LatchMinion(2, []string{"Thorgren", "Artemis"}, ""))
	// Artemis has a Venom: the next picks Thorgren, whatever his wounds.
	why, _ = s.LatchVictim(3, []string{"Thorgren", "Artemis"})
	if why.Victim != "Thorgren" || why.Decided != "preferred" || !slices.Equal(why.Preferred, []string{"Thorgren"}) {
		t.Fatalf("%+v; want Thorgren, the one with no Venom", why)
	}
	refusedSaying(t, s, LatchMinion(3, []string{"Thorgren", "Artemis"}, "Artemis"), "goes onto Thorgren's sheet")
	refusedSaying(t, s, LatchMinion(3, []string{"Wolf"}, ""), "Companion: Minions never pick one")
	refusedSaying(t, s, WoundMinion(2, 1), "cannot be targeted")
	s.Heroes[1].Conditions.Hidden = true
	refusedSaying(t, s, LatchMinion(3, []string{"Thorgren"}, ""), "finds no Hero")
	// Both with a Venom, equal wounds and HP: the Active player picks.
	s.Heroes[1].Conditions.Hidden = false
	s.Heroes[1].MaxHP, s.Heroes[1].Wounds = 8, 3
	s = apply(t, s, LatchMinion(3, []string{"Thorgren"}, ""))
	why, _ = s.LatchVictim(4, []string{"Thorgren", "Artemis"})
	if why.Decided != "tie" || !slices.Equal(why.Tied, []string{"Thorgren", "Artemis"}) {
		t.Fatalf("%+v; want a tie", why)
	}
	refusedSaying(t, s, LatchMinion(4, []string{"Thorgren", "Artemis"}, ""), "Jeanne picks among Thorgren or Artemis")
	s = apply(t, s, LatchMinion(4, []string{"Thorgren", "Artemis"}, "Thorgren"))
	if s.MinionsDue(AtEnd) {
		t.Fatal("Venoms on sheets still act")
	}
}

// Clearing a sheet defeats its Venoms, for their Soul Points
// (L7240-7243, L7190-7194); Infection poisons at ACT for each and
// discards them, no Soul Points (L7247-7252); an equal Poison again deals
// 1 HP (L4602-4614).
func TestVenomSheet003L7240(t *testing.T) {
	s := minionTable(t)
	s = apply(t, s, PlaceMinions(venom(), 3))
	s = apply(t, s, LatchMinion(2, []string{"Thorgren"}, ""))
	s = apply(t, s, LatchMinion(3, []string{"Thorgren"}, ""))
	s = apply(t, s, LatchMinion(4, []string{"Artemis"}, ""))
	refusedSaying(t, s, FreeMinions("Thorgren", "Thorgren"), "another Hero")
	refusedSaying(t, s, Infection(), "end of the Event Phase")
	freed := apply(t, s, FreeMinions("Jeanne", "Thorgren"))
	if freed.Souls != 2 || len(freed.Minions) != 4 {
		t.Fatalf("souls %d, %d Minions", freed.Souls, len(freed.Minions))
	}
	s.Phase = EventPhase
	refusedSaying(t, s, Infection(), "once its card is done")
	s.EventDone = true
	for i := range s.Heroes {
		s.Heroes[i].Acted = true
	}
	// The Time Phase waits for Infection (L7247-7252, L1476).
	if _, err := s.PlanTimePhase(TimePhaseInput{}); err == nil || !strings.Contains(err.Error(), "Infection") {
		t.Fatalf("the Time Phase before Infection: %v", err)
	}
	next, words, err := s.Apply(Infection())
	if err != nil {
		t.Fatal(err)
	}
	th, ar := next.Heroes[1], next.Heroes[2]
	if th.Conditions.Poison != 1 || th.Wounds != 1 || ar.Conditions.Poison != 1 || ar.Wounds != 0 || next.Souls != 0 || len(next.Minions) != 3 {
		t.Fatalf("Thorgren %+v, Artemis %+v, souls %d: %s", th, ar, next.Souls, words)
	}
}

// Bad Scrolls are refused, naming the field.
func TestScrollValidate(t *testing.T) {
	for _, c := range []struct {
		edit func(*MinionScroll)
		want string
	}{
		{func(c *MinionScroll) { c.HP = 0 }, "hp"},
		{func(c *MinionScroll) { c.Name = " " }, "name"},
		{func(c *MinionScroll) { c.Timing = "noon" }, "timing"},
		{func(c *MinionScroll) { c.Powers[1].Species = "" }, "powers[1].species"},
	} {
		n := nest()
		c.edit(&n)
		err := n.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%v; want %s", err, c.want)
		}
	}
	if err := nest().Validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range BookScrolls() {
		if c.Validate() == nil {
			t.Errorf("the %s Scroll is saved with no HP", c.Name)
		}
	}
}

// Minion commands round-trip through the stored state and the fuzz
// seeds reach them.
func TestMinionStateRoundTrip(t *testing.T) {
	s := minionTable(t)
	b, _ := json.Marshal(s)
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(got)
	if !bytes.Equal(b, again) {
		t.Fatal("the Minions do not survive a save")
	}
}

// The Venoms' latches go as one command at the end of the Enemy Turn, in
// the order the table gives them (each acts on its own, L7213-7214): the
// second sees the first's Venom (L7230-7234); one undo takes all back.
func TestVenomsInOneCommand003L7213(t *testing.T) {
	s := minionTable(t)
	s = apply(t, s, PlaceMinions(venom(), 1)) // Venom 1 at 2, Venom 2 at 3
	refusedSaying(t, s, MinionsEnd([]LatchCmd{{Minion: 0, Sharing: []string{"Thorgren"}}}), "does not go onto a sheet now")
	refusedSaying(t, s, MinionsEnd([]LatchCmd{{Minion: 2, Sharing: []string{"Thorgren"}}, {Minion: 2, Sharing: []string{"Thorgren"}}}), "does not go onto a sheet now")
	// Artemis has fewer HP left, 8 against 10; the pick is the engine's.
	refusedSaying(t, s, MinionsEnd([]LatchCmd{{Minion: 2, Sharing: []string{"Thorgren", "Artemis"}, Pick: "Thorgren"}}), "onto Artemis's sheet, not Thorgren's")
	next, words, err := s.Apply(MinionsEnd([]LatchCmd{
		{Minion: 2, Sharing: []string{"Thorgren", "Artemis"}},
		{Minion: 3, Sharing: []string{"Thorgren", "Artemis"}},
	}))
	if err != nil {
		t.Fatal(err)
	}
	if next.Minions[2].On != "Artemis" || next.Minions[3].On != "Thorgren" || next.MinionsDue(AtEnd) {
		t.Fatalf("%+v: %s", next.Minions, words)
	}
	// The end closes the Enemy Turn's Minions: the Nests do not breed after.
	refusedSaying(t, next, MinionsAct(AtStart, map[string]int{"Nest": 1}), "acted at the start")
}

// The plan's Minion procedure at the start and at the end of the Event
// Phase (L7281-7284, L7247-7252), leaving the table as it was.
func TestPlanMinionTurn003L7247(t *testing.T) {
	s := minionTable(t)
	p, err := s.PlanMinionTurn(MinionsInput{When: AtStart, Hatched: map[string]int{"Nest": 2}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.After) != 5 || len(s.Minions) != 3 || !strings.Contains(sayAll(p.Steps), "Venom 2, Venom 3") {
		t.Fatalf("%+v", p)
	}
	s.Minions[2].On = "Artemis"
	s.Phase, s.EventDone = EventPhase, true
	p, err = s.PlanMinionTurn(MinionsInput{When: EventEnd})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.After) != 2 || !strings.Contains(sayAll(p.Steps), "Venom 1 poisons Artemis") || s.Heroes[2].Conditions.Poison != 0 {
		t.Fatalf("%+v", p)
	}
	if _, err := s.PlanMinionTurn(MinionsInput{When: AtStart, Latches: []LatchCmd{{Minion: 2}}}); err == nil {
		t.Fatal("latches at the start")
	}
	if !s.InfectionDue() || !s.WoundTells(0, 4) || s.WoundTells(0, 3) || !s.WoundTells(0, 5) {
		t.Fatal("the queries")
	}
}
