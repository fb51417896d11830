package valor

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
)

// TestCampFromTheBook000L1130: a game of Act 3 with the Fortified Camp,
// the Reliquary and another upgrade bought sets up with the Fortified
// Camp tile (000 L1235), the Reliquary's Treasure (000 L1237) and the
// other upgrade's line (000 L1130); a Talent kept on the seat is usable
// once (000 L1062-1064).
func TestCampFromTheBook000L1130(t *testing.T) {
	su := labSetup("Rowan", "Bjorn")
	su.Heroes[0].Talent = "Second Wind"
	su.Camp = &Camp{Act: 3, Fortified: true, Relic: "Lucky Charm", Others: []string{"Armory: each Hero draws a Spell"}}
	s := newGame(t, su)
	text := map[string]string{}
	var keys []string
	for _, it := range s.Checklist() {
		keys = append(keys, it.Key)
		text[it.Key] = it.Text + " [" + it.Rule + "]"
	}
	want := []string{StepMap, StepDecks, StepChumps, StepEvents, StepHeroes, StepRelic, StepCamp, StepVillain, StepTrack, StepGiveInit, StepMission}
	if !slices.Equal(keys, want) {
		t.Fatalf("checklist %v, want %v", keys, want)
	}
	for key, w := range map[string][]string{
		StepMap:     {"Fortified Camp tile", "L1235"},
		StepHeroes:  {"on the Fortified Camp tile", "Rowan: Second Wind", "L1060-1066"},
		StepRelic:   {"Lucky Charm", "L1237"},
		StepCamp:    {"Armory: each Hero draws a Spell", "L1130"},
		StepMission: {"Act 3 Mission"},
	} {
		for _, part := range w {
			if !strings.Contains(text[key], part) {
				t.Errorf("%s: %q lacks %q", key, text[key], part)
			}
		}
	}
	if strings.Contains(text[StepMap], "place Base Camp") {
		t.Errorf("000 L1235: the Fortified Camp replaces Base Camp: %q", text[StepMap])
	}
	s = ready(t, s)
	s = mustApply(t, s, UseTalent(0))
	if !s.Heroes[0].TalentUsed {
		t.Fatal("000 L1064: the Talent card is not used")
	}
	if s.CampAct() != 3 {
		t.Fatalf("the Act: %d", s.CampAct())
	}
}

// TestCampRefusals: a book's Act outside 1-8 or a Camp for Mordak's box
// starts nothing (000 L1079).
func TestCampRefusals(t *testing.T) {
	su := labSetup("Rowan", "Bjorn")
	su.Camp = &Camp{Act: 9}
	if _, err := NewGame(su); err == nil {
		t.Fatal("Act 9 accepted")
	}
	mo := mordakSetup("Gwen", "Bjorn")
	mo.Camp = &Camp{Act: 2}
	if _, err := NewGame(mo); err == nil {
		t.Fatal("a Camp for Mordak accepted")
	}
	// Without a book, Act 1's checklist is as before.
	s := newGame(t, labSetup("Rowan", "Bjorn"))
	if got := s.Checklist()[0].Text; !strings.Contains(got, "place Base Camp") {
		t.Fatalf("000 L172: %q", got)
	}
}

// TestXPEarnedAndActEndBounty: the game counts the XP its Heroes earn,
// at a cash-out (000 L550-552) and at the Dojo (000 L1028), and the Bounty
// the Act's end adds to the Hoard: equipped Treasures and the Hero Loot
// Stash (000 L1116). The book's pads open on them.
func TestXPEarnedAndActEndBounty(t *testing.T) {
	s := endHeroStep(t, mustApply(t, lab(t), Bounty(LootHeroes, 1, "Looted")))
	for _, k := range []string{StepEvents, StepDrawSpells, StepDiscard, StepDefenders, StepPassInit, StepTreasures} {
		s = mustApply(t, s, Tick(k))
	}
	before := 0
	for _, h := range s.Heroes {
		before += h.XP
	}
	s = mustApply(t, s, CashOut(LootHeroes, nil))
	after := 0
	for _, h := range s.Heroes {
		after += h.XP
	}
	if after == before || s.XPEarned != after-before {
		t.Fatalf("000 L550-552: XP %d -> %d, earned %d", before, after, s.XPEarned)
	}

	su := labSetup("Rowan", "Coach")
	d := charge(t, ready(t, newGame(t, su)))
	d = mustApply(t, d, Dojo(0, DojoXP))
	if d.XPEarned != 1 {
		t.Fatalf("000 L1028: the Dojo's XP earned: %d", d.XPEarned)
	}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}

	e := lab(t)
	e.HeroStash.Bounty = 2
	e.HeroStash.Treasures = []TreasureCard{{Name: "Old Boot", Bounty: 1}}
	e.Heroes[1].Equipped[0] = &TreasureCard{Name: "Lucky Charm", Bounty: 4}
	if got := e.ActEndBounty(); got != 7 {
		t.Fatalf("000 L1116: the Act's end adds %d, want 7", got)
	}
}

// TestCampName000L1235: with the Fortified Camp bought, its tile is used
// instead of Base Camp's as each game begins (000 L1235): the map, its
// tile picker and the checklist name it, where the Heroes start and where
// a Defeated Hero returns (000 L736-740); without it, Base Camp (000 L172).
func TestCampName000L1235(t *testing.T) {
	plain := newGame(t, labSetup("Rowan", "Bjorn"))
	if plain.CampName() != "Base Camp" || plain.TileTitle(labyrinth.BaseCamp) != "Base Camp" {
		t.Fatalf("000 L172: %q, %q", plain.CampName(), plain.TileTitle(labyrinth.BaseCamp))
	}
	su := labSetup("Rowan", "Bjorn")
	su.Camp = &Camp{Act: 2, Fortified: true}
	s := newGame(t, su)
	if s.CampName() != "Fortified Camp" || s.TileTitle(labyrinth.BaseCamp) != "Fortified Camp" || s.TileTitle(labyrinth.Portal) != "Portal" {
		t.Fatalf("000 L1235: %q, %q, %q", s.CampName(), s.TileTitle(labyrinth.BaseCamp), s.TileTitle(labyrinth.Portal))
	}
	// The log names the tile laid, and who stands on it, by its name.
	if _, words := applyWords(t, s, PlaceTile(BaseCampAt(), allHalls, labyrinth.BaseCamp)); !strings.Contains(words, "; Fortified Camp") || strings.Contains(words, "Base Camp") {
		t.Fatalf("000 L1235: %q", words)
	}
	s.Phase = PhaseVillainLevelUp
	if text, rule := s.stepText(StepCashOut, false); !strings.Contains(text, "returns to the Fortified Camp tile") || !strings.Contains(rule, "L1235") {
		t.Fatalf("000 L736-740, L1235: %q [%s]", text, rule)
	}
}

// TestActEndBountyCountsTokens000L1118: the Act's end adds the equipped
// Treasures and every card in the Hero Loot Stash (000 L1118). A Bounty
// token there counts too: it is looted as though it were a Treasure (000
// L909), and an empty Minion deck swaps the Stash's Minion cards for
// Bounty tokens (000 L652), which must not lower the Act's figure. XP is
// not part of it: XP is each Hero's (000 L552), which the book's session
// line adds up for all Heroes together.
func TestActEndBountyCountsTokens000L1118(t *testing.T) {
	cards := lab(t)
	cards.HeroStash.Minions = []Minion{{Name: "Gnome", Bounty: 2}}
	swapped := lab(t)
	swapped.HeroStash.Bounty = 2 // the Gnome swapped for tokens (000 L652)
	if a, b := cards.ActEndBounty(), swapped.ActEndBounty(); a != 2 || b != 2 {
		t.Fatalf("000 L652, L909, L1118: a Minion card of 2 adds %d, its 2 tokens %d", a, b)
	}
}
