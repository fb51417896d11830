package sorcery

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"tableside/tracker/trackertest"
)

// entrap is the Giant Spider's Entrap as the card prints it (rules 003
// L6478-6481).
const entrap = "Entrap - The victim suffers K.O. and then, unless Save: suffers 1 HP."

// spiderWithPowers is the Giant Spider with the powers its card prints
// (L6472-6483).
func spiderWithPowers() Enemy {
	e := giantSpider()
	for _, l := range []string{"Eight Legged Arachnid: Ignores Hindrances. Any Fire effect suffered by this Enemy deals an additional 1 HP.",
		"Banding I: If Enemies control its area: Bite attack inflicts +1.",
		"Entrap: The victim suffers K.O. and then, unless Save: suffers 1 HP.",
		"Shadows Strike: If engaged: attack and move away 1 area."} {
		e.Card.Powers = append(e.Card.Powers, ParsePower(l))
	}
	return e
}

// TestEntrapReads003L6479: Entrap's words give K.O., then 1 HP that a
// Save stops (L6479-6481); the spider's other powers put nothing on the
// victim ("suffered by this Enemy ... 1 HP" is the spider's own, L6474).
func TestEntrapReads003L6479(t *testing.T) {
	p := ParsePower(strings.Replace(entrap, " -", ":", 1))
	want := &PowerEffect{Puts: []Inflict{{Kind: "ko"}}, HP: 1, Save: SaveStopsHP}
	if p.Name != "Entrap" || !reflect.DeepEqual(p.Hits, want) {
		t.Fatalf("Entrap read as %+v %+v", p, p.Hits)
	}
	if w := p.Hits.Words(); w != "K.O., then 1 HP unless a Save" {
		t.Errorf("words %q", w)
	}
	if w := p.Hits.On("Jeanne"); w != "The app puts K.O. on Jeanne, and 1 HP unless Jeanne saves." {
		t.Errorf("words %q", w)
	}
	// The Elf Priestess's Darkness: a Save stops it all (L6400-6401).
	d := ParsePower("Darkness: Unless Save: each Hero in its area suffers Blind.")
	if d.Hits == nil || d.Hits.Save != SaveStopsAll || len(d.Hits.Puts) != 1 || d.Hits.Puts[0].Kind != "blind" {
		t.Fatalf("Darkness read as %+v", d.Hits)
	}
	if w := d.Hits.On("Jeanne"); w != "Unless Jeanne saves, the app puts Blind on Jeanne." {
		t.Errorf("words %q", w)
	}
	if !PowerNamesOthers(d.Words) || PowerNamesOthers(p.Words) {
		t.Error("Darkness reaches each Hero in its area; Entrap only the victim")
	}
	e := spiderWithPowers()
	if err := e.Card.check(); err != nil {
		t.Fatal(err)
	}
	for _, p := range e.Card.Powers {
		if (p.Hits != nil) != (p.Name == "Entrap") {
			t.Errorf("%s read as %+v", p.Name, p.Hits)
		}
	}
	if p, ok := e.Card.PowerUsed("move to engage and use Entrap"); !ok || p.Name != "Entrap" {
		t.Errorf("the rule's Entrap not found: %+v", p)
	}
	if _, ok := e.Card.PowerUsed("Attack with Bite."); ok {
		t.Error("an attack taken for a power")
	}
}

// TestEntrapApplied003L6629 plays the example's Entrap (L6629-6644):
// Jeanne, slowed and alone, is entrapped: K.O. then 1 HP, or K.O. only
// when she saves (L6479-6481); one command, so one Undo takes all back.
func TestEntrapApplied003L6629(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, spiderWithPowers()))
	s.Heroes[0].Conditions.Health = Slow
	got, words, err := s.Apply(PowerHits(0, "Entrap", "Jeanne", false))
	if err != nil {
		t.Fatal(err)
	}
	if h := got.Heroes[0]; !h.Conditions.KO || h.Wounds != 1 || h.Conditions.Health != Slow {
		t.Fatalf("Jeanne after Entrap: %+v (%s)", h, words)
	}
	saved, words, err := s.Apply(PowerHits(0, "Entrap", "Jeanne", true))
	if err != nil {
		t.Fatal(err)
	}
	if h := saved.Heroes[0]; !h.Conditions.KO || h.Wounds != 0 || !strings.Contains(words, "saves") {
		t.Fatalf("Jeanne saved: %+v (%s)", h, words)
	}
	// Darkness saved against changes nothing, and says so (L6400-6401).
	d := s
	d.Enemies = []Enemy{spiderWithPowers()}
	d.Enemies[0].Card.Powers = append(d.Enemies[0].Card.Powers, ParsePower("Darkness: Unless Save: each Hero in its area suffers Blind."))
	if got, words, err := d.Apply(PowerHits(0, "Darkness", "Jeanne", true)); err != nil || !reflect.DeepEqual(got.Heroes, d.Heroes) || !strings.Contains(words, "does nothing") {
		t.Fatalf("Darkness saved: %v %q", err, words)
	}
	// K.O. again deals 1 HP instead (L4602-4614), then the Entrap's HP.
	again, _, err := got.Apply(PowerHits(0, "Entrap", "Jeanne", false))
	if err != nil || again.Heroes[0].Wounds != 3 {
		t.Fatalf("a second Entrap: %+v %v", again.Heroes[0], err)
	}
	// Refusals change nothing and say why.
	for _, c := range []struct {
		cmd  PowerHitsCmd
		want string
	}{
		{PowerHitsCmd{Enemy: 0, Power: "Banding I", Victim: "Jeanne"}, "nothing on the victim"},
		{PowerHitsCmd{Enemy: 0, Power: "Web", Victim: "Jeanne"}, "no power called"},
		{PowerHitsCmd{Enemy: 3, Power: "Entrap", Victim: "Jeanne"}, "no Enemy"},
		{PowerHitsCmd{Enemy: 0, Power: "Entrap", Victim: "Robin"}, "cannot suffer"},
	} {
		if _, _, err := s.Apply(PowerHits(c.cmd.Enemy, c.cmd.Power, c.cmd.Victim, c.cmd.Saved)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.cmd, err, c.want)
		}
	}
}

// TestEntrapKillsAndTheSpiderGains003L6034: the Entrap's HP that kills
// counts as the spider's kill, which gains an Enemy Power (L6034-6037).
func TestEntrapKillsAndTheSpiderGains003L6034(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, spiderWithPowers()))
	s.Heroes[0].Wounds = 8
	got, _, err := s.Apply(PowerHits(0, "Entrap", "Jeanne", false))
	if err != nil {
		t.Fatal(err)
	}
	if !got.Heroes[0].Ghost || got.Enemies[0].PowersDue != 1 {
		t.Fatalf("after a killing Entrap: %+v, spider owes %d", got.Heroes[0], got.Enemies[0].PowersDue)
	}
}

// TestOldEnemyCardLoads: a card stored before powers were asked (its
// JSON as the library kept it) still loads, checks and activates.
func TestOldEnemyCardLoads(t *testing.T) {
	old := `{"name":"Giant Spider","rank":"green","style":"strength","hp":[6],"soul_points":2,"preferred":"least_wounded",
	"rules":[{"min":0,"max":0,"sentences":["If the victim is slowed: use Entrap.","Attack with Bite.","Move away 1 area."]},
	{"min":1,"max":2,"sentences":["Attack with Web."]},{"min":0,"max":0,"plus":true,"sentences":["Move 1 area toward the closest Hero."]}],
	"weapons":[{"name":"Bite","effect":"Poison I"}]}`
	var c EnemyCard
	dec := json.NewDecoder(strings.NewReader(old))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, Enemy{Card: c, Copy: 1}))
	activates(t, s, []Sight{seen("Jeanne", 0), seen("Thorgren", 3)}, 1, "Jeanne")
	if _, ok := c.PowerUsed("use Entrap"); ok {
		t.Error("an old card has no powers to apply")
	}
}

// TestCardPowersChecked: a card's powers are refused in the player's
// words when the app could not apply them.
func TestCardPowersChecked(t *testing.T) {
	for _, c := range []struct {
		p    EnemyPower
		want string
	}{
		{EnemyPower{}, "needs its name"},
		{EnemyPower{Name: "Entrap", Type: "combat"}, "no Enemy Power type"},
		{EnemyPower{Name: "Entrap", Hits: &PowerEffect{}}, "say what it puts"},
		{EnemyPower{Name: "Entrap", Hits: &PowerEffect{Puts: []Inflict{{Kind: "ko"}}, Save: SaveStopsHP}}, "needs HP"},
		{EnemyPower{Name: "Entrap", Hits: &PowerEffect{Puts: []Inflict{{Kind: "bleed", Rank: 3}}}}, "rank I or II"},
	} {
		e := giantSpider()
		e.Card.Powers = []EnemyPower{c.p}
		if err := e.Card.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.p, err, c.want)
		}
	}
	e := spiderWithPowers()
	e.Card.Powers = append(e.Card.Powers, EnemyPower{Name: "entrap"})
	if err := e.Card.Validate(); err == nil || !strings.Contains(err.Error(), "two powers") {
		t.Errorf("a power twice: %v", err)
	}
}

// FuzzParsePower: a power typed any way never panics the parser, and an
// effect it reads is one the card check takes and enemy_power_hits
// applies within the Game contract.
func FuzzParsePower(f *testing.F) {
	for _, s := range []string{entrap, "Darkness: Unless Save: each Hero in its area suffers Blind.", "Banding I: If Enemies control its area: +1.",
		"X: the victim suffers 9 HP, Bleed II, Fire II, K.O., Stun", ":", "", "A: hero suffers 0 HP unless save"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, line string, saved bool) {
		p := ParsePower(line)
		if p.Hits == nil || strings.TrimSpace(p.Name) == "" || len(p.Name) > 40 || len(p.Words) > 300 {
			return
		}
		e := giantSpider()
		e.Card.Powers = []EnemyPower{p}
		if err := e.Card.Validate(); err != nil {
			if p.Hits.HP <= 9 && len(p.Hits.Puts) <= 4 {
				t.Fatalf("%q read as %+v, refused: %v", line, p.Hits, err)
			}
			return
		}
		s := table([]Hero{jeanne(), thorgren()}, e)
		b, _ := json.Marshal(s)
		var g Game
		trackertest.CheckApply(t, g, b, PowerHits(0, p.Name, "Jeanne", saved))
	})
}

// TestPowerNamesAreNoConditionWords: "use Poison Spit" asks no Poison of
// the table: the power's effect is its own step (L6479-6481); "attack
// with Fire Breath" asks only the weapon's own effect.
func TestPowerNamesAreNoConditionWords(t *testing.T) {
	c := giantSpider().Card
	c.Powers = []EnemyPower{ParsePower("Poison Spit: The victim suffers Poison II.")}
	c.Weapons = []Weapon{{Name: "Fire Breath", Effect: "Blind"}}
	if got := c.Inflicts("Use Poison Spit."); len(got) != 0 {
		t.Errorf("the power's name read as %+v", got)
	}
	if got := c.Inflicts("Attack with Fire Breath."); len(got) != 1 || got[0].Kind != "blind" {
		t.Errorf("the weapon's name read as %+v", got)
	}
	if got := c.Inflicts("Attack with Fire Breath; the victim suffers Bleed."); len(got) != 2 || got[0].Kind != "bleed" {
		t.Errorf("a sentence's own condition: %+v", got)
	}
}
