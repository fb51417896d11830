package sorceryui

import (
	"strings"
	"testing"

	"tableside/tracker/sorcery"
	"tableside/ui/uitest"
)

// spiderCard is the Giant Spider with its weapons and the powers its
// card prints (rules 003 L6466-6483), typed as the editor takes them.
func spiderCard() sorcery.EnemyCard {
	sp := spiderWeapons()
	for _, l := range strings.Split(spiderPowers, "\n") {
		sp.Powers = append(sp.Powers, sorcery.ParsePower(l))
	}
	return sp
}

// answerIf says yes to the table's question on a condition, where the
// wizard asks one: what it asks of a condition it tracks is another
// screen's choice.
func (tb *table) answerIf() {
	tb.T.Helper()
	if strings.Contains(tb.Texts(), "Is it so:") {
		tb.Tap("Yes")
	}
}

// TestGiantSpiderEntrapApplied003L6629 plays the Giant Spider example's
// second rule through the wizard (L6563-6668): Jeanne, 2 areas off, is
// webbed and slowed; slowed and alone in her area, the spider moves to
// engage and uses Entrap (L6629-6644), and the app applies it: K.O.,
// then 1 HP as she fails her Save (L6479-6481). The Entrap is one
// command: Undo takes back both, Redo brings both.
func TestGiantSpiderEntrapApplied003L6629(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable(inPlay(spiderCard(), 1, 0))
	st.Heroes[0].Save = 4
	tb.enemyTurn(st, "E")
	tb.howFar("2", "4") // Jeanne 2 areas off; Thorgren 4
	tb.See("Victim: Jeanne")
	tb.Tap("1")
	tb.Tap("Yes: Slow")
	tb.answerIf()
	tb.See("Entrap on Jeanne")
	tb.See("The app puts K.O. on Jeanne, and 1 HP unless Jeanne saves.")
	tb.See("Jeanne rolls a Save (Save 4). Made it?")
	before := tb.State().Heroes[0]
	tb.undoable(func() { tb.Tap("Not saved") })
	h := tb.State().Heroes[0]
	if !h.Conditions.KO || h.Wounds != before.Wounds+1 || h.Conditions.Health != sorcery.Slow {
		t.Fatalf("Jeanne after the Entrap: %+v", h)
	}
	tb.See("Done with this Enemy")
	tb.See("Undo takes back: The Green Giant Spider uses Entrap on Jeanne. Jeanne: K.O. Jeanne: 2 wounds of 9 HP.")
	if strings.Contains(tb.Texts(), "rolls a Save") {
		t.Fatal("the Entrap asked twice:\n" + tb.Texts())
	}
}

// TestGiantSpiderReasonAndPowerAtHugeText003L6629 plays the same
// activation (L6563-6668) on the smallest phone at the largest text: the
// victim's reason stays under her name through the activation, the power
// step comes in it (L6479-6481, L6629-6644), and each question's first
// answer is on the first screen, under the reason; every look of the
// reason's step and of the power step passes.
func TestGiantSpiderReasonAndPowerAtHugeText003L6629(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	st := exampleTable(inPlay(spiderCard(), 1, 0))
	st.Heroes[0].Save = 4
	tb.enemyTurn(st, "E")
	tb.TextSize("huge")
	tb.answerInView("the distances", "2")
	tb.howFar("2", "4") // Jeanne 2 areas off; Thorgren 4
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("the victim's reason with the Web", redraw)
	tb.TextSize("huge")
	reason := func(where, answer string) {
		t.Helper()
		tb.See("Victim: Jeanne")
		tb.See("The only Hero in range.")
		tb.answerInView(where, answer)
	}
	reason("the Web's wounds", "0")
	tb.Tap("1")
	reason("the Web's trigger", "Yes: Slow")
	tb.Tap("Yes: Slow")
	if strings.Contains(tb.Texts(), "Is it so:") {
		reason("alone in her area", "Yes")
		tb.Tap("Yes")
	}
	tb.See("Entrap on Jeanne")
	tb.See("On the card: “The victim suffers K.O. and then, unless Save: suffers 1 HP.”")
	reason("the Entrap's Save", "Saved")
	tb.EveryLook("the power step under the victim's reason", redraw)
	tb.TextSize("huge")
	tb.Tap("Not saved")
	if h := tb.State().Heroes[0]; !h.Conditions.KO || h.Wounds != 2 {
		t.Fatalf("Jeanne after the Entrap: %+v", h)
	}
	tb.See("Done with this Enemy")
	tb.answerInView("the end of the activation", "Done with this Enemy")
}

// TestEntrapSavedFirstRule003L6479: Thorgren, slowed in the spider's
// area, is its victim under the first rule (L6563-6575); he makes his
// Save, so the Entrap puts K.O. on him and no HP (L6479-6481); then the
// Bite is asked as ever.
func TestEntrapSavedFirstRule003L6479(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable(inPlay(spiderCard(), 1, 0))
	st.Heroes[1].Conditions.Health = sorcery.Slow
	tb.enemyTurn(st, "E")
	tb.howFar("Not in sight", "0") // Jeanne not in sight; Thorgren in its area
	tb.See("Victim: Thorgren")
	tb.answerIf()
	tb.See("Entrap on Thorgren")
	tb.EveryLook("a power step", func() { tb.S.Current().Redraw() })
	// Closed mid-step, the app comes back to the same power.
	c := tb.S.Current().Campaign()
	tb.Restart()
	tb.S.OpenCampaign(c)
	tb.See("Entrap on Thorgren")
	tb.undoable(func() { tb.Tap("Saved") })
	if h := tb.State().Heroes[1]; !h.Conditions.KO || h.Wounds != 0 {
		t.Fatalf("Thorgren after a saved Entrap: %+v", h)
	}
	tb.See("Wounds dealt to Thorgren?")
}

// elfPriestess is the Elf Priestess's card and Scroll as the rulebook
// pictures it (L6383-6435), its powers typed as printed.
func elfPriestess() sorcery.EnemyCard {
	c := sorcery.EnemyCard{Name: "Elf Priestess", Rank: sorcery.Blue, Style: sorcery.Magic, HP: []int{9}, Race: "Humanoid",
		Preferred: sorcery.MostWounded,
		Weapons:   []sorcery.Weapon{{Name: "Whip", Effect: "Poison"}, {Name: "Thunder Bolt", Effect: "Stun"}},
		Rules: []sorcery.Rule{
			{Min: 0, Max: 0, Sentences: []string{"If engaged with 2+ Heroes: use Command.", "Attack with Whip.", "If wounded for at least half of its HP: use Bloodspell.", "Move away 1 area."}},
			{Min: 1, Max: 2, Sentences: []string{"If there are 2+ Heroes in the victim's area: attack them with Thunder Bolt and move away 1 area; otherwise move to engage, use Darkness and attack with Whip."}},
			{Plus: true, Sentences: []string{"Move 1 area toward the closest Hero.", "Attack the closest Hero in L.O.S. with Thunder Bolt."}},
		}}
	for _, l := range []string{
		"Command: The victim must perform an extra attack against another Hero of his choice in the same area.",
		"Bloodspell: Heal 3 HP per Hero within 3 areas, those Heroes suffer Critical and Fire ACT.",
		"Darkness: Unless Save: each Hero in its area suffers Blind.",
	} {
		c.Powers = append(c.Powers, sorcery.ParsePower(l))
	}
	return c
}

// TestPriestessDarknessBeforeWhip003L6420: the Elf Priestess's second
// rule, Jeanne alone in her area (L6420-6425): it moves to engage, uses
// Darkness, which Jeanne fails to save against, so the app blinds her
// and says the others in the area are the table's; then the Whip's
// wounds are asked, in the order the sentence says.
func TestPriestessDarknessBeforeWhip003L6420(t *testing.T) {
	tb := newTable(t, phone)
	tb.enemyTurn(exampleTable(inPlay(elfPriestess(), 1, 0)), "E")
	tb.howFar("2", "4") // Jeanne 2 areas off; Thorgren 4
	tb.See("Victim: Jeanne")
	tb.See("Is it so: there are 2+ Heroes in the victim's area?")
	tb.Tap("No")
	tb.See("Darkness on Jeanne")
	tb.See("Unless Jeanne saves, the app puts Blind on Jeanne.")
	tb.See("Its words name other Heroes too")
	if strings.Contains(tb.Texts(), "Wounds dealt") {
		t.Fatal("the Whip's wounds asked before the Darkness")
	}
	tb.undoable(func() { tb.Tap("Not saved") })
	if h := tb.State().Heroes[0]; h.Conditions.Health != sorcery.Blind {
		t.Fatalf("Jeanne after the Darkness: %+v", h)
	}
	tb.See("Wounds dealt to Jeanne?")
	tb.Tap("2")
	tb.See("Did the Elf Priestess put Poison I on Jeanne?")
	tb.Tap("No")
	if strings.Contains(tb.Texts(), "Darkness on Jeanne") {
		t.Fatal("the Darkness asked twice")
	}
	if h := tb.State().Heroes[0]; h.Wounds != 2 || h.Conditions.Health != sorcery.Blind {
		t.Fatalf("Jeanne after the Whip: %+v", h)
	}
}
