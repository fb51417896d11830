package sorceryui

import (
	"testing"

	"tableside/tracker/sorcery"
	"tableside/ui/uitest"
)

// TestEnterThisHeroSeatsIt types a Hero once from the setup screen: saved
// in the library, it takes the first empty seat.
func TestEnterThisHeroSeatsIt(t *testing.T) {
	tb := newTable(t, phone)
	tb.library()
	tb.newQuest("Friday")
	tb.pickSeat(0, "Artemis")
	tb.Tap("Enter this Hero")
	uitest.TypeInto(tb.Entries("Hero's name")[0], "Robin")
	tb.Tap("4") // the Save target row: 0-6
	tb.Tap("Dexterity")
	tb.Tap("Save this Hero")
	if got := tb.seated(1); got != "Robin" {
		t.Fatalf("seat 2 holds %q", got)
	}
	tb.Tap("Start the Quest")
	h := tb.state().Heroes[1]
	if h.Name != "Robin" || h.Save != 4 || h.MaxHP != 8 || h.Styles[0] != sorcery.Dexterity {
		t.Fatalf("Robin entered as %+v", h)
	}
}

// TestEnemyAndEncounterEditors types an Enemy card and an Encounter
// card; the library keeps them, checked by the engine.
func TestEnemyAndEncounterEditors(t *testing.T) {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.enterEnemy("Orc", "Blue", "Strength", "7")
	tb.Tap("Closest")
	uitest.TypeInto(tb.Entries("Sentences, one a line")[0], "Move to engage.\nAttack with Axe.")
	uitest.TypeInto(tb.Entries("Weapons, one a line: Bite: Poison I")[0], "Axe: Bleed I")
	tb.Tap("Save this Enemy")
	tb.See("Blue Orc")
	tb.Tap("Enter an Encounter card")
	uitest.TypeInto(tb.Entries("Letter")[0], "d")
	tb.Tap("Activate all Enemies")
	tb.Tap("Save this card")
	tb.See("1 card typed: D")
	enemies := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind)
	if len(enemies) != 1 || enemies[0].HP[0] != 7 || enemies[0].Preferred != sorcery.Closest || len(enemies[0].Rules[0].Sentences) != 2 {
		t.Fatalf("the Orc saved as %+v", enemies)
	}
	if got := enemies[0].Inflicts("Attack with Axe."); len(got) != 1 || got[0].Kind != "bleed" {
		t.Fatalf("the Axe's Bleed: %+v", enemies[0].Weapons)
	}
	// A card the engine cannot use is not saved: the words say why.
	tb.Tap("Enter an Enemy")
	tb.Tap("Save this Enemy")
	tb.See("Not saved yet")
}

// TestHeroEditorPowersL3037 types a Hero's powers: the ones used with
// hourglasses and the passive ones (L3037-3049).
func TestHeroEditorPowersL3037(t *testing.T) {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.Tap("Enter this Hero")
	uitest.TypeInto(tb.Entries("Hero's name")[0], "Robin")
	uitest.TypeInto(tb.Entries("Powers used with hourglasses, one a line")[0], "Volley\nTrick shot")
	uitest.TypeInto(tb.Entries("Passive powers, one a line")[0], "Keen eye")
	tb.Tap("Save this Hero")
	h := cards[sorcery.Hero](tb.S, sorcery.HeroKind)
	if len(h) != 1 || len(h[0].Powers) != 3 || !h[0].Powers[2].Passive || h[0].Powers[1].Name != "Trick shot" {
		t.Fatalf("%+v", h)
	}
}

// TestNextQuestKeepsTheHeroesL738: the campaign's next Quest seats the
// last Quest's Heroes with their Soulrank and crowns, and keeps the Soul
// Counter (L738, L956, L2287).
func TestNextQuestKeepsTheHeroesL738(t *testing.T) {
	tb := newTable(t, phone)
	tb.library()
	st := exampleTable()
	st.Heroes = []sorcery.Hero{hero("Artemis", 8, sorcery.Dexterity), hero("Jeanne", 9, sorcery.Faith)}
	st.Heroes[0].Soulrank, st.Heroes[0].Crowns, st.Souls = 3, 40, 7
	tb.start(st)
	tb.S.SetupGame(tb.S.Current().Campaign())
	tb.Tap("Start the Quest")
	got := tb.state()
	if got.Heroes[0].Soulrank != 3 || got.Heroes[0].Crowns != 40 || got.Souls != 7 || got.Heroes[1].Name != "Jeanne" {
		t.Fatalf("the next Quest: souls %d, %+v", got.Souls, got.Heroes)
	}
}

// TestOneQuestKeepsNothingL729: a standalone Quest seats the Heroes from
// the library as typed, and the Soul Counter starts empty (L729-731).
func TestOneQuestKeepsNothingL729(t *testing.T) {
	tb := newTable(t, phone)
	tb.library()
	st := exampleTable()
	st.Heroes = []sorcery.Hero{hero("Artemis", 8, sorcery.Dexterity), hero("Jeanne", 9, sorcery.Faith)}
	st.Heroes[0].Soulrank, st.Souls = 3, 7
	tb.start(st)
	c := tb.S.Current().Campaign()
	tb.S.SetupGame(c)
	tb.Tap("One Quest")
	tb.Tap("Start the Quest")
	if got := tb.state(); got.Heroes[0].Soulrank != 1 || got.Souls != 0 {
		t.Fatalf("souls %d, %+v", got.Souls, got.Heroes[0])
	}
	tb.S.SetupGame(c)
	tb.Tap("Start the Quest") // the choice is remembered
	if got := tb.state(); got.Heroes[0].Soulrank != 1 {
		t.Fatalf("%+v", got.Heroes[0])
	}
}

// TestEnemyDropsTyped003L7113 types an Enemy card's drops in the editor:
// the engine says them when it dies (L7113-7131).
func TestEnemyDropsTyped003L7113(t *testing.T) {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.enterEnemy("Orc", "Blue", "Strength", "7")
	// The rows of 5s: HP, Soul Points, the rule's range, then, folded
	// away, HP with 4-5, shields, charges and the Crowns dropped.
	tb.Tap("More of the card")
	tapButton(t, tb.Buttons("5")[7])
	uitest.TypeInto(tb.Entries("Sentences, one a line")[0], "Attack with Axe.")
	tb.Tap("Save this Enemy")
	enemies := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind)
	if len(enemies) != 1 || enemies[0].Drops.Crowns != 5 {
		t.Fatalf("the Orc saved as %+v", enemies)
	}
}

// TestMasterEnemyTyped003L7318 enters a Master Enemy in the editor: the
// Master flag, Vengeful and Stun immunity (L7318-7366, L7607-7611) had no
// field, so no card typed in the app was ever a Master Enemy and the
// Menace token never came into play.
func TestMasterEnemyTyped003L7318(t *testing.T) {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.enterEnemy("Elf Knight", "Purple", "Strength", "9")
	tb.Tap("Menace token holder")
	tb.Tap("More of the card")
	tb.checkEnemy("A Master Enemy (Purple)")
	tb.checkEnemy("Vengeful: it goes only for the Menace token holder")
	tb.checkEnemy("Immune to Stun")
	uitest.TypeInto(tb.Entries("Sentences, one a line")[0], "Attack with Sword.")
	tb.Tap("Save this Enemy")
	enemies := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind)
	if len(enemies) != 1 || !enemies[0].Master || !enemies[0].Vengeful || !enemies[0].StunImmune {
		t.Fatalf("the Elf Knight saved as %+v", enemies)
	}
}

// TestEnemyShieldsActTyped003L4139 types an "ACT*Hero" card: its shields
// are the ACT times the Heroes (L4139), where a "1*Hero" card's are 1 per
// Hero whatever the ACT (L4121).
func TestEnemyShieldsActTyped003L4139(t *testing.T) {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.enterEnemy("Elf Priestess", "Blue", "Magic", "9")
	tb.Tap("More of the card")
	tb.checkEnemy("Times the number of Heroes (×Hero)")
	tb.checkEnemy("The number is the ACT (ACT×Hero)")
	uitest.TypeInto(tb.Entries("Sentences, one a line")[0], "Attack with Staff.")
	tb.Tap("Save this Enemy")
	enemies := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind)
	if len(enemies) != 1 || !enemies[0].ShieldsPerHero || !enemies[0].ShieldsAct {
		t.Fatalf("the Elf Priestess saved as %+v", enemies)
	}
	if got := enemies[0].MaxShields(3, 2); got != 6 {
		t.Fatalf("ACT II, 3 Heroes: %d shields; want 6", got)
	}
}

// TestHeroEditorInnatePowers003L2627 types the Hero card's innate powers
// apart: the Soul Gem counts only Power cards (L2627-2636, L2777-2788).
func TestHeroEditorInnatePowers003L2627(t *testing.T) {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.Tap("Enter this Hero")
	uitest.TypeInto(tb.Entries("Hero's name")[0], "Robin")
	uitest.TypeInto(tb.Entries("Powers used with hourglasses, one a line")[0], "Volley")
	uitest.TypeInto(tb.Entries("Innate powers (on the Hero card), one a line")[0], "Pickpocket")
	tb.Tap("Save this Hero")
	h := cards[sorcery.Hero](tb.S, sorcery.HeroKind)
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
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.Tap("Enter this Hero")
	uitest.TypeInto(tb.Entries("Hero's name")[0], "Robin")
	uitest.TypeInto(tb.Entries("Soul Gem HP, Soulrank I first: 8 9 10")[0], "8")
	uitest.TypeInto(tb.Entries("Powers, * for a Talent: 2 2* 3")[0], "2*")
	uitest.TypeInto(tb.Entries("Powers used with hourglasses, one a line")[0], "Volley")
	uitest.TypeInto(tb.Entries("Passive Talents, one a line")[0], "Lucky")
	tb.Tap("Save this Hero")
	hs := cards[sorcery.Hero](tb.S, sorcery.HeroKind)
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
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	tb.enterEnemy("Elf Knight", "Purple", "Strength", "9")
	tb.Tap("Menace token holder")
	tb.Tap("More of the card")
	tb.checkEnemy("A Master Enemy (Purple)")
	uitest.TypeInto(tb.Entries("Sentences, one a line")[0], "Attack with Sword.")
	tb.Tap("Its card's other side")
	tb.See("The other side of the Elf Knight")
	tb.Tap("Strength")
	tb.Tap("7") // HP
	tb.Tap("Menace token holder")
	tb.Tap("More of the card")
	tb.checkEnemy("Vengeful: it goes only for the Menace token holder")
	uitest.TypeInto(tb.Entries("Sentences, one a line")[0], "Use Wild Leap.")
	tb.Tap("Save this side")
	tb.See("Its other side is typed.")
	tb.Tap("Save this Enemy")
	enemies := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind)
	if len(enemies) != 1 || enemies[0].Back == nil || enemies[0].Back.HP[0] != 7 || !enemies[0].Back.Vengeful || enemies[0].Vengeful {
		t.Fatalf("the Elf Knight saved as %+v", enemies)
	}
	if side, _ := enemies[0].Flipped(); side.Name != "Elf Knight" || side.Rules[0].Sentences[0] != "Use Wild Leap." {
		t.Fatalf("its other side: %+v", side)
	}
}

// TestHeroEditorKeepsWhatItDoesNotAsk: a Hero card saved again keeps its
// powers' shields and ranks, which the editor has no field for; saving
// again dropped them (L3806-3810, L2772-2776).
func TestHeroEditorKeepsWhatItDoesNotAsk(t *testing.T) {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	h := sorcery.Hero{Name: "Robin", MaxHP: 8, Styles: []sorcery.Style{sorcery.Dexterity},
		Powers: []sorcery.Power{{Name: "Volley", Shields: 1, Rank: 2}, {Name: "Aura", Passive: true}}}
	tb.save(sorcery.HeroKind, h.Name, h)
	showHeroEditor(tb.S, h, tb.S.ShowHome, nil)
	uitest.TypeInto(tb.Entries("Passive powers, one a line")[0], "Aura\nWard")
	tb.Tap("Save this Hero")
	hs := cards[sorcery.Hero](tb.S, sorcery.HeroKind)
	if len(hs) != 1 || len(hs[0].Powers) != 3 || hs[0].Powers[0].Shields != 1 || hs[0].Powers[0].Rank != 2 || hs[0].Powers[2].Name != "Ward" {
		t.Fatalf("saved again: %+v", hs)
	}
}
