package sorceryui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// Editors for the cards the rulebook only pictures: Enemy Power cards,
// Companions and items. Nothing is filled in for the players: the
// numbers are on the cards, and the editors say to copy them.

// checkNote is the line every editor of cards the text does not give
// shows.
func checkNote() fyne.CanvasObject {
	return kit.Note("The rulebook does not print these cards: copy each value from the card.")
}

// powerTypeTitles name the Enemy Power types for buttons.
func powerTypeTitles() []string { return []string{"Combat", "Passive", "Reactive"} }

// showPowerEditor enters an Enemy Power card (L6024-6050).
func showPowerEditor(s *ui.App, p sorcery.EnemyPower, done func()) {
	name := kit.NameEntry("Power's name", p.Name)
	kind := kit.NewChoice("Type", powerTypeTitles(), indexOf(sorcery.PowerTypes(), p.Type), nil)
	editorScreen(s, done, "Save this power", func() bool {
		p.Name, p.Type = strings.TrimSpace(name.Text), ""
		if kind.Picked >= 0 {
			p.Type = sorcery.PowerTypes()[kind.Picked]
		}
		return saveCard(s, sorcery.EnemyPowerKind, p.Name, p)
	}, kit.Heading("An Enemy Power card"), checkNote(), name, kind.Content(s.Window(), 3))
}

// showCompanionEditor enters a Companion card (L5301-5490).
func showCompanionEditor(s *ui.App, c sorcery.Companion, done func()) {
	w := s.Window()
	name := kit.NameEntry("Companion's name", c.Name)
	if c.MaxHP == 0 {
		c.MaxHP = 1
	}
	summoned := kit.NewTallCheck("Summoned by a Hero's power", c.Summoned, nil, func(on bool) { c.Summoned = on })
	illusion := kit.NewTallCheck("An Illusion: never a target", c.Illusion, nil, func(on bool) { c.Illusion = on })
	editorScreen(s, done, "Save this Companion", func() bool {
		c.Name = strings.TrimSpace(name.Text)
		return saveCard(s, sorcery.CompanionKind, c.Name, c)
	}, kit.Heading("A Companion"), checkNote(), name,
		kit.NewQuickNumber(w, "HP", &c.MaxHP, 1, 99, 12, nil).Content(),
		kit.NewNumber(w, "Hero Count (0 if none is printed)", &c.HeroCount, 0, 5, nil).Content(),
		summoned, illusion)
}

// slotTitles name the item slots for buttons.
func slotTitles() []string {
	return []string{"Primary hand", "Second hand", "Armour", "Artifact", "Carried"}
}

// handsKinds are the weapon categories as the item editor lists them,
// "no weapon" first, with their titles.
func handsKinds() ([]sorcery.Hands, []string) {
	return append([]sorcery.Hands{""}, sorcery.HandsKinds()...),
		[]string{"No weapon", "Two hands", "Strong hand only", "Hand and a half", "Weak hand only", "Either hand"}
}

// showItemEditor enters an item card: its slot, a weapon's hands, weight,
// the Soulrank it needs, an artifact's charges, an armour's Armor, its
// magic shields.
func showItemEditor(s *ui.App, it sorcery.Item, done func()) {
	w := s.Window()
	name := kit.NameEntry("Item's name", it.Name)
	slot := kit.NewChoice("Where it goes", slotTitles(), indexOf(sorcery.Slots(), it.Slot), nil)
	kinds, titles := handsKinds()
	hands := kit.NewChoice("Hands it takes", titles, indexOf(kinds, it.Hands), nil)
	cursed := kit.NewTallCheck("Cursed (forced into the inventory, never dropped or passed)", it.Cursed, nil, func(on bool) { it.Cursed = on })
	editorScreen(s, done, "Save this item", func() bool {
		it.Name, it.Slot = strings.TrimSpace(name.Text), ""
		if slot.Picked >= 0 {
			it.Slot = sorcery.Slots()[slot.Picked]
		}
		it.Hands = kinds[max(hands.Picked, 0)]
		return saveCard(s, sorcery.ItemKind, it.Name, it)
	}, kit.Heading("An item"), checkNote(), name, slot.Content(w, 2), hands.Content(w, 2),
		kit.NewNumber(w, "Weight (0 goes free)", &it.Weight, 0, 9, nil).Content(),
		kit.NewNumber(w, "Soulrank it needs (0 for none)", &it.MinSoulrank, 0, 7, nil).Content(),
		kit.NewNumber(w, "Charges (artifacts)", &it.Charges, 0, 9, nil).Content(),
		kit.NewNumber(w, "Armor (armour)", &it.Armor, 0, 9, nil).Content(),
		kit.NewNumber(w, "Magic shields", &it.Shields, 0, 9, nil).Content(), cursed)
}

// moreCards is the setup's section for the cards a Quest uses besides
// Heroes, Enemies and Encounters: counts and an editor button each.
func (q *questSetup) moreCards() []fyne.CanvasObject {
	s := q.s
	count := func(kind string) int {
		stored, err := s.Store().Cards(sorcery.ID, kind)
		if err != nil {
			s.Fail(err)
		}
		return len(stored)
	}
	entry := func(label string, open func()) fyne.CanvasObject {
		return kit.Tall(widget.NewButtonWithIcon(label, theme.DocumentCreateIcon(), open))
	}
	return []fyne.CanvasObject{kit.Section("More cards"),
		kit.Note(fmt.Sprintf("%s, %s, %s in the library.",
			kit.Plural(count(sorcery.EnemyPowerKind), "Enemy Power card"), kit.Plural(count(sorcery.CompanionKind), "Companion"), kit.Plural(count(sorcery.ItemKind), "item"))),
		entry("Enter an Enemy Power card", func() { showPowerEditor(s, sorcery.EnemyPower{}, q.again) }),
		entry("Enter a Companion", func() { showCompanionEditor(s, sorcery.Companion{}, q.again) }),
		entry("Enter an item", func() { showItemEditor(s, sorcery.Item{}, q.again) }),
	}
}
