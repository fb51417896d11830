package sorceryui

import (
	"testing"

	"tableside/tracker/sorcery"
)

// field is a text field of an editor and what is typed into it.
type field struct{ placeholder, text string }

// heroTyped types a Hero named Robin in the Hero editor opened from a new
// Quest's setup, each field in turn, and saves it: the library's Heroes
// after.
func heroTyped(t *testing.T, fields ...field) (*table, []sorcery.Hero) {
	t.Helper()
	tb := fridaySetup(t)
	tb.enterHero("Robin")
	for _, f := range fields {
		tb.TypeIn(f.placeholder, f.text)
	}
	tb.Tap("Save this Hero")
	return tb, cards[sorcery.Hero](tb.S, sorcery.HeroKind)
}

// enemyTyped types an Enemy card in the Enemy editor opened from a new
// Quest's setup: its basics (enterEnemy), then what fill types, and
// saves it: the one card the library holds after.
func enemyTyped(t *testing.T, name, rank, style, hp string, fill func(tb *table)) (*table, sorcery.EnemyCard) {
	t.Helper()
	tb := fridaySetup(t)
	tb.enterEnemy(name, rank, style, hp)
	fill(tb)
	tb.Tap("Save this Enemy")
	enemies := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind)
	if len(enemies) != 1 {
		t.Fatalf("%d Enemy cards saved: %+v", len(enemies), enemies)
	}
	return tb, enemies[0]
}

// more unfolds the rest of the open Enemy editor's card and ticks the
// check lines named.
func (tb *table) more(checks ...string) {
	tb.T.Helper()
	tb.Tap("More of the card")
	for _, c := range checks {
		tb.checkEnemy(c)
	}
}

// sentences types the open Enemy editor's first rule.
func (tb *table) sentences(text string) {
	tb.T.Helper()
	tb.TypeIn("Sentences, one a line", text)
}

// TestEnterThisHeroSeatsIt types a Hero once from the setup screen: saved
// in the library, it takes the first empty seat.
func TestEnterThisHeroSeatsIt(t *testing.T) {
	tb := libraryTable(t)
	tb.newQuest("Friday")
	tb.pickSeat(0, "Artemis")
	tb.enterHero("Robin")
	tb.Tap("4") // the Save target row: 0-6
	tb.Tap("Dexterity")
	tb.Tap("Save this Hero")
	if got := tb.seated(1); got != "Robin" {
		t.Fatalf("seat 2 holds %q", got)
	}
	tb.Tap("Start the Quest")
	h := tb.State().Heroes[1]
	if h.Name != "Robin" || h.Save != 4 || h.MaxHP != 8 || h.Styles[0] != sorcery.Dexterity {
		t.Fatalf("Robin entered as %+v", h)
	}
}

// TestEnemyAndEncounterEditors types an Enemy card and an Encounter
// card; the library keeps them, checked by the engine.
func TestEnemyAndEncounterEditors(t *testing.T) {
	tb, orc := enemyTyped(t, "Orc", "Blue", "Strength", "7", func(tb *table) {
		tb.Tap("Closest")
		tb.sentences("Move to engage.\nAttack with Axe.")
		tb.TypeIn("Weapons, one a line: Bite: Poison I", "Axe: Bleed I")
	})
	tb.See("Blue Orc")
	tb.Tap("Enter an Encounter card")
	tb.TypeIn("Letter", "d")
	tb.Tap("Activate all Enemies")
	tb.Tap("Save this card")
	tb.See("1 card typed: D")
	if orc.HP[0] != 7 || orc.Preferred != sorcery.Closest || len(orc.Rules[0].Sentences) != 2 {
		t.Fatalf("the Orc saved as %+v", orc)
	}
	if got := orc.Inflicts("Attack with Axe."); len(got) != 1 || got[0].Kind != "bleed" {
		t.Fatalf("the Axe's Bleed: %+v", orc.Weapons)
	}
	// A card the engine cannot use is not saved: the words say why.
	tb.Tap("Enter an Enemy")
	tb.Tap("Save this Enemy")
	tb.See("Not saved yet")
}

// TestHeroEditorPowersL3037 types a Hero's powers: the ones used with
// hourglasses and the passive ones (L3037-3049).
func TestHeroEditorPowersL3037(t *testing.T) {
	_, h := heroTyped(t,
		field{"Powers used with hourglasses, one a line", "Volley\nTrick shot"},
		field{"Passive powers, one a line", "Keen eye"})
	if len(h) != 1 || len(h[0].Powers) != 3 || !h[0].Powers[2].Passive || h[0].Powers[1].Name != "Trick shot" {
		t.Fatalf("%+v", h)
	}
}

// TestNextQuestKeepsTheHeroesL738: the campaign's next Quest seats the
// last Quest's Heroes with their Soulrank and crowns, and keeps the Soul
// Counter (L738, L956, L2287).
func TestNextQuestKeepsTheHeroesL738(t *testing.T) {
	tb := libraryTable(t)
	st := exampleTable()
	st.Heroes = []sorcery.Hero{hero("Artemis", 8, sorcery.Dexterity), hero("Jeanne", 9, sorcery.Faith)}
	st.Heroes[0].Soulrank, st.Heroes[0].Crowns, st.Souls = 3, 40, 7
	tb.start(st)
	tb.S.SetupGame(tb.S.Current().Campaign())
	tb.Tap("Start the Quest")
	got := tb.State()
	if got.Heroes[0].Soulrank != 3 || got.Heroes[0].Crowns != 40 || got.Souls != 7 || got.Heroes[1].Name != "Jeanne" {
		t.Fatalf("the next Quest: souls %d, %+v", got.Souls, got.Heroes)
	}
}

// TestOneQuestKeepsNothingL729: a standalone Quest seats the Heroes from
// the library as typed, and the Soul Counter starts empty (L729-731).
func TestOneQuestKeepsNothingL729(t *testing.T) {
	tb := libraryTable(t)
	st := exampleTable()
	st.Heroes = []sorcery.Hero{hero("Artemis", 8, sorcery.Dexterity), hero("Jeanne", 9, sorcery.Faith)}
	st.Heroes[0].Soulrank, st.Souls = 3, 7
	tb.start(st)
	c := tb.S.Current().Campaign()
	tb.S.SetupGame(c)
	tb.Tap("One Quest")
	tb.Tap("Start the Quest")
	if got := tb.State(); got.Heroes[0].Soulrank != 1 || got.Souls != 0 {
		t.Fatalf("souls %d, %+v", got.Souls, got.Heroes[0])
	}
	tb.S.SetupGame(c)
	tb.Tap("Start the Quest") // the choice is remembered
	if got := tb.State(); got.Heroes[0].Soulrank != 1 {
		t.Fatalf("%+v", got.Heroes[0])
	}
}

// TestEnemyDropsTyped003L7113 types an Enemy card's drops in the editor:
// the engine says them when it dies (L7113-7131).
func TestEnemyDropsTyped003L7113(t *testing.T) {
	_, orc := enemyTyped(t, "Orc", "Blue", "Strength", "7", func(tb *table) {
		// The rows of 5s: HP, Soul Points, the rule's range, then, folded
		// away, HP with 4-5, shields, charges and the Crowns dropped.
		tb.more()
		tapButton(t, tb.Buttons("5")[7])
		tb.sentences("Attack with Axe.")
	})
	if orc.Drops.Crowns != 5 {
		t.Fatalf("the Orc saved as %+v", orc)
	}
}

// TestMasterEnemyTyped003L7318 enters a Master Enemy in the editor: the
// Master flag, Vengeful and Stun immunity (L7318-7366, L7607-7611) had no
// field, so no card typed in the app was ever a Master Enemy and the
// Menace token never came into play.
func TestMasterEnemyTyped003L7318(t *testing.T) {
	_, knight := enemyTyped(t, "Elf Knight", "Purple", "Strength", "9", func(tb *table) {
		tb.Tap("Menace token holder")
		tb.more("A Master Enemy (Purple)", "Vengeful: it goes only for the Menace token holder", "Immune to Stun")
		tb.sentences("Attack with Sword.")
	})
	if !knight.Master || !knight.Vengeful || !knight.StunImmune {
		t.Fatalf("the Elf Knight saved as %+v", knight)
	}
}

// TestEnemyShieldsActTyped003L4139 types an "ACT*Hero" card: its shields
// are the ACT times the Heroes (L4139), where a "1*Hero" card's are 1 per
// Hero whatever the ACT (L4121).
func TestEnemyShieldsActTyped003L4139(t *testing.T) {
	_, priestess := enemyTyped(t, "Elf Priestess", "Blue", "Magic", "9", func(tb *table) {
		tb.more("Times the number of Heroes (×Hero)", "The number is the ACT (ACT×Hero)")
		tb.sentences("Attack with Staff.")
	})
	if !priestess.ShieldsPerHero || !priestess.ShieldsAct {
		t.Fatalf("the Elf Priestess saved as %+v", priestess)
	}
	if got := priestess.MaxShields(3, 2); got != 6 {
		t.Fatalf("ACT II, 3 Heroes: %d shields; want 6", got)
	}
}

// TestHeroEditorInnatePowers003L2627 types the Hero card's innate powers
// apart: the Soul Gem counts only Power cards (L2627-2636, L2777-2788).
func TestHeroEditorInnatePowers003L2627(t *testing.T) {
	_, h := heroTyped(t,
		field{"Powers used with hourglasses, one a line", "Volley"},
		field{"Innate powers (on the Hero card), one a line", "Pickpocket"})
	if len(h) != 1 || len(h[0].Powers) != 2 || !h[0].Powers[1].Innate || h[0].Powers[0].Innate {
		t.Fatalf("%+v", h)
	}
}

// TestHeroEditorTalents003L2777 marks powers typed in the Hero editor as
// Talents, as the board's "A new power" does: the Soul Gem counts them by
// its stars, apart from the Power cards (L2261-2271, L2777-2788). With
// "2*", Volley and the Talent Lucky leave room for one Power card and no
// Talent; the Talent comes back in its field when the card is edited.
func TestHeroEditorTalents003L2777(t *testing.T) {
	tb, hs := heroTyped(t,
		field{"Soul Gem HP, Soulrank I first: 8 9 10", "8"},
		field{"Powers, * for a Talent: 2 2* 3", "2*"},
		field{"Powers used with hourglasses, one a line", "Volley"},
		field{"Passive Talents, one a line", "Lucky"})
	if len(hs) != 1 || len(hs[0].Powers) != 2 || hs[0].Powers[0].Talent || !hs[0].Powers[1].Talent || !hs[0].Powers[1].Passive {
		t.Fatalf("%+v", hs)
	}
	st := exampleTable()
	st.Heroes[0] = hs[0]
	st.Heroes[0].Soulrank = 1 // a Quest seats the card at Soulrank I
	if _, _, err := st.Apply(sorcery.LearnPower("Robin", sorcery.Power{Name: "Snipe"})); err != nil {
		t.Fatalf("a second Power card: %v", err)
	}
	if _, _, err := st.Apply(sorcery.LearnPower("Robin", sorcery.Power{Name: "Keen Eye", Talent: true})); err == nil {
		t.Fatal("a second Talent under one star")
	}
	showHeroEditor(tb.S, hs[0], tb.S.ShowHome, nil)
	if got := tb.Entries("Passive Talents, one a line")[0].Text; got != "Lucky" {
		t.Fatalf("the Talents field reads %q", got)
	}
	if got := tb.Entries("Passive powers, one a line")[0].Text; got != "" {
		t.Fatalf("the passive powers field reads %q", got)
	}
}

// TestMasterEnemyOtherSide003L7322 types both sides of a Master Enemy's
// card (L7322-7326, L7348-7351): the other side in the same editor, its name and rank
// the front's.
func TestMasterEnemyOtherSide003L7322(t *testing.T) {
	_, knight := enemyTyped(t, "Elf Knight", "Purple", "Strength", "9", func(tb *table) {
		tb.Tap("Menace token holder")
		tb.more("A Master Enemy (Purple)")
		tb.sentences("Attack with Sword.")
		tb.Tap("Its card's other side")
		tb.See("The other side of the Elf Knight")
		tb.Tap("Strength")
		tb.Tap("7") // HP
		tb.Tap("Menace token holder")
		tb.more("Vengeful: it goes only for the Menace token holder")
		tb.sentences("Use Wild Leap.")
		tb.Tap("Save this side")
		tb.See("Its other side is typed.")
	})
	if knight.Back == nil || knight.Back.HP[0] != 7 || !knight.Back.Vengeful || knight.Vengeful {
		t.Fatalf("the Elf Knight saved as %+v", knight)
	}
	if side, _ := knight.Flipped(); side.Name != "Elf Knight" || side.Rules[0].Sentences[0] != "Use Wild Leap." {
		t.Fatalf("its other side: %+v", side)
	}
}

// TestHeroEditorKeepsWhatItDoesNotAsk: a Hero card saved again keeps its
// powers' shields and ranks, which the editor has no field for; saving
// again dropped them (L3806-3810, L2772-2776).
func TestHeroEditorKeepsWhatItDoesNotAsk(t *testing.T) {
	tb := fridaySetup(t)
	h := sorcery.Hero{Name: "Robin", MaxHP: 8, Styles: []sorcery.Style{sorcery.Dexterity},
		Powers: []sorcery.Power{{Name: "Volley", Shields: 1, Rank: 2}, {Name: "Aura", Passive: true}}}
	tb.save(sorcery.HeroKind, h.Name, h)
	showHeroEditor(tb.S, h, tb.S.ShowHome, nil)
	tb.TypeIn("Passive powers, one a line", "Aura\nWard")
	tb.Tap("Save this Hero")
	hs := cards[sorcery.Hero](tb.S, sorcery.HeroKind)
	if len(hs) != 1 || len(hs[0].Powers) != 3 || hs[0].Powers[0].Shields != 1 || hs[0].Powers[0].Rank != 2 || hs[0].Powers[2].Name != "Ward" {
		t.Fatalf("saved again: %+v", hs)
	}
}
