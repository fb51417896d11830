package valor

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// Rows of the test Heroes (heroCard): 0 Melee (the Power Action, one
// Plus-One from the start), 1 Ranged, 2 Magic.
const (
	rowMelee  = 0
	rowRanged = 1
	rowMagic  = 2
)

// gain gives who n Plus-Ones on row, as a card would.
func gain(who, row, n int) tracker.Command {
	return PlusOnes(PlusOnesCmd{Who: who, Row: row, Delta: n})
}

// play applies each command in turn.
func play(t testing.TB, s State, cmds ...tracker.Command) State {
	t.Helper()
	for _, c := range cmds {
		s = mustApply(t, s, c)
	}
	return s
}

// wantHelp finds the entry of helps for who and ability.
func wantHelp(t *testing.T, helps []RollHelp, who int, ab Ability) RollHelp {
	t.Helper()
	for _, h := range helps {
		if h.Who == who && h.Ability == ab {
			return h
		}
	}
	t.Fatalf("no %q entry for %d in %+v", ab, who, helps)
	return RollHelp{}
}

func noHelp(t *testing.T, helps []RollHelp, who int, ab Ability) {
	t.Helper()
	for _, h := range helps {
		if h.Who == who && h.Ability == ab {
			t.Fatalf("unexpected %q entry for %d: %+v", ab, who, h)
		}
	}
}

// checkRollHelpers holds RollHelpers to the commands, both ways: each
// entry's Spend(n) is accepted for 1 and for all its Plus-Ones, adds
// n * Bonus Hits, and not one more; and no Meddle or RollPlusOnes outside
// the list is accepted.
func checkRollHelpers(t *testing.T, s State) []RollHelp {
	t.Helper()
	helps := s.RollHelpers()
	for _, h := range helps {
		if h.PlusOnes < 1 || h.Bonus < 1 || h.Rule == "" || len(h.Rows) == 0 {
			t.Errorf("incomplete entry %+v", h)
		}
		for _, n := range []int{1, h.PlusOnes} {
			next, _, err := s.Apply(h.Spend(n))
			if err != nil {
				t.Fatalf("%+v: Spend(%d) refused: %v", h, n, err)
			}
			if got := next.Roll.Hits - s.Roll.Hits; got != n*h.Bonus {
				t.Errorf("%+v: Spend(%d) added %d Hits, want %d", h, n, got, n*h.Bonus)
			}
		}
		if _, _, err := s.Apply(h.Spend(h.PlusOnes + 1)); err == nil {
			t.Errorf("%+v: Spend(%d) accepted, one more than listed", h, h.PlusOnes+1)
		}
	}
	whos := []int{VillainWho}
	for i := range s.Heroes {
		whos = append(whos, i)
	}
	for _, who := range whos {
		rows, _ := s.rows(who)
		for ri := range rows {
			listed := slices.ContainsFunc(helps, func(h RollHelp) bool { return h.Ability != "" && h.Who == who && h.Rows[0] == ri })
			if _, _, err := s.Apply(Meddle(who, ri, 1)); (err == nil) != listed {
				t.Errorf("Meddle(%d, %d, 1): err %v, listed %v", who, ri, err, listed)
			}
		}
	}
	own := slices.ContainsFunc(helps, func(h RollHelp) bool { return h.Ability == "" })
	if _, _, err := s.Apply(RollPlusOnes(1)); (err == nil) != own {
		t.Errorf("RollPlusOnes(1): err %v, own listed %v", err, own)
	}
	return helps
}

// 001 L707: "He may use Inspirational Beats on himself": Wugner rolling
// Melee may add his Magic Plus-Ones to his own roll, besides the Melee
// Plus-One of his own row (001 L320).
func TestRollHelpers001L707WugnerOnHisOwnRoll(t *testing.T) {
	s := charge(t, mordakGame(t, "Wugner", "Bjorn"))
	s = play(t, s, gain(0, rowMagic, 2), StartRoll(0, rowMelee, 3))
	helps := checkRollHelpers(t, s)
	if len(helps) != 2 {
		t.Fatalf("want his own Melee Plus-One and Inspirational Beats: %+v", helps)
	}
	own := wantHelp(t, helps, 0, "")
	if !slices.Equal(own.Rows, []int{rowMelee}) || own.PlusOnes != 1 || own.Bonus != 1 {
		t.Errorf("own: %+v", own)
	}
	ib := wantHelp(t, helps, 0, AbilityInspirationalBeats)
	if !slices.Equal(ib.Rows, []int{rowMagic}) || ib.PlusOnes != 2 || ib.Bonus != 1 || ib.Rule != "001 L707" {
		t.Errorf("Inspirational Beats: %+v", ib)
	}
	_, words := applyWords(t, s, ib.Spend(2))
	if !strings.Contains(words, "Wugner spends 2 Plus-Ones on Wugner's roll: 3 -> 5 Hits") {
		t.Errorf("words %q", words)
	}

	// Upgraded at the Dojo: +2 each (001 L707), on himself too.
	s.Heroes[0].Dojo = DojoAbility
	if ib := wantHelp(t, checkRollHelpers(t, s), 0, AbilityInspirationalBeats); ib.Bonus != 2 {
		t.Errorf("upgraded: %+v", ib)
	}
}

// 001 L707 with 001 L320: on his own Magic roll the same Plus-Ones may be
// spent either way, +1 as his own or through Inspirational Beats.
func TestRollHelpers001L707WugnersMagicRoll(t *testing.T) {
	s := charge(t, mordakGame(t, "Wugner", "Bjorn"))
	s = play(t, s, gain(0, rowMagic, 1), StartRoll(0, rowMagic, 2))
	helps := checkRollHelpers(t, s)
	if own := wantHelp(t, helps, 0, ""); !slices.Equal(own.Rows, []int{rowMagic}) || own.PlusOnes != 1 {
		t.Errorf("own: %+v", own)
	}
	if ib := wantHelp(t, helps, 0, AbilityInspirationalBeats); ib.PlusOnes != 1 {
		t.Errorf("Inspirational Beats: %+v", ib)
	}
}

// 001 L707: on an ally's roll and on an enemy's (Mordak's); 001 L709:
// Schemy Meddling only on anyone else's roll, of the rolled type.
func TestRollHelpers001L707L709AllyAndEnemy(t *testing.T) {
	s := charge(t, mordakGame(t, "Bjorn", "Wugner"))
	s = play(t, s, gain(1, rowMagic, 2))
	s.Villain.Rows[0].PlusOnes = 2 // Mordak's Melee row
	s.Villain.Rows[1].PlusOnes = 1 // and Ranged

	bjorn := play(t, s, StartRoll(0, rowMelee, 3))
	helps := checkRollHelpers(t, bjorn)
	wantHelp(t, helps, 0, "")
	if ib := wantHelp(t, helps, 1, AbilityInspirationalBeats); ib.PlusOnes != 2 {
		t.Errorf("Wugner on Bjorn's roll: %+v", ib)
	}
	sm := wantHelp(t, helps, VillainWho, AbilitySchemyMeddling)
	if !slices.Equal(sm.Rows, []int{0}) || sm.PlusOnes != 2 || sm.Bonus != 1 || sm.Rule != "001 L709" {
		t.Errorf("Schemy Meddling, Melee only: %+v", sm)
	}
	if len(helps) != 3 {
		t.Errorf("Mordak's Ranged Plus-One does not help a Melee roll (001 L709): %+v", helps)
	}

	mordak := toVillainRound(t, s)
	mordak = play(t, mordak, StartRoll(VillainWho, 0, 2))
	helps = checkRollHelpers(t, mordak)
	noHelp(t, helps, VillainWho, AbilitySchemyMeddling)
	if own := wantHelp(t, helps, VillainWho, ""); own.PlusOnes != 2 {
		t.Errorf("Mordak's own Melee Plus-Ones: %+v", own)
	}
	wantHelp(t, helps, 1, AbilityInspirationalBeats) // even an enemy's roll
}

// 001 L310, 000 L335: a Defeated Hero uses no ability.
func TestRollHelpersDefeatedWugner(t *testing.T) {
	s := charge(t, mordakGame(t, "Bjorn", "Wugner"))
	s = play(t, s, gain(1, rowMagic, 2), Damage(1, 99, "an Event"), StartRoll(0, rowMelee, 3))
	if !s.Heroes[1].InStash {
		t.Fatal("Wugner is not Defeated")
	}
	noHelp(t, checkRollHelpers(t, s), 1, AbilityInspirationalBeats)
}

// 000 L315 "(or Tests)", L956: a Test takes the roller's Plus-Ones too,
// though its Hits buy nothing (L960).
func TestRollHelpers000L956Test(t *testing.T) {
	s := charge(t, lab(t))
	s = play(t, s, StartRollWith(RollCmd{Who: 1, Rows: []int{rowMelee}, Hits: 2, Test: true}))
	if own := wantHelp(t, checkRollHelpers(t, s), 1, ""); own.PlusOnes != 1 {
		t.Errorf("Bjorn's Melee Plus-One on his Test: %+v", own)
	}
}

// 000 L624: the Labyrinth's Villain adds all its Plus-Ones as it rolls;
// none is left to add after. Wugner may still add his to it (001 L707:
// "or even an enemy").
func TestRollHelpers000L624LabyrinthVillain(t *testing.T) {
	s := play(t, charge(t, lab(t, "Rowan", "Wugner")), gain(1, rowMagic, 1))
	s = play(t, toVillainRound(t, s), StartRoll(VillainWho, 0, 3))
	helps := checkRollHelpers(t, s)
	noHelp(t, helps, VillainWho, "")
	if ib := wantHelp(t, helps, 1, AbilityInspirationalBeats); ib.PlusOnes != 1 || len(helps) != 1 {
		t.Errorf("Wugner on the Villain's roll: %+v", helps)
	}
	if (State{}).RollHelpers() != nil {
		t.Error("no roll, no helpers")
	}
}

// 000 L1261: One-Ton Sledge rolling both Melee rows spends from either.
func TestRollHelpers000L1261BothMeleeRows(t *testing.T) {
	s := charge(t, lab(t, "Stone", "Rowan"))
	s = play(t, s, gain(0, 1, 2), StartRollWith(RollCmd{Who: 0, Rows: []int{0, 1}, Hits: 4}))
	if own := wantHelp(t, checkRollHelpers(t, s), 0, ""); own.PlusOnes != 3 || !slices.Equal(own.Rows, []int{0, 1}) {
		t.Errorf("both Melee rows' Plus-Ones: %+v", own)
	}
}

func TestCanSpendHits(t *testing.T) {
	s := charge(t, lab(t))
	if ok, why := s.CanSpendHits(); ok || why == "" {
		t.Errorf("no roll: %v %q", ok, why)
	}
	if ok, why := play(t, s, StartRoll(0, rowMelee, 3)).CanSpendHits(); !ok {
		t.Errorf("000 L295 a Melee roll's Hits deal damage: %q", why)
	}
	if ok, why := play(t, s, StartRoll(0, rowMelee, 0)).CanSpendHits(); ok || why == "" {
		t.Error("an empty pool")
	}
	test := play(t, s, StartRollWith(RollCmd{Who: 0, Rows: []int{rowMelee}, Hits: 3, Test: true}))
	if ok, why := test.CanSpendHits(); ok || !strings.Contains(why, "only pass the Test") {
		t.Errorf("000 L960 a Test's Hits only pass the Test: %v %q", ok, why)
	}
	m := toVillainRound(t, charge(t, mordakGame(t)))
	if ok, why := play(t, m, StartRoll(VillainWho, 0, 3)).CanSpendHits(); ok || !strings.Contains(why, "only buy Plus-Ones") {
		t.Errorf("001 L326 Mordak's Melee Hits before the Final Battle: %v %q", ok, why)
	}
	if ok, _ := play(t, m, StartRoll(VillainWho, 2, 3)).CanSpendHits(); !ok {
		t.Error("Mordak's Magic Hits cast Spells")
	}
}

func TestCanBuyPlusOne(t *testing.T) {
	s := charge(t, lab(t, "Rowan", "Loxley"))
	if ok, why := play(t, s, StartRoll(0, rowRanged, 2)).CanBuyPlusOne(); !ok {
		t.Errorf("000 L315 2 Hits buy one: %q", why)
	}
	if ok, why := play(t, s, StartRoll(0, rowRanged, 1)).CanBuyPlusOne(); ok || !strings.Contains(why, "cost 2") {
		t.Errorf("1 Hit buys none: %v %q", ok, why)
	}
	test := play(t, s, StartRollWith(RollCmd{Who: 0, Rows: []int{rowRanged}, Hits: 4, Test: true}))
	if ok, why := test.CanBuyPlusOne(); ok || !strings.Contains(why, "cannot buy Plus-Ones") {
		t.Errorf("000 L960: %v %q", ok, why)
	}
	// 000 L317: a full board still buys, discarding one elsewhere.
	full := play(t, s, gain(0, rowMagic, 3), StartRoll(0, rowRanged, 2))
	if ok, why := full.CanBuyPlusOne(); !ok || full.DiscardsNeeded(0, 1) != 1 {
		t.Errorf("full board: %v %q, discards %d", ok, why, full.DiscardsNeeded(0, 1))
	}
	// 001 L699: Loxley's cost 1.
	lox := play(t, s, EndTurn(), StartRoll(1, rowRanged, 1))
	if ok, why := lox.CanBuyPlusOne(); !ok || lox.PlusOneCost(1) != 1 {
		t.Errorf("Loxley: %v %q", ok, why)
	}
}

// 000 L1267: Make-a-da-Pizza, 3 Hits, once during each Action Roll.
func TestPizzaOffer000L1267(t *testing.T) {
	s := charge(t, lab(t, "Giuseppe", "Rowan"))
	if _, ok := play(t, s, EndTurn(), StartRoll(1, rowMelee, 5)).PizzaOffer(); ok {
		t.Error("Rowan has no pizza")
	}
	o, ok := play(t, s, StartRoll(0, rowMelee, 5)).PizzaOffer()
	if !ok || !o.Usable || o.Hits != 3 || o.Heal != 2 || !slices.Equal(o.Targets, []int{0, 1}) {
		t.Errorf("offer: %v %+v", ok, o)
	}
	if o, ok := play(t, s, StartRoll(0, rowMelee, 2)).PizzaOffer(); !ok || o.Usable || o.Why == "" {
		t.Errorf("2 Hits: %v %+v", ok, o)
	}
	if _, ok := play(t, s, StartRoll(0, rowMelee, 7), Pizza(1)).PizzaOffer(); ok {
		t.Error("once per Action Roll")
	}
	test := play(t, s, StartRollWith(RollCmd{Who: 0, Rows: []int{rowMelee}, Hits: 5, Test: true}))
	if o, ok := test.PizzaOffer(); !ok || o.Usable || !strings.Contains(o.Why, "only pass the Test") {
		t.Errorf("a Test's Hits: %v %+v", ok, o)
	}
	defeated := play(t, s, Damage(1, 99, ""), StartRoll(0, rowMelee, 5))
	if o, _ := defeated.PizzaOffer(); !slices.Equal(o.Targets, []int{0}) {
		t.Errorf("000 L335 a Defeated Hero cannot be targeted: %+v", o)
	}
	s.Heroes[0].Dojo = DojoAbility
	if o, _ := play(t, s, StartRoll(0, rowMelee, 5)).PizzaOffer(); o.Heal != 4 {
		t.Errorf("upgraded heals 4: %+v", o)
	}
}

// 001 L697: Battle Rage after a Defeat during the roll.
func TestBattleRageOffer001L697(t *testing.T) {
	s := charge(t, lab(t, "Scrutt", "Rowan"))
	rolled := play(t, s, StartRoll(0, rowMelee, 2))
	if rolled.BattleRageOffer() {
		t.Error("no Defeat yet")
	}
	won := play(t, rolled, SpendHits(2, ""), DefeatMinion("", 1))
	if !won.BattleRageOffer() || won.EndRollDiscards(true) != 0 {
		t.Fatalf("after a Defeat: %v, discards %d", won.BattleRageOffer(), won.EndRollDiscards(true))
	}
	mustApply(t, won, EndRoll(EndRollCmd{Rage: true}))
	if play(t, s, EndTurn(), StartRoll(1, rowMelee, 2), SpendHits(2, ""), DefeatMinion("", 1)).BattleRageOffer() {
		t.Error("Rowan has no Battle Rage")
	}
	// 000 L317: on a full board its Plus-One needs a discard.
	full := play(t, s, gain(0, rowMagic, 3), StartRoll(0, rowRanged, 2), DefeatMinion("", 1))
	if n := full.EndRollDiscards(true); n != 1 {
		t.Fatalf("full board: %d discards", n)
	}
	mustRefuse(t, full, EndRoll(EndRollCmd{Rage: true}), "choose 1 to discard")
	mustApply(t, full, EndRoll(EndRollCmd{Rage: true, Discard: full.DiscardRows(0, rowMelee)[:1]}))
	if full.EndRollDiscards(false) != 0 {
		t.Error("without Battle Rage nothing is gained")
	}
}

// 000 L617, L627: the Labyrinth Villain's leftover Hits become Plus-Ones;
// past 6 the Lead Hero discards from other rows, as far as they hold any.
func TestEndRollDiscards000L627(t *testing.T) {
	base := toVillainRound(t, lab(t))
	for _, c := range []struct {
		name                 string
		magic, corr, melee   int
		hits, want           int
		discardsFromRowIndex []int
	}{
		{"room for all", 0, 1, 1, 3, 0, nil},
		{"two over", 0, 1, 4, 3, 2, []int{2, 1}},
		{"one row to take from, the rest lost", 0, 1, 0, 8, 1, []int{1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base
			s.Villain.Rows[0].PlusOnes, s.Villain.Rows[1].PlusOnes, s.Villain.Rows[2].PlusOnes = c.magic, c.corr, c.melee
			s = play(t, s, StartRoll(VillainWho, 0, c.hits))
			if got := s.EndRollDiscards(false); got != c.want {
				t.Fatalf("EndRollDiscards = %d, want %d", got, c.want)
			}
			mustApply(t, s, EndRoll(EndRollCmd{Discard: c.discardsFromRowIndex}))
			if c.want > 0 {
				mustRefuse(t, s, EndRoll(EndRollCmd{Discard: c.discardsFromRowIndex[1:]}), "discard")
			}
		})
	}
	if (State{}).EndRollDiscards(true) != 0 {
		t.Error("no roll")
	}
}

// 000 L954-960: a Test costs no Action Point and comes on any Turn.
func TestTestOptions000L960(t *testing.T) {
	s := charge(t, lab(t))
	for _, o := range s.TestOptions(1) {
		if !o.Usable {
			t.Errorf("Bjorn may Test off his Turn: %+v", o)
		}
	}
	for _, o := range s.RollOptions(1) {
		if o.Usable {
			t.Errorf("but not roll: %+v", o)
		}
	}
	if o := play(t, s, StartRoll(0, 0, 1)).TestOptions(1); o[0].Usable || !strings.Contains(o[0].Why, "Finish") {
		t.Errorf("one roll at a time: %+v", o[0])
	}
}
