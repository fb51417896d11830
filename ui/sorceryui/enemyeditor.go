package sorceryui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Enemy card and its Scroll (L5616-5660, L6370-6534), typed once:
// every number a row of one-tap buttons, each rule's range tapped, its
// sentences one a line. A sentence "If ...: ...; otherwise ..." is asked
// of the table as yes or no; one that attacks asks for the wounds.

func ranks() []sorcery.Rank {
	return []sorcery.Rank{sorcery.Green, sorcery.Blue, sorcery.Red, sorcery.Purple}
}

// rankTitles name the ranks for buttons, lowest first.
func rankTitles() []string { return []string{"Green", "Blue", "Red", "Purple"} }

func rankTitle(r sorcery.Rank) string { return rankTitles()[max(indexOf(ranks(), r), 0)] }

// rankColour is the colour of an Enemy's card, for the roster's strip.
func rankColour(r sorcery.Rank) color.Color {
	switch r {
	case sorcery.Blue:
		return color.NRGBA{R: 0x3b, G: 0x7d, B: 0xd8, A: 0xff}
	case sorcery.Red:
		return color.NRGBA{R: 0xd0, G: 0x3b, B: 0x3b, A: 0xff}
	case sorcery.Purple:
		return color.NRGBA{R: 0x8e, G: 0x4b, B: 0xc9, A: 0xff}
	}
	return color.NRGBA{R: 0x3f, G: 0xa3, B: 0x4d, A: 0xff}
}

func victims() []sorcery.Victim {
	return []sorcery.Victim{"", sorcery.MostWounded, sorcery.LeastWounded, sorcery.Closest, sorcery.Richest, sorcery.ByStyle, sorcery.Menacing}
}

func victimTitles() []string {
	return []string{"None", "Most wounded", "Least wounded", "Closest", "Richest", "A style", "Menacing Hero"}
}

// ruleSlot is one behaviour rule being typed.
type ruleSlot struct {
	min, max  int
	plus      *kit.TallCheck
	sentences *widget.Entry
}

func (r *ruleSlot) rule() (sorcery.Rule, bool) {
	ss := kit.SplitLines(r.sentences.Text)
	if len(ss) == 0 {
		return sorcery.Rule{}, false
	}
	if r.plus.Checked() {
		return sorcery.Rule{Plus: true, Sentences: ss}, true
	}
	return sorcery.Rule{Min: r.min, Max: r.max, Sentences: ss}, true
}

// showEnemyEditor enters an Enemy card; Red and Purple take a second HP
// for 4-5 Heroes (L7077-7095).
func showEnemyEditor(s *ui.App, c sorcery.EnemyCard, done func()) { enemyEditor(s, c, done, nil) }

// enemyEditor types a card for the library or, with front, the other
// side of front's Master Enemy card (L7322-7326, L7348-7351): the same fields less the
// name, race, rank and Master mark, which are the front's. Saving a side
// puts it on front and goes back to front's editor.
func enemyEditor(s *ui.App, c sorcery.EnemyCard, done func(), front *sorcery.EnemyCard) {
	w := s.Window()
	name := kit.NameEntry("Enemy's name", c.Name)
	race := kit.NameEntry("Race (as printed)", c.Race)
	rank := kit.NewChoice("Rank", rankTitles(), indexOf(ranks(), c.Rank), nil)
	style := kit.NewChoice("Fighting style", styleTitles(true), indexOf(styles(), c.Style), nil)
	hp, hp45 := 0, 0
	if len(c.HP) > 0 {
		hp = c.HP[0]
	}
	if len(c.HP) > 1 {
		hp45 = c.HP[1]
	}
	victim := kit.NewChoice("Preferred victim", victimTitles(), max(indexOf(victims(), c.Preferred), 0), nil)
	vstyle := kit.NewChoice("The style it prefers", styleTitles(false), indexOf(styles(), c.PreferredStyle), nil)
	var typed []string
	for _, wp := range c.Weapons {
		typed = append(typed, wp.Line())
	}
	weapons := kit.LinesEntry("Weapons, one a line: Bite: Poison I", typed)
	perHero := kit.NewTallCheck("Shields are per Hero", c.ShieldsPerHero, nil, func(on bool) { c.ShieldsPerHero = on })
	// A card that prints ACT for its shields ("ACT*Hero", L4139).
	actShields := kit.NewTallCheck("The card prints ACT for its shields", c.ShieldsAct, nil, func(on bool) { c.ShieldsAct = on })
	// A Master Enemy and its side's powers (L7318-7366, L7607-7611); the
	// engine refuses them on any other card.
	master := kit.NewTallCheck("A Master Enemy (Purple)", c.Master, nil, func(on bool) { c.Master = on })
	vengeful := kit.NewTallCheck("Vengeful: it targets only the Menacing Hero", c.Vengeful, nil, func(on bool) { c.Vengeful = on })
	stunImmune := kit.NewTallCheck("Immune to Stun", c.StunImmune, nil, func(on bool) { c.StunImmune = on })
	var parts []fyne.CanvasObject
	if front == nil {
		parts = append(parts, kit.Heading("An Enemy"), name, race, rank.Content(w, 4))
	} else {
		parts = append(parts, kit.Heading("The other side of the "+front.Name))
	}
	parts = append(parts, style.Content(w, 3),
		kit.NewQuickNumber(w, "HP", &hp, 1, 99, 12, nil).Content(),
		kit.NewQuickNumber(w, "HP with 4-5 Heroes (Red and Purple; 0 if the same)", &hp45, 0, 99, 12, nil).Content(),
		kit.NewNumber(w, "Magic shields", &c.Shields, 0, 6, nil).Content(), perHero, actShields,
		kit.NewNumber(w, "Charges", &c.Charges, 0, 6, nil).Content(),
		kit.NewNumber(w, "Enemy Power icons", &c.PowerIcons, 0, 3, nil).Content(),
		kit.NewQuickNumber(w, "Soul Points", &c.SoulPoints, 0, 99, 12, nil).Content(),
		// The rewards it drops where it dies (L7113-7131).
		kit.NewQuickNumber(w, "Drops: Crowns", &c.Drops.Crowns, 0, 99, 10, nil).Content(),
		kit.NewNumber(w, "Drops: Treasure cards", &c.Drops.Treasures, 0, 3, nil).Content(),
		kit.NewNumber(w, "Drops: Loot tokens", &c.Drops.Loot, 0, 3, nil).Content(),
		victim.Content(w, 2), vstyle.Content(w, 4))
	if front == nil {
		parts = append(parts, master)
	}
	parts = append(parts, vengeful, stunImmune,
		kit.Section("Weapons"),
		kit.Note("Each weapon's name, and after a colon the condition its trigger puts on the victim, if any."),
		weapons,
		kit.Section("Behaviour rules, top first"),
		kit.Note("A rule's range in areas, then its sentences, one a line. Write a condition as \"If the victim is slowed: use Entrap; otherwise attack with Web.\""))
	slots := make([]*ruleSlot, max(3, len(c.Rules)))
	for i := range slots {
		r := &ruleSlot{}
		var on bool
		var said []string
		if i < len(c.Rules) {
			r.min, r.max, on, said = c.Rules[i].Min, c.Rules[i].Max, c.Rules[i].Plus, c.Rules[i].Sentences
		}
		r.sentences = kit.LinesEntry("Sentences, one a line", said)
		r.plus = kit.NewTallCheck("\"+\" rule: no range, no sight", on, nil, nil)
		slots[i] = r
		parts = append(parts, kit.Bold(fmt.Sprintf("Rule %d", i+1)),
			kit.NewNumber(w, "From (areas)", &r.min, 0, 5, nil).Content(),
			kit.NewNumber(w, "To (areas)", &r.max, 0, 5, nil).Content(),
			r.plus, r.sentences)
	}
	collect := func() {
		c.Name, c.Race = strings.TrimSpace(name.Text), strings.TrimSpace(race.Text)
		c.Rank, c.Style = "", ""
		if rank.Picked >= 0 {
			c.Rank = ranks()[rank.Picked]
		}
		if style.Picked >= 0 {
			c.Style = styles()[style.Picked]
		}
		c.HP = []int{hp}
		if hp45 > 0 && hp45 != hp {
			c.HP = append(c.HP, hp45)
		}
		c.Preferred, c.PreferredStyle = victims()[max(victim.Picked, 0)], ""
		if c.Preferred == sorcery.ByStyle && vstyle.Picked >= 0 {
			c.PreferredStyle = styles()[vstyle.Picked]
		}
		c.Weapons = nil
		for _, l := range kit.SplitLines(weapons.Text) {
			c.Weapons = append(c.Weapons, sorcery.ParseWeapon(l))
		}
		c.Rules = nil
		for _, r := range slots {
			if rl, ok := r.rule(); ok {
				c.Rules = append(c.Rules, rl)
			}
		}
	}
	if front != nil {
		editorScreen(s, done, "Save this side", func() bool {
			collect()
			whole := *front
			whole.Back = &c
			side, _ := whole.Flipped()
			side.Back = nil
			if err := side.Validate(); err != nil {
				s.Tell("Not saved yet", err.Error())
				return false
			}
			front.Back = &c
			return true
		}, parts...)
		return
	}
	// A Master Enemy's card has two sides (L7322-7326, L7348-7351): the other is
	// typed in the same editor, and this one waits for it.
	if c.Back != nil {
		parts = append(parts, kit.Note("Its other side is typed."))
	}
	parts = append(parts, kit.Tall(widget.NewButton("Its card's other side", func() {
		collect()
		if !c.MayHaveBack() {
			s.Tell("Not yet", "Only a Master Enemy's card has another side: tick \"A Master Enemy (Purple)\" first.")
			return
		}
		side := sorcery.EnemyCard{}
		if c.Back != nil {
			side = *c.Back
		}
		enemyEditor(s, side, func() { enemyEditor(s, c, done, nil) }, &c)
	})))
	editorScreen(s, done, "Save this Enemy", func() bool {
		collect()
		return saveCard(s, sorcery.EnemyKind, sorcery.Enemy{Card: c, Copy: 1}.Label(), c)
	}, parts...)
}
